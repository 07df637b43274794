/**
 * Language routing rules, as pure functions.
 *
 * They run in two places: the language switch (React) and the inline boot
 * script that `docusaurus.config.ts` puts in <head>, which is built from these
 * functions' source text. So each one is a self-contained function declaration:
 * no imports, no module constants, nothing but its arguments.
 */

export type Locale = 'es' | 'en';

export const LANGUAGE_STORAGE_KEY = 'language';

export type LanguageDecision =
  | {action: 'none'}
  | {action: 'remove'}
  | {action: 'redirect'; url: string};

/** The locale a path belongs to: English under `${baseUrl}en`, Spanish elsewhere. */
export function localeOfPath(pathname: string, baseUrl: string): Locale {
  const rest = pathname.startsWith(baseUrl) ? pathname.slice(baseUrl.length) : pathname.replace(/^\/+/, '');
  return rest === 'en' || rest.startsWith('en/') ? 'en' : 'es';
}

/** The same page's path in `target`: adds or removes the `en` segment after the base URL. */
export function pathForLocale(pathname: string, baseUrl: string, target: Locale): string {
  let rest = pathname.startsWith(baseUrl) ? pathname.slice(baseUrl.length) : pathname.replace(/^\/+/, '');
  if (rest === 'en') {
    rest = '';
  } else if (rest.startsWith('en/')) {
    rest = rest.slice(3);
  }
  return target === 'en' ? `${baseUrl}en/${rest}` : `${baseUrl}${rest}`;
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
): LanguageDecision {
  if (stored === null) {
    return {action: 'none'};
  }
  if (stored !== 'es' && stored !== 'en') {
    return {action: 'remove'};
  }
  if (localeOfPath(location.pathname, baseUrl) === stored) {
    return {action: 'none'};
  }
  return {
    action: 'redirect',
    url: pathForLocale(location.pathname, baseUrl, stored) + location.search + location.hash,
  };
}

type BootWindow = {
  localStorage: Pick<Storage, 'getItem' | 'removeItem'>;
  location: {pathname: string; search: string; hash: string; replace(url: string): void};
  document: {documentElement: {style: {visibility: string}}};
};

/**
 * Runs before first paint. Storage may throw (private mode, blocked cookies):
 * then the URL's language simply stands.
 */
export function applyStoredLanguage(win: BootWindow, baseUrl: string): void {
  let stored: string | null;
  try {
    stored = win.localStorage.getItem('language');
  } catch {
    return;
  }
  const decision = decideLanguage(stored, win.location, baseUrl);
  if (decision.action === 'remove') {
    try {
      win.localStorage.removeItem('language');
    } catch {
      // Nothing to clean up if storage refuses access.
    }
  } else if (decision.action === 'redirect') {
    // Hide the wrong-language page so it never flashes before the navigation.
    win.document.documentElement.style.visibility = 'hidden';
    win.location.replace(decision.url);
  }
}

/** The inline <head> script: the functions above, serialized, then called. */
export function languageBootScript(baseUrl: string): string {
  const parts = [localeOfPath, pathForLocale, decideLanguage, applyStoredLanguage].map((fn) => fn.toString());
  return `(function(){${parts.join('\n')}\napplyStoredLanguage(window, ${JSON.stringify(baseUrl)});})();`;
}

/** Records an explicit choice; storage failures leave the choice to the URL. */
export function storeLanguage(storage: Pick<Storage, 'setItem'> | undefined, locale: Locale): void {
  try {
    storage?.setItem(LANGUAGE_STORAGE_KEY, locale);
  } catch {
    // Private mode or blocked storage: the link itself still switches language.
  }
}
