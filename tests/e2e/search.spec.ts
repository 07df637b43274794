/**
 * Site search: found by skill, synonym or title in the visitor's language, by
 * keyboard alone, at phone and desktop widths, loaded only when first used
 * and only from the site itself; under a base path too.
 */
import {expect, test, type Page} from '@playwright/test';
import {axeViolations, hydrated} from './quality';
import {SKIP_SUBPATH, SUBPATH_BASE} from '../../playwright.config';
import {inLocale, type Locale, LOCALES} from './support';

const OPEN = {es: 'Buscar un rol o una habilidad', en: 'Search for a role or a skill'};
const MENU = {es: 'Abrir menú', en: 'Open menu'};

const isPhone = (page: Page) => (page.viewportSize()?.width ?? 0) < 1080;

/** Opens the search the way a keyboard user would: "/" on desktops, through the menu on phones. */
async function openSearch(page: Page, locale: Locale): Promise<void> {
  await hydrated(page);
  if (isPhone(page)) {
    await page.getByRole('button', {name: MENU[locale]}).click();
    await page.getByRole('button', {name: OPEN[locale]}).focus();
    await page.keyboard.press('Enter');
  } else {
    await page.keyboard.press('/');
  }
  await expect(page.getByRole('combobox', {name: OPEN[locale]})).toBeFocused();
}

const CASES: {locale: Locale; query: string; expect: RegExp; path: RegExp}[] = [
  {locale: 'es', query: 'Kotlin', expect: /^Desarrollador Android/, path: /\/empresas\/desarrollador-android$/},
  {locale: 'en', query: 'Kotlin', expect: /^Android Developer/, path: /\/en\/empresas\/desarrollador-android$/},
  {locale: 'es', query: 'aprendizaje automático', expect: /Machine Learning Engineer|MLOps Engineer/, path: /\/empresas\/(machine-learning|mlops)-engineer$/},
  {locale: 'en', query: 'machine learning', expect: /^Machine Learning Engineer/, path: /\/en\/empresas\/machine-learning-engineer$/},
];

