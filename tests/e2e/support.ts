import type {Locator, Page} from '@playwright/test';
import {LOCALES as SITE_LOCALES, REDIRECTS, site, uiString} from '../site';
import {language, SEGMENTS} from '../../src/config/locales';

export {CATEGORY_ROLES, CONTENT_PAGES, EXTERNAL_TARGETS, inLocale, isExternalTarget, REDIRECTS, ROLE_SLUGS, site, TEAM_SLUGS, uiString} from '../site';

/**
 * The site's languages as the browser tests name them. The tests hold texts written per language (what a visitor
 * reads), in tables typed `satisfies Record<Locale, …>`, so a language added here fails the type check until every
 * table has it. A language added to src/config/languages.json but not here yet (a translator's new language) is left
 * out of the browser tests until a developer adds its texts; the build, tests/built and check:i18n cover it meanwhile.
 */
export type Locale = 'es' | 'en' | 'pt-BR';
const NAMED: readonly Locale[] = ['es', 'en', 'pt-BR'];
/** Every language of the site (src/config/languages.json) that the browser tests have texts for, the default first. */
export const LOCALES: readonly Locale[] = SITE_LOCALES.filter((locale): locale is Locale => (NAMED as readonly string[]).includes(locale));

const OTHER_ORIGIN = /^https?:\/\/(?!127\.0\.0\.1)/;

/**
 * The requests the page's context makes to another origin, listed as the browser starts them. None leaves the machine:
 * the browser resolves no host but 127.0.0.1 (playwright.config.ts), so each fails at once. Nothing is intercepted: the
 * page loads as a visitor's does, with the browser's cache.
 */
export function watchOtherOrigins(page: Page): string[] {
  const seen: string[] = [];
  page.context().on('request', (request) => {
    if (OTHER_ORIGIN.test(request.url())) seen.push(request.url());
  });
  return seen;
}

/**
 * Answers every request to another origin with a stub page, for a test that follows a link off the site or plays a
 * video and needs an answer. It costs every load: all the page's requests then pass through Playwright, and the
 * browser's cache is off. A test that stays on the site needs neither (watchOtherOrigins lists what it asked for).
 */
export async function stubOtherOrigins(page: Page): Promise<string[]> {
  const seen: string[] = [];
  await page.context().route(OTHER_ORIGIN, (route) => {
    seen.push(route.request().url());
    return route.fulfill({status: 200, contentType: 'text/html', body: '<!doctype html><title>external</title><p>external</p>'});
  });
  return seen;
}

export const TEXT = Object.fromEntries(
  LOCALES.map((locale) => {
    const text = (id: string) => uiString(locale, id);
    return [locale, {skip: text('theme.common.skipToMainContent'), notFound: text('notFound.title'), menuOpen: text('layout.menu.open'), menuClose: text('layout.menu.close'), signIn: text('layout.signIn'), process: text('layout.nav.proceso')}];
  }),
) as Readonly<Record<Locale, {skip: string; notFound: string; menuOpen: string; menuClose: string; signIn: string; process: string}>>;

/**
 * A UI string with its placeholders filled (`{title}`), as a page in `locale` shows it; `{brand}` is the site's
 * brand unless `values` says otherwise.
 */
export function uiText(locale: Locale, id: string, values: Record<string, string | number> = {}): string {
  const all: Record<string, string | number> = {brand: site.brand, ...values};
  return uiString(locale, id).replace(/\{(\w+)\}/g, (placeholder, name: string) => (name in all ? String(all[name]) : placeholder));
}

/** A UI string as a pattern matching it whole, each placeholder standing for any text: `Ver {count} perfis` → /^Ver .+ perfis$/. */
export function uiPattern(locale: Locale, id: string): RegExp {
  const parts = uiString(locale, id).split(/\{\w+\}/);
  return new RegExp(`^${parts.map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('.+')}$`);
}

/** The landing's carousels and videos, named by the UI strings of i18n/<locale>/code.json (landing and keyboard specs). */
export const landingControls = (locale: Locale) => ({
  profiles: uiString(locale, 'landing.profiles.carousel.label'),
  previous: uiString(locale, 'carousel.previous'),
  next: uiString(locale, 'carousel.next'),
  showRoles: uiPattern(locale, 'landing.profiles.showRoles'),
  promoVideo: uiText(locale, 'video.play', {title: uiString(locale, 'landing.attributes.video.title')}),
  playerVideo: uiText(locale, 'video.play', {title: uiText(locale, 'landing.prefooter.video.title')}),
  openVideo: uiString(locale, 'video.openDirectly'),
});

