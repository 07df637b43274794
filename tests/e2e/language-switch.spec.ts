import {type CDPSession, devices, expect, type Locator, type Page, test} from '@playwright/test';
import {language, LANGUAGES} from '../../src/config/locales';
import {hydrated} from './quality';
import {htmlLang, inLocale, type Locale, LOCALES, tabTo, TEXT, uiString} from './support';

/**
 * The language switch and the stored choice: choosing a language stores it and opens the same page, a stored choice
 * sends a visitor to their language before any paint, and bad or unavailable storage never breaks a page. (Which
 * parts of a page are marked English or Spanish is read from the build: tests/built/language.test.ts.) The rules do
 * not depend on the viewport: the desktop project only (playwright.config.ts, DESKTOP_FILES); the phone's way in (the
 * switch in the menu, by touch) is walked in a phone-sized touch context of its own, below.
 */

/** The language switch of a page in `locale` (its label in that language), inside `scope`. */
const languageSwitch = (scope: Page | Locator, locale: Locale) => scope.getByRole('group', {name: uiString(locale, 'layout.language.label')});
/** Each language's link, by the name it has in every language (its own: Español, English, Português). */
const languageLink = (group: Locator, locale: Locale) => group.getByRole('link', {name: language(locale).label, exact: true});

/** The switch lists every language, in the order of src/config/languages.json, each link named in its own language. */
async function expectEveryLanguage(group: Locator): Promise<void> {
  expect(LANGUAGES.map(({label}) => label)).toEqual(['Español', 'English', 'Português']);
  const links = group.getByRole('link');
  await expect(links).toHaveCount(LOCALES.length);
  for (const [index, {label}] of LANGUAGES.entries()) await expect(links.nth(index)).toHaveAccessibleName(label);
}

const storedLanguage = (page: Page) => page.evaluate(() => localStorage.getItem('language'));

async function storeLanguage(page: Page, value: string | null): Promise<void> {
  await page.goto('/robots.txt');
  await page.evaluate((v) => (v === null ? localStorage.removeItem('language') : localStorage.setItem('language', v)), value);
}

/** Records every top-level document load and which of them ever painted. */
async function watchDocuments(page: Page): Promise<{documents: string[]; painted: Set<string>; urls: Map<string, string>}> {
  const client: CDPSession = await page.context().newCDPSession(page);
  await client.send('Page.enable');
  await client.send('Network.enable');
  await client.send('Page.setLifecycleEventsEnabled', {enabled: true});
  const documents: string[] = [];
  const urls = new Map<string, string>();
  const painted = new Set<string>();
  client.on('Network.requestWillBeSent', (event) => {
    if (event.type === 'Document' && event.frameId && !documents.includes(event.loaderId)) {
      documents.push(event.loaderId);
      urls.set(event.loaderId, event.request.url);
    }
  });
  client.on('Page.lifecycleEvent', (event) => {
    if (event.name === 'firstPaint' || event.name === 'firstContentfulPaint') {
      painted.add(event.loaderId);
    }
  });
  return {documents, painted, urls};
}

/** Opening `from` with `stored` as the stored choice ends at `expected` (path, query and hash) in that language, once. */
async function expectSentBeforePaint(page: Page, from: string, expected: string, stored: Locale): Promise<void> {
  const watch = await watchDocuments(page);
  await page.goto(from);
  await expect(page).toHaveURL((url) => url.pathname + url.search + url.hash === expected);
  await expect(page.locator('html')).toHaveAttribute('lang', htmlLang(stored));
  await page.waitForLoadState('load');
  // One redirect at most: the wrong-language document and the right one.
  expect(watch.documents).toHaveLength(2);
  // The wrong-language document never painted: no flash.
  expect(watch.painted.has(watch.documents[0])).toBe(false);
  expect(await storedLanguage(page)).toBe(stored);
}

