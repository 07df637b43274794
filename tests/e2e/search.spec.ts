/**
 * Site search: found by skill, synonym or title in the visitor's language, by
 * keyboard alone, at phone and desktop widths, loaded only when first used
 * and only from the site itself; under a base path too.
 */
import fs from 'node:fs';
import path from 'node:path';
import {expect, test, type Page} from '@playwright/test';
import {axeViolations, hydrated} from './quality';
import {SKIP_SUBPATH, SUBPATH_BASE} from '../../playwright.config';
import {FULL, inLocale, inTurn, type Locale, LOCALES, onlyIn, TEXT, uiString} from './support';
import {SEARCH_MESSAGES} from '../../src/lib/search';

/** The search's button and field (i18n/<locale>/code.json). */
const OPEN = (locale: Locale) => uiString(locale, 'search.open');

/** The search dialog's name: i18n/<locale>/ready-search/messages.json, or the Spanish of src/lib/search.ts the site shows where that lacks it. */
function dialogName(locale: Locale): string {
  const file = path.resolve(__dirname, '../../i18n', locale, 'ready-search/messages.json');
  const messages = (fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : {}) as {title?: {message: string}};
  return messages.title?.message ?? SEARCH_MESSAGES.title.message;
}

/** The search's dialog, by its name: on a phone the menu it was opened from is a dialog too, holds it, and stays open behind it. */
const searchDialog = (page: Page, locale: Locale) => page.getByRole('dialog', {name: dialogName(locale), exact: true});

const isPhone = (page: Page) => (page.viewportSize()?.width ?? 0) < 1240;

/** Opens the search the way a keyboard user would: "/" on desktops, through the menu on phones. */
async function openSearch(page: Page, locale: Locale): Promise<void> {
  await hydrated(page);
  if (isPhone(page)) {
    await page.getByRole('button', {name: TEXT[locale].menuOpen}).click();
    await page.getByRole('button', {name: OPEN(locale)}).focus();
    await page.keyboard.press('Enter');
  } else {
    await page.keyboard.press('/');
  }
  await expect(page.getByRole('combobox', {name: OPEN(locale)})).toBeFocused();
  // Named in the page's language (and so found by the checks that it has closed).
  await expect(searchDialog(page, locale)).toBeVisible();
}

/** "Kotlin" finds the role by skill (its title in each language), walked through the phone's way in (the menu); the journey below takes the desktop's ("/"). */
const KOTLIN = {es: /^Desarrollador Android/, en: /^Android Developer/, 'pt-BR': /^Desenvolvedor Android/} as const satisfies Record<Locale, RegExp>;
/** The Android developer page in `locale`, the whole path. */
const androidPath = (locale: Locale) => new RegExp(`^${inLocale(locale, '/empresas/desarrollador-android')}$`);

/**
 * What a buyer types, in order, each search started from the page the one before opened (the index answers the same
 * from every page): a skill in the visitor's words, a tool (whose results all stay in the visitor's language), a role's
 * hiring kit (opened at the kit), then country and guide pages.
 */