/** The `lang` of a page in `locale` (`pt-BR`). */
export const htmlLang = (locale: Locale) => language(locale).htmlLang;

/** The languages other than the default, with the first segment of their URLs (`/en`, `/pt`). */
export const TRANSLATIONS: readonly {locale: Locale; prefix: string}[] = LOCALES.filter((locale) => SEGMENTS[locale]).map((locale) => ({locale, prefix: `/${SEGMENTS[locale]}`}));

/** FULL=1 (`npm run test:full`): the long sweeps kept for release checks run too (docs/testing.md). */
export const FULL = process.env.FULL === '1';

/**
 * The tag of a behaviour test whose steps are the same in every language (keys, clicks, what opens): the languages
 * take turns between the mobile and the desktop project (Spanish mobile, English desktop, Portuguese mobile…), so
 * each run sees every language once and both widths; FULL=1 runs every language in both projects (the `-once` tags,
 * below).
 */
export const inTurn = (locale: Locale) => (LOCALES.indexOf(locale) % 2 === 0 ? '@mobile-once' : '@desktop-once');

/**
 * The tags of a check made once per language whose result may differ by width (a layout): Spanish, the source, at
 * both widths; the translations take turns between the two, `index` (a page's place in a list) rotating which takes
 * which, so across a list each translation sees both widths; FULL=1 runs them at both.
 */
export function widthTurn(locale: Locale, index = 0): string[] {
  const translations = LOCALES.filter((other) => other !== 'es');
  if (locale === 'es') return [];
  const mobile = translations[index % translations.length] === locale;
  const desktop = translations[(index + 1) % translations.length] === locale;
  return mobile && desktop ? [] : [mobile ? '@mobile-once' : '@desktop-once'];
}

/**
 * The tags of one copy of a behaviour test written once per language, whose steps are the same in every language and
 * whose words are checked elsewhere (every page's text in every language: tests/built; every UI string: the unit
 * tests): a plain run drives it in `runIn` only, the families of such tests naming different languages so every run
 * drives every language somewhere; the other copies are release checks (`@release`, FULL=1). What differs by
 * language in a behaviour (a layout, the search index, a number's form) is not tagged so.
 */
export const onlyIn = (locale: Locale, runIn: Locale): string[] => (locale === runIn ? [] : ['@release']);

/*
 * Where a test runs is a tag on it, read by the projects' grepInvert (playwright.config.ts), so a test is never
 * scheduled in a project it would skip itself in: `@desktop` / `@mobile`, that project only (the layout exists at
 * that width only, or one read is enough); `@desktop-once` / `@mobile-once`, behaviour that does not depend on the
 * width (timers, focus hand-offs, network, the search index), run in that project, and FULL=1 runs it in both.
 */

/**
 * One page of each template, Spanish paths (the translations add their segment, inLocale): what the browser loads to check a
 * template. The other pages of a kind (three more legal pages, four more redirect pages) share its
 * template and are checked over HTTP (routes.spec, hosting.spec); FULL=1 loads them too.
 */
export const TEMPLATES = [
  '/',
  '/empresas/data-engineer',
  '/empresas/equipo-desarrollo-web',
  '/service-payroll',
  '/paises/colombia',
  '/politica-de-privacidad',
  '/blog',
  '/blog/como-validamos-talento',
  '/no-existe',
  '/freelancers',
];
/** The same kinds with every legal and redirect page (FULL=1). */
export const ALL_TEMPLATES = [
  ...TEMPLATES,
  '/configuracion-de-cookies',
  '/terminos-y-condiciones',
  '/aviso-legal',
  ...REDIRECTS.filter(({from}) => from !== '/freelancers').map(({from}) => from),
];
/** The templates a run loads in the browser. */
export const RUN_TEMPLATES = FULL ? ALL_TEMPLATES : TEMPLATES;

/** A redirect page (`/freelancers`): served by hosts without redirect rules, it sends the visitor on at once. */
export const isRedirectPage = (path: string) => REDIRECTS.some(({from}) => from === withoutLanguage(path));

