import {type CDPSession, expect, type Page, test} from '@playwright/test';
import {hydrated} from './quality';
import {TEXT} from './support';

/**
 * The language switch and the stored choice: choosing a language stores it and opens the same page, a stored choice
 * sends a visitor to their language before any paint, and bad or unavailable storage never breaks a page. (Which
 * parts of a page are marked English or Spanish is read from the build: tests/built/language.test.ts.) The rules do
 * not depend on the viewport: the desktop project only (playwright.config.ts, DESKTOP_FILES).
 */

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

test('choosing English stores it and opens the same page, query and hash kept', async ({page}) => {
  await page.goto('/politica-de-privacidad?ref=mail#top');
  // The choice is stored by the switch's script: a click before hydration is a plain link (the load event comes first).
  await hydrated(page);
  await page.getByRole('group', {name: 'Idioma'}).getByRole('link', {name: 'English'}).click();
  await expect(page).toHaveURL(/\/en\/politica-de-privacidad\?ref=mail#top$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('en');
  await expect(page.getByRole('group', {name: 'Language'}).getByRole('link', {name: 'English'})).toHaveAttribute('aria-current', 'true');
});

test('choosing Spanish from English goes back and stores es', async ({page}) => {
  await page.goto('/en/empresas/data-engineer');
  // The choice is stored by the switch's script: a click before hydration is a plain link (the load event comes first).
  await hydrated(page);
  await page.getByRole('group', {name: 'Language'}).getByRole('link', {name: 'Español'}).click();
  await expect(page).toHaveURL(/\/empresas\/data-engineer$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('es');
});

test('without a stored value the URL language stands and nothing is stored', async ({page}) => {
  await storeLanguage(page, null);
  await page.goto('/en/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBeNull();
});

for (const [stored, from, expected] of [
  ['en', '/empresas/ux-researcher?x=1#tareas', '/en/empresas/ux-researcher?x=1#tareas'],
  ['es', '/en/blog', '/blog'],
  ['es', '/en/', '/'],
] as const) {
  test(`stored "${stored}" sends ${from} to ${expected} before any paint, once`, async ({page}) => {
    await storeLanguage(page, stored);
    const watch = await watchDocuments(page);
    await page.goto(from);
    await expect(page).toHaveURL((url) => url.pathname + url.search + url.hash === expected);
    await expect(page.locator('html')).toHaveAttribute('lang', stored);
    await page.waitForLoadState('load');
    // One redirect at most: the wrong-language document and the right one.
    expect(watch.documents).toHaveLength(2);
    // The wrong-language document never painted: no flash.
    expect(watch.painted.has(watch.documents[0])).toBe(false);
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe(stored);
  });
}

for (const [path, lang] of [
  ['/en/politica-de-privacidad', 'en'],
  ['/politica-de-privacidad', 'es'],
] as const) {
  for (const garbage of ['fr', '', 'EN', '<script>', 'x'.repeat(5000)]) {
    test(`a stored ${JSON.stringify(garbage.slice(0, 10))} is removed and ${path} stands`, async ({page}) => {
      await storeLanguage(page, garbage);
      const watch = await watchDocuments(page);
      await page.goto(path);
      await expect(page.getByRole('heading', {level: 1})).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await hydrated(page);
      expect(watch.documents).toHaveLength(1);
      expect(await page.evaluate(() => localStorage.getItem('language'))).toBeNull();
    });
  }
}

for (const [from, to, locale] of [
  ['/en/', '/', 'es'],
  ['/empresas/data-engineer', '/en/empresas/data-engineer', 'en'],
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
    await expect(page.locator('html')).toHaveAttribute('lang', locale === 'es' ? 'en' : 'es');
    await expect(page.getByRole('heading', {level: 1})).toBeVisible();
    await hydrated(page);
    await page.getByRole('group', {name: locale === 'es' ? 'Language' : 'Idioma'}).getByRole('link', {name: locale === 'es' ? 'Español' : 'English'}).click();
    await expect(page).toHaveURL((url) => url.pathname === to);
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await expect(page.getByRole('button', {name: TEXT[locale].menuOpen}).or(page.getByRole('link', {name: TEXT[locale].signIn}))).toBeVisible();
    expect(errors).toEqual([]);
  });
}