type Step = {query: string} & (
  | {kind: 'role'; first: RegExp; path: RegExp; heading?: RegExp}
  | {kind: 'tool'; first: string; path: RegExp}
  | {kind: 'kit'; path: string}
  | {kind: 'page'; path: string; heading: RegExp; label: string}
);
const STEPS = {
  es: [
    {kind: 'role', query: 'aprendizaje automático', first: /Machine Learning Engineer|MLOps Engineer/, path: /^\/empresas\/(machine-learning|mlops)-engineer$/},
    {kind: 'tool', query: 'Figma', first: 'Diseño', path: /^\/empresas\//},
    {kind: 'kit', query: 'preguntas de entrevista Android', path: '/empresas/desarrollador-android#kit-de-contratacion'},
    {kind: 'page', query: 'contratar en Colombia', path: '/paises/colombia', heading: /Colombia/, label: 'País'},
    {kind: 'page', query: 'factura en México', path: '/paises/mexico', heading: /México/, label: 'País'},
    {kind: 'page', query: 'cuánto cuesta contratar un desarrollador', path: '/costos', heading: /cuesta/, label: 'Guía'},
  ],
  en: [
    {kind: 'role', query: 'machine learning', first: /^Machine Learning Engineer/, path: /^\/en\/empresas\/machine-learning-engineer$/},
    {kind: 'tool', query: 'Figma', first: 'Design', path: /^\/en\/empresas\//},
    {kind: 'kit', query: 'job description data engineer', path: '/en/empresas/data-engineer#kit-de-contratacion'},
    {kind: 'page', query: 'replacement guarantee', path: '/en/como-trabajamos', heading: /How we work/, label: 'Guide'},
  ],
  'pt-BR': [
    // A role by a skill: "Airflow" leads to the data engineer page, titled in Portuguese.
    {kind: 'role', query: 'Airflow', first: /^Engenheiro de dados/, path: /^\/pt\/empresas\/data-engineer$/, heading: /Engenheiro de dados/i},
    {kind: 'tool', query: 'Figma', first: 'Design', path: /^\/pt\/empresas\//},
    {kind: 'kit', query: 'perguntas de entrevista Android', path: '/pt/empresas/desarrollador-android#kit-de-contratacion'},
    // A country page by what a buyer there types.
    {kind: 'page', query: 'contratar no Brasil', path: '/pt/paises/brasil', heading: /Brasil/, label: 'País'},
    {kind: 'page', query: 'quanto custa contratar um desenvolvedor', path: '/pt/costos', heading: /custa/, label: 'Guia'},
  ],
} satisfies Record<Locale, Step[]>;

test.describe('site search', () => {
  for (const locale of LOCALES) {
    // In Spanish on the phone, whose way in is the menu (FULL=1: every language at both widths).
    test(`"Kotlin" finds the role, and the keyboard opens it (${locale})`, {tag: [inTurn(locale), ...onlyIn(locale, 'es')]}, async ({page}) => {
      await page.goto(inLocale(locale, '/'));
      await openSearch(page, locale);
      // Escape closes the search alone (on a phone the menu it was opened from stays open) and gives focus back to
      // the button that opened it, where Enter opens it again.
      await page.keyboard.press('Escape');
      await expect(searchDialog(page, locale)).toHaveCount(0);
      if (isPhone(page)) await expect(page.getByRole('dialog', {name: uiString(locale, 'layout.menu.label')})).toBeVisible();
      await expect(page.getByRole('button', {name: OPEN(locale)})).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('combobox', {name: OPEN(locale)})).toBeFocused();
      await page.keyboard.type('Kotlin');
      const options = page.getByRole('option');
      await expect(options.first()).toHaveText(KOTLIN[locale]);
      await page.keyboard.press('ArrowDown');
      await expect(options.first()).toHaveAttribute('aria-selected', 'true');
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL((url) => androidPath(locale).test(url.pathname));
      await expect(page.getByRole('dialog')).toHaveCount(0);
    });
  }

  for (const locale of LOCALES) {
    // The whole journey (each result opened, the next search made from the page it opened) in Portuguese; Spanish and
    // English ask the same kinds of question from one page, each answer read where it points and the dialog closed
    // (FULL=1: the journey in every language).
    const journey = FULL || locale === 'pt-BR';
    const title = journey ? 'from page to page by search alone: a skill, a tool, a hiring kit, countries and guides, each first' : 'a skill, a tool, a hiring kit, countries and guides, each found first';
    test(`${title} (${locale})`, {tag: '@desktop-once'}, async ({page}) => {
      // A page opened and a query typed per step, on a machine busy with the other stages: time for each, not 30 s for all.
      test.setTimeout(15_000 * STEPS[locale].length);
      await page.goto(inLocale(locale, '/'));
      for (const step of STEPS[locale] as Step[]) {
        await test.step(`"${step.query}"`, async () => {
          await openSearch(page, locale);
          await expect(page.getByRole('combobox', {name: OPEN(locale)})).toHaveValue('');
          await page.keyboard.type(step.query);
          const first = page.getByRole('option').first();
          const pointsAt = async (path: RegExp) => expect(new URL((await first.getAttribute('href'))!, page.url()).pathname).toMatch(path);
          if (step.kind === 'role') {
            await expect(first).toHaveText(step.first);
            await page.keyboard.press('ArrowDown');
            await expect(first).toHaveAttribute('aria-selected', 'true');
            if (journey) {
              await page.keyboard.press('Enter');
              await expect(page).toHaveURL((url) => step.path.test(url.pathname));
              if (step.heading) await expect(page.getByRole('heading', {level: 1})).toHaveText(step.heading);
            } else await pointsAt(step.path);
          } else if (step.kind === 'tool') {
            await expect(first).toContainText(step.first);
            // Every result opens in this language: a click on the first lands on a page of the same tree; every
            // result points into it.
            const hrefs = await page.getByRole('option').evaluateAll((options) => options.map((option) => new URL(option.getAttribute('href')!, location.href).pathname));
            for (const href of hrefs) expect(href).toMatch(step.path);
            if (journey) {
              await first.click();
              await expect(page).toHaveURL((url) => step.path.test(url.pathname));
            }
          } else if (step.kind === 'kit') {
            // A role found by its kit opens at the kit.
            await expect(first).toHaveAttribute('href', step.path);
            if (journey) {
              await page.keyboard.press('Enter');
              await expect(page).toHaveURL(new RegExp(`${step.path.replace(/[/#]/g, '\\$&')}$`));
              await expect(page.getByRole('region', {name: uiString(locale, 'role.kit.title')})).toBeInViewport();
            }
          } else {
            await expect(first).toHaveAttribute('href', step.path);
            await expect(first).toContainText(step.label);
            if (journey) {
              await page.keyboard.press('Enter');
              await expect(page).toHaveURL(new RegExp(`${step.path}$`));
              await expect(page.getByRole('heading', {level: 1})).toHaveText(step.heading);
            }
          }
          // Closed by Escape, the search opens again at a "/" pressed right after, as a fast typist's would be: the
          // next step waits neither for focus nor for the browser's close event.
          if (!journey) await page.keyboard.press('Escape');
          await expect(searchDialog(page, locale)).toHaveCount(0);
        });
      }
    });
  }

  for (const locale of LOCALES) {
    test(`each result is a link to its page: a Ctrl- or Cmd-click opens it in a new tab (${locale})`, {tag: ['@desktop-once', ...onlyIn(locale, 'en')]}, async ({page}) => {
      await page.goto(inLocale(locale, '/'));
      await openSearch(page, locale);
      await page.keyboard.type('Kotlin');
      const option = page.getByRole('option').first();
      // The option is the link itself.
      const link = option.and(page.locator('a'));
      const target = androidPath(locale);
      await expect(link).toHaveAttribute('href', target);
      // Out of the tab order: the arrow keys choose, focus stays in the field.
      await expect(link).toHaveAttribute('tabindex', '-1');
      // Still a valid listbox, with no control nested in another (axe).
      expect(await axeViolations(page)).toEqual([]);
      const [tab] = await Promise.all([page.context().waitForEvent('page'), link.click({modifiers: ['ControlOrMeta']})]);
      // The new tab starts at about:blank, then loads the result.
      await expect(tab).toHaveURL((url) => target.test(url.pathname));
      await expect(tab.getByRole('heading', {level: 1})).toContainText('Android');
      // This page stays where it was, its search open on the same results.
      expect(new URL(page.url()).pathname).toBe(inLocale(locale, '/'));
      await expect(searchDialog(page, locale)).toBeVisible();
      await expect(option).toBeVisible();
      await tab.close();
    });
  }

  test('loads nothing until first used, then only from the site itself; Escape closes and gives focus back, and a "/" right after opens it again', {tag: '@desktop-once'}, async ({page}) => {
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
    await expect(searchDialog(page, 'es')).toHaveCount(0);
    if (!isPhone(page)) await expect(page.getByRole('button', {name: OPEN('es')})).toBeFocused();

    // On a desktop, a "/" typed right after Escape opens it again. Escape's `cancel` comes with the key and the
    // browser's `close` a task later; a key in between (forced here: the dialog asked to close as Escape does, then
    // "/") found the search still open, and it stayed shut.
    if (isPhone(page)) return;
    await openSearch(page, 'es');
    await page.evaluate(async () => {
      document.querySelector('dialog')!.requestClose();
      await Promise.resolve();
      window.dispatchEvent(new KeyboardEvent('keydown', {key: '/'}));
    });
    await expect(page.getByRole('combobox', {name: OPEN('es')})).toBeFocused();
  });

  test('accents and case do not matter, the count agrees with the results, and nothing found says what to do', {tag: '@desktop-once'}, async ({page}) => {
    await page.goto('/');
    await openSearch(page, 'es');
    await page.keyboard.type('ANALITICA WEB');
    await expect(page.getByRole('option').first()).toHaveText(/^Consultor de analítica web/);
    // One result reads in the singular (one role names Kubernetes today; more would read in the plural, also checked).
    for (const query of ['Kubernetes', 'Tableau']) {
      await page.getByRole('combobox').fill(query);
      // The list and the status are read together (one render writes both).
      const shown = () => searchDialog(page, 'es').evaluate((dialog) => ({count: dialog.querySelectorAll('[role=option]').length, status: dialog.querySelector('[role=status]')?.textContent ?? ''}));
      await expect.poll(async () => {
        const {count, status} = await shown();
        return count > 0 && (count === 1 ? /^Un resultado;/ : new RegExp(`^${count} resultados;`)).test(status);
      }).toBe(true);
    }
    await page.getByRole('combobox').fill('zzqqxx');
    await expect(page.getByRole('status').filter({hasText: 'No encontramos'})).toBeVisible();
    await expect(page.getByRole('option')).toHaveCount(0);
  });

  test('the not-found page offers it: "¿Buscabas un rol?"', {tag: '@desktop-once'}, async ({page}) => {
    await page.goto(inLocale('en', '/no-such-page'));
    await hydrated(page);
    await expect(page.getByRole('heading', {name: 'Looking for a role?'})).toBeVisible();
    await page.getByRole('main').getByRole('button', {name: OPEN('en')}).click();
    await expect(page.getByRole('combobox', {name: OPEN('en')})).toBeFocused();
    await page.keyboard.type('Power BI');
    await expect(page.getByRole('option').first()).toContainText(/Business Intelligence|Data Analyst/);
  });

  test('without JavaScript there is no dead control: the not-found page links to every profile instead', {tag: '@desktop-once'}, async ({browser}) => {
    const page = await (await browser.newContext({javaScriptEnabled: false})).newPage();
    await page.goto(`${test.info().project.use.baseURL}/no-existe`);
    await expect(page.getByRole('button', {name: OPEN('es')})).toBeHidden();
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