/** `path` without its language's segment: `/pt/freelancers` → `/freelancers`. */
export function withoutLanguage(path: string): string {
  const translation = TRANSLATIONS.find(({prefix}) => path === prefix || path.startsWith(`${prefix}/`));
  return translation ? path.slice(translation.prefix.length) || '/' : path;
}

/**
 * Shows the redirect page at `path` as a host without redirect rules serves it (`/freelancers` from
 * `freelancers.html`; nginx and `npm run serve` answer the path with the 301 instead), held on screen
 * to be checked: its meta refresh is taken out and its bundles arrive empty (the hydrated page would
 * put the refresh back), so it stays as the static page every visitor sees first. The refresh itself
 * is checked over HTTP and by following it (routes.spec). Call before `goto(path)`.
 */
export async function showRedirectPage(page: Page, path: string): Promise<void> {
  await page.route(
    (url) => url.pathname === path,
    async (route) => {
      const response = await route.fetch({url: `${new URL(route.request().url()).origin}${path}.html`, maxRedirects: 0});
      const html = await response.text();
      const held = html.replace(/<meta[^>]*http-equiv="?refresh"?[^>]*>/i, '');
      if (held === html) throw new Error(`${path}.html has no meta refresh`);
      return route.fulfill({response, body: held});
    },
  );
  await page.route('**/assets/js/**', (route) => route.fulfill({status: 200, contentType: 'text/javascript', body: ''}));
}

declare global {
  interface Window {
    /** Filled by `watchProblems`' init script. */
    cspViolations?: string[];
  }
}

/**
 * Starts recording what a visitor would never see but a broken page leaves
 * behind: uncaught errors, console errors and warnings, and Content-Security-
 * Policy violations. Call before `goto`; `problems()` lists them at the end.
 * A document that answered 4xx (the not-found page) logs its own status as a
 * console error by design: only that exact message is left out.
 */
export async function watchProblems(page: Page): Promise<{problems: () => Promise<string[]>}> {
  const found: string[] = [];
  const failedDocuments = new Set<string>();
  await page.addInitScript(() => {
    window.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.cspViolations!.push(`${event.violatedDirective} blocked ${event.blockedURI}`);
    });
  });
  page.on('response', (response) => {
    if (response.request().isNavigationRequest() && response.status() >= 400) failedDocuments.add(response.url().split('#')[0]);
  });
  page.on('pageerror', (error) => found.push(`uncaught: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return;
    const ownStatus = /^Failed to load resource: the server responded with a status of 4\d\d/.test(message.text()) && failedDocuments.has(message.location().url.split('#')[0]);
    if (!ownStatus) found.push(`console ${message.type()}: ${message.text().slice(0, 300)}`);
  });
  return {
    problems: async () => [...found, ...(await page.evaluate(() => window.cspViolations ?? [])).map((violation) => `CSP: ${violation}`)],
  };
}

/**
 * Stops the page's fake clock (a moment from now, so the call cannot land in its past): from then on
 * only `runFor` moves time, and a late timer cannot pass unnoticed while assertions wait. On a busy
 * machine the page's clock may pass the chosen moment before the call arrives: it is then chosen again.
 */
export async function freezeClock(page: Page): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    const at = await page.evaluate(() => Date.now() + 50);
    try {
      await page.clock.pauseAt(at);
      return;
    } catch (error) {
      if (attempt >= 20 || !/fast-forward to the past/.test(String(error))) throw error;
    }
  }
}

/** Moves the mouse onto `region` and off again: a rotation there restarts its full interval from now. */
export async function restartTimer(page: Page, region: Locator): Promise<void> {
  await region.hover();
  await page.mouse.move(1, 1);
}

/** A short description of the focused element, for failure messages. */
export async function focused(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return '(nothing)';
    return `<${element.tagName.toLowerCase()}> ${(element.getAttribute('aria-label') ?? (element as HTMLElement).innerText ?? '').trim().slice(0, 50)}`;
  });
}

/** Presses Tab (Shift+Tab with `back`) until `target` has focus; fails listing where focus went. */
export async function tabTo(page: Page, target: Locator, {back = false, max = 250} = {}): Promise<void> {
  const path: string[] = [];
  for (let i = 0; i < max; i += 1) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    path.push(await focused(page));
  }
  throw new Error(`Tab never reached the target; focus went through:\n${path.slice(-15).join('\n')}`);
}
