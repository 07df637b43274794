/**
 * Language routing rules, as pure functions.
 *
 * They run in two places: the language switch (React) and the inline boot
 * script that `docusaurus.config.ts` puts in <head>, which is built from these
 * functions' source text. So each one is a self-contained function declaration:
 * no imports, no module constants, nothing but its arguments.
 */

/** A locale (src/config/languages.json). */
export type Locale = string;

/** Each locale's first URL segment after the base URL, '' for the default language: `{es: '', en: 'en', 'pt-BR': 'pt'}`. */
export type Segments = Readonly<Record<string, string>>;

export const LANGUAGE_STORAGE_KEY = 'language';

export type LanguageDecision =
  | {action: 'none'}
  | {action: 'remove'}
  | {action: 'redirect'; url: string};

/** The locale a path belongs to: the one whose segment starts it after `baseUrl`, else the default (segment ''). */
export function localeOfPath(pathname: string, baseUrl: string, segments: Segments): Locale {
  const rest = pathname.startsWith(baseUrl) ? pathname.slice(baseUrl.length) : pathname.replace(/^\/+/, '');
  const first = rest.split('/')[0];
  let fallback = '';
  for (const locale in segments) {
    if (segments[locale] === '') fallback = locale;
    else if (segments[locale] === first) return locale;
  }
  return fallback;
}

/** The same page's path in `target`: the path's language segment (if any) replaced by the target's. */
export function pathForLocale(pathname: string, baseUrl: string, target: Locale, segments: Segments): string {
  let rest = pathname.startsWith(baseUrl) ? pathname.slice(baseUrl.length) : pathname.replace(/^\/+/, '');
  const first = rest.split('/')[0];
  for (const locale in segments) {
    if (segments[locale] !== '' && segments[locale] === first) {
      rest = rest.slice(first.length + 1);
      break;
    }
  }
  const segment = segments[target] || '';
  return segment ? `${baseUrl}${segment}/${rest}` : `${baseUrl}${rest}`;
}

/**
 * What to do on load given the stored `language` value: nothing without a
 * stored value or when it matches the URL; remove anything that is not a
 * locale; otherwise go to the same page (query and hash kept) in that locale.
 */
export function decideLanguage(
  stored: string | null,
  location: {pathname: string; search: string; hash: string},
  baseUrl: string,
  segments: Segments,
): LanguageDecision {
  if (stored === null) {
    return {action: 'none'};
  }
  if (!Object.prototype.hasOwnProperty.call(segments, stored)) {
    return {action: 'remove'};
  }
  if (localeOfPath(location.pathname, baseUrl, segments) === stored) {
    return {action: 'none'};
  }
  return {
    action: 'redirect',
    url: pathForLocale(location.pathname, baseUrl, stored, segments) + location.search + location.hash,
  };
}

/**
 * The form of `pathname` the site answers to: every path it builds is lower
 * case with single slashes, and a `%` that starts no valid escape stands for
 * itself (`%25`). Without this, the client router (history's `decodeURI`)
 * throws on a malformed escape and the page never hydrates, and a path the
 * server answers with the not-found page but the router matches anyway
 * (`/EMPRESAS/X`, `/en//empresas/x`) is swapped for another page on hydration.
 * Idempotent: the result is its own canonical form.
 */
export function canonicalPath(pathname: string, baseUrl: string): string {
  const escaped = pathname.replace(/(?:%[0-9A-Fa-f]{2})+|%/g, (run) => {
    try {
      decodeURIComponent(run);
      return run;
    } catch {
      return run.replace(/%/g, '%25');
    }
  });
  const single = escaped.replace(/\/{2,}/g, '/');
  // Escapes keep their case: `%C3%B1` and `%c3%b1` are the same character.
  const lower = (text: string) => text.replace(/(%[0-9A-Fa-f]{2})|[A-Z]+/g, (match, escape) => escape ?? match.toLowerCase());
  // The base path is the host's choice and keeps its spelling.
  return single.toLowerCase().startsWith(baseUrl.toLowerCase())
    ? baseUrl + lower(single.slice(baseUrl.length))
    : lower(single);
}

type BootWindow = {
  localStorage: Pick<Storage, 'getItem' | 'removeItem'>;
  location: {pathname: string; search: string; hash: string; replace(url: string): void};
  document: {documentElement: {style: {visibility: string}}};
  stop(): void;
};

/**
 * Runs before first paint: repairs a URL the site cannot route (see
 * `canonicalPath`) and honours the stored language, in one navigation at most.
 * Storage may throw (private mode, blocked cookies): then the URL's language
 * simply stands.
 */
export function applyStoredLanguage(win: BootWindow, baseUrl: string, segments: Segments): void {
  const {search, hash} = win.location;
  const pathname = canonicalPath(win.location.pathname, baseUrl);
  let stored: string | null = null;
  try {
    stored = win.localStorage.getItem('language');
  } catch {
    // Unreadable storage: no stored choice.
  }
  const decision = decideLanguage(stored, {pathname, search, hash}, baseUrl, segments);
  if (decision.action === 'remove') {
    try {
      win.localStorage.removeItem('language');
    } catch {
      // Nothing to clean up if storage refuses access.
    }
  }
  const target = decision.action === 'redirect' ? decision.url : pathname === win.location.pathname ? null : pathname + search + hash;
  if (target !== null) {
    // Hide this page so it never flashes, and stop its scripts: they would
    // route (or fail to route) a URL that is about to change.
    win.document.documentElement.style.visibility = 'hidden';
    win.stop();
    win.location.replace(target);
  }
}

/** The inline <head> script: the functions above, serialized, then called. */
export function languageBootScript(baseUrl: string, segments: Segments): string {
  const parts = [localeOfPath, pathForLocale, decideLanguage, canonicalPath, applyStoredLanguage].map((fn) => fn.toString());
  return `(function(){${parts.join('\n')}\napplyStoredLanguage(window, ${JSON.stringify(baseUrl)}, ${JSON.stringify(segments)});})();`;
}

/**
 * Records an explicit choice; storage failures leave the choice to the URL.
 * Takes the window, not its storage: reading `window.localStorage` itself
 * throws where storage is blocked, and must happen inside the guard.
 */
export function storeLanguage(win: {readonly localStorage: Pick<Storage, 'setItem'>} | undefined, locale: Locale): void {
  try {
    win?.localStorage.setItem(LANGUAGE_STORAGE_KEY, locale);
  } catch {
    // Private mode or blocked storage: the link itself still switches language.
  }
}