for (const [from, fromLocale, choice, to, locale] of [
  ['/politica-de-privacidad?ref=mail#top', 'es', 'English', /\/en\/politica-de-privacidad\?ref=mail#top$/, 'en'],
  ['/en/empresas/data-engineer', 'en', 'Español', /\/empresas\/data-engineer$/, 'es'],
] as const) {
  test(`choosing ${choice} on ${from} stores it and opens the same page in that language, with its query and hash`, async ({page}) => {
    await page.goto(from);
    // The choice is stored by the switch's script: a click before hydration is a plain link (the load event comes first).
    await hydrated(page);
    await languageSwitch(page, fromLocale).getByRole('link', {name: choice}).click();
    await expect(page).toHaveURL(to);
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    expect(await storedLanguage(page)).toBe(locale);
    await expect(languageSwitch(page, locale).getByRole('link', {name: choice})).toHaveAttribute('aria-current', 'true');
  });
}

for (const [stored, from, expected] of [
  ['en', '/empresas/ux-researcher?x=1#tareas', '/en/empresas/ux-researcher?x=1#tareas'],
  ['es', '/en/blog', '/blog'],
  ['es', '/en/', '/'],
  // From one translation to the other: the segment replaced, not added.
  ['en', '/pt/blog', '/en/blog'],
] as const) {
  test(`stored "${stored}" sends ${from} to ${expected} before any paint, once`, async ({page}) => {
    await storeLanguage(page, stored);
    await expectSentBeforePaint(page, from, expected, stored);
  });
}

for (const [path, lang] of [
  ['/en/politica-de-privacidad', 'en'],
  ['/politica-de-privacidad', 'es'],
] as const) {
  test(`with no stored language, or one that names none, ${path} stands and nothing is stored`, async ({page}) => {
    // 'pt' is a URL segment, not a locale ('pt-BR').
    for (const stored of [null, 'fr', '', 'EN', 'pt', '<script>', 'x'.repeat(5000)]) {
      await test.step(JSON.stringify(stored?.slice(0, 10) ?? null), async () => {
        await storeLanguage(page, stored);
        const watch = await watchDocuments(page);
        await page.goto(path);
        await expect(page.getByRole('heading', {level: 1})).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        await hydrated(page);
        expect(watch.documents).toHaveLength(1);
        expect(await storedLanguage(page)).toBeNull();
      });
    }
  });
}

for (const [from, fromLocale, to, locale] of [
  ['/en/', 'en', '/', 'es'],
  ['/empresas/data-engineer', 'es', '/en/empresas/data-engineer', 'en'],
  ['/pt/', 'pt-BR', '/en/', 'en'],
] as const) {
  test(`storage that throws leaves ${from} working in the URL language, and the switch still works`, async ({page}) => {
    await page.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        get() {
          throw new DOMException('denied', 'SecurityError');
        },
      });
    });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(from);
    await expect(page.locator('html')).toHaveAttribute('lang', htmlLang(fromLocale));
    await expect(page.getByRole('heading', {level: 1})).toBeVisible();
    await hydrated(page);
    await languageLink(languageSwitch(page.getByRole('banner'), fromLocale), locale).click();
    await expect(page).toHaveURL((url) => url.pathname === to);
    await expect(page.locator('html')).toHaveAttribute('lang', htmlLang(locale));
    await expect(page.getByRole('button', {name: TEXT[locale].menuOpen}).or(page.getByRole('link', {name: TEXT[locale].signIn}))).toBeVisible();
    expect(errors).toEqual([]);
  });
}

test('by keyboard the switch offers Español, English and Português; choosing Português opens the same page and is remembered: a Spanish URL then opens its /pt/ twin before any paint', async ({page}) => {
  await storeLanguage(page, null);
  await page.goto('/empresas/data-engineer?ref=mail#tareas');
  await hydrated(page);
  const group = languageSwitch(page.getByRole('banner'), 'es');
  await expectEveryLanguage(group);
  await expect(languageLink(group, 'es')).toHaveAttribute('aria-current', 'true');
  // Tab alone reaches Português; Enter chooses it.
  const portuguese = languageLink(group, 'pt-BR');
  await tabTo(page, portuguese);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL((url) => url.pathname + url.search + url.hash === `${inLocale('pt-BR', '/empresas/data-engineer')}?ref=mail#tareas`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
  await expect(page.getByRole('heading', {level: 1})).toHaveText(/Engenheiro de dados/i);
  expect(await storedLanguage(page)).toBe('pt-BR');
  await expect(languageLink(languageSwitch(page.getByRole('banner'), 'pt-BR'), 'pt-BR')).toHaveAttribute('aria-current', 'true');

  // Remembered: a Spanish address opens its Portuguese twin, the Spanish document never painted.
  await expectSentBeforePaint(page, '/empresas/data-analyst', inLocale('pt-BR', '/empresas/data-analyst'), 'pt-BR');
});

test('by touch on a phone the switch sits in the menu with the three languages, and a tap on Português opens the same page and is remembered', async ({browser, baseURL}) => {
  // This file runs in the desktop project only (playwright.config.ts, DESKTOP_FILES): the phone is the mobile project's.
  const context = await browser.newContext({...devices['Desktop Chrome'], viewport: {width: 390, height: 844}, hasTouch: true, isMobile: false, baseURL});
  try {
    const page = await context.newPage();
    await page.goto(inLocale('en', '/blog'));
    await hydrated(page);
    // Folded away on a phone: the header shows no switch until the menu opens.
    await expect(languageSwitch(page.getByRole('banner'), 'en').filter({visible: true})).toHaveCount(0);
    await page.getByRole('button', {name: TEXT.en.menuOpen}).tap();
    const menu = page.getByRole('dialog');
    await expect(menu).toBeVisible();
    const group = languageSwitch(menu, 'en');
    await expectEveryLanguage(group);
    await expect(languageLink(group, 'en')).toHaveAttribute('aria-current', 'true');
    await languageLink(group, 'pt-BR').tap();
    await expect(page).toHaveURL((url) => url.pathname === inLocale('pt-BR', '/blog'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
    expect(await storedLanguage(page)).toBe('pt-BR');
    await page.getByRole('button', {name: TEXT['pt-BR'].menuOpen}).tap();
    await expect(languageLink(languageSwitch(page.getByRole('dialog'), 'pt-BR'), 'pt-BR')).toHaveAttribute('aria-current', 'true');
    // Remembered: the Spanish home page opens in Portuguese.
    await page.goto('/');
    await expect(page).toHaveURL((url) => url.pathname === inLocale('pt-BR', '/'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
  } finally {
    await context.close();
  }
});