test.describe('site search', () => {
  for (const {locale, query, expect: first, path} of CASES) {
    // The phone's way in (through the menu) is walked with "Kotlin"; the index answers the same at every width.
    test(`"${query}" finds the role, and the keyboard opens it (${locale})`, query === 'Kotlin' ? {} : {tag: '@desktop-once'}, async ({page}) => {
      await page.goto(inLocale(locale, '/'));
      await openSearch(page, locale);
      await page.keyboard.type(query);
      const options = page.getByRole('option');
      await expect(options.first()).toHaveText(first);
      await page.keyboard.press('ArrowDown');
      await expect(options.first()).toHaveAttribute('aria-selected', 'true');
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(path);
      await expect(page.getByRole('dialog')).toHaveCount(0);
    });
  }

  for (const locale of LOCALES) {
    test(`"Figma" finds design roles and nothing of the other language (${locale})`, {tag: '@desktop-once'}, async ({page}) => {
      await page.goto(inLocale(locale, '/empresas/data-engineer'));
      await openSearch(page, locale);
      await page.keyboard.type('Figma');
      const options = page.getByRole('option');
      await expect(options.first()).toContainText(locale === 'es' ? 'Diseño' : 'Design');
      // Every result opens in this language: a click on each title lands on a page of the same tree.
      await options.first().click();
      await expect(page).toHaveURL(locale === 'es' ? /^[^?#]*\/empresas\/(?!.*\/en\/)/ : /\/en\/empresas\//);
    });
  }

  // The hiring kits: a role found by its kit opens at the kit.
  const KIT_CASES: {locale: Locale; query: string; path: string}[] = [
    {locale: 'es', query: 'preguntas de entrevista Android', path: '/empresas/desarrollador-android#kit-de-contratacion'},
    {locale: 'en', query: 'job description data engineer', path: '/en/empresas/data-engineer#kit-de-contratacion'},
  ];
  for (const {locale, query, path} of KIT_CASES) {
    test(`"${query}" finds the role's hiring kit and opens there (${locale})`, {tag: '@desktop-once'}, async ({page}) => {
      await page.goto(inLocale(locale, '/'));
      await openSearch(page, locale);
      await page.keyboard.type(query);
      const first = page.getByRole('option').first();
      await expect(first).toHaveAttribute('href', path);
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(new RegExp(`${path.replace(/[/#]/g, '\\$&')}$`));
      await expect(page.getByRole('region', {name: locale === 'es' ? 'Kit de contratación' : 'Hiring kit'})).toBeInViewport();
    });
  }

  // The country pages, by what a company there types; the guide pages, by what a buyer asks.
  const PAGE_CASES: {locale: Locale; query: string; path: string; heading: RegExp; kind: string}[] = [
    {locale: 'es', query: 'contratar en Colombia', path: '/paises/colombia', heading: /Colombia/, kind: 'País'},
    {locale: 'es', query: 'factura en México', path: '/paises/mexico', heading: /México/, kind: 'País'},
    {locale: 'es', query: 'cuánto cuesta contratar un desarrollador', path: '/costos', heading: /cuesta/, kind: 'Guía'},
    {locale: 'en', query: 'replacement guarantee', path: '/en/como-trabajamos', heading: /How we work/, kind: 'Guide'},
  ];
  for (const {locale, query, path, heading, kind} of PAGE_CASES) {
    test(`"${query}" finds its page first (${locale})`, {tag: '@desktop-once'}, async ({page}) => {
      await page.goto(inLocale(locale, '/empresas/data-engineer'));
      await openSearch(page, locale);
      await page.keyboard.type(query);
      const first = page.getByRole('option').first();
      await expect(first).toHaveAttribute('href', path);
      await expect(first).toContainText(kind);
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole('heading', {level: 1})).toHaveText(heading);
    });
  }

  for (const locale of LOCALES) {
    test(`each result is a link to its page: a Ctrl- or Cmd-click opens it in a new tab (${locale})`, {tag: '@desktop-once'}, async ({page}) => {
      await page.goto(inLocale(locale, '/'));
      await openSearch(page, locale);
      await page.keyboard.type('Kotlin');
      const option = page.getByRole('option').first();
      // The option is the link itself.
      const link = option.and(page.locator('a'));
      const target = locale === 'es' ? /^\/empresas\/desarrollador-android$/ : /^\/en\/empresas\/desarrollador-android$/;
      await expect(link).toHaveAttribute('href', target);
      // Out of the tab order: the arrow keys choose, focus stays in the field.
      await expect(link).toHaveAttribute('tabindex', '-1');
      // Still a valid listbox, with no control nested in another (axe).
      expect(await axeViolations(page)).toEqual([]);
      const [tab] = await Promise.all([page.context().waitForEvent('page'), link.click({modifiers: ['ControlOrMeta']})]);
      await tab.waitForLoadState();
      expect(new URL(tab.url()).pathname).toMatch(target);
      await expect(tab.getByRole('heading', {level: 1})).toContainText('Android');
      // This page stays where it was, its search open on the same results.
      expect(new URL(page.url()).pathname).toBe(inLocale(locale, '/'));
      await expect(page.getByRole('dialog')).toBeVisible();
      await expect(option).toBeVisible();
      await tab.close();
    });
  }

  test('loads nothing until first used, then only from the site itself; Escape closes and gives focus back', {tag: '@desktop-once'}, async ({page}) => {
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await page.goto('/empresas/data-engineer');
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    const onLoad = new Set(requests);
    await openSearch(page, 'es');
    await page.keyboard.type('dbt');
    await expect(page.getByRole('option').first()).toBeVisible();
    const forSearch = requests.filter((url) => !onLoad.has(url));
    expect(forSearch.some((url) => url.endsWith('.js'))).toBe(true);
    expect(requests.filter((url) => !url.startsWith(new URL(page.url()).origin))).toEqual([]);

    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    if (!isPhone(page)) await expect(page.getByRole('button', {name: OPEN.es})).toBeFocused();
  });

  test('accents and case do not matter, and nothing found says what to do', {tag: '@desktop-once'}, async ({page}) => {
    await page.goto('/');
    await openSearch(page, 'es');
    await page.keyboard.type('ANALITICA WEB');
    await expect(page.getByRole('option').first()).toHaveText(/^Consultor de Analítica Web/);
    await page.getByRole('combobox').fill('zzqqxx');
    await expect(page.getByRole('status').filter({hasText: 'No encontramos'})).toBeVisible();
    await expect(page.getByRole('option')).toHaveCount(0);
  });

  test('the not-found page offers it: "¿Buscabas un rol?"', {tag: '@desktop-once'}, async ({page}) => {
    await page.goto('/en/no-such-page');
    await hydrated(page);
    await expect(page.getByRole('heading', {name: 'Looking for a role?'})).toBeVisible();
    await page.getByRole('main').getByRole('button', {name: OPEN.en}).click();
    await expect(page.getByRole('combobox', {name: OPEN.en})).toBeFocused();
    await page.keyboard.type('Power BI');
    await expect(page.getByRole('option').first()).toContainText(/Business Intelligence|Data Analyst/);
  });

  test('without JavaScript there is no dead control: the not-found page links to every profile instead', {tag: '@desktop-once'}, async ({browser}) => {
    const page = await (await browser.newContext({javaScriptEnabled: false})).newPage();
    await page.goto(`${test.info().project.use.baseURL}/no-existe`);
    await expect(page.getByRole('button', {name: OPEN.es})).toBeHidden();
    await expect(page.getByRole('link', {name: 'Ver todos los perfiles'})).toHaveAttribute('href', '/#perfiles');
  });

  test('works under a base path', {tag: '@desktop-once'}, async ({page}) => {
    test.skip(SKIP_SUBPATH, 'E2E_SKIP_SUBPATH=1');
    await page.goto(`${SUBPATH_BASE}en/`);
    await openSearch(page, 'en');
    await page.keyboard.type('Kotlin');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`${SUBPATH_BASE}en/empresas/desarrollador-android`);
  });
});
