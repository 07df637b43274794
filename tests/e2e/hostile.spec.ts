/**
 * Hostile and unlucky input: broken URLs, no JavaScript, unreachable video
 * hosts, slow networks. Each test fails if the visitor is left with a broken
 * page: no heading, no header or footer links, no hydration, an uncaught
 * error, or something they had lost on the way.
 */
import {expect, type Page, test} from '@playwright/test';
import {BASE} from '../../playwright.config';
import {expectWorkingPage} from './checks';
import {animationsIn, hydrated, nextFrames} from './quality';
import {htmlLang, inLocale, type Locale, LOCALES, onlyIn, site, stubOtherOrigins, TEXT, uiString, uiText, watchProblems} from './support';

const HOME_LINK = (locale: Locale) => uiString(locale, 'notFound.home');
/** The data engineer page's title (its content file in each language). */
const ROLE_H1 = {es: /ingeniero de datos/i, en: /data engineer/i, 'pt-BR': /engenheiro de dados/i} as const satisfies Record<Locale, RegExp>;
/** The landing's two videos: the play controls, the direct link and the failure, as i18n/<locale>/code.json words them. */
const VIDEO = (locale: Locale) => ({
  promo: uiText(locale, 'video.play', {title: uiString(locale, 'landing.attributes.video.title')}),
  player: uiText(locale, 'video.play', {title: uiText(locale, 'landing.prefooter.video.title')}),
  open: uiString(locale, 'video.openDirectly'),
  failed: uiString(locale, 'video.failed'),
});

async function expectNotFound(page: Page, locale: Locale): Promise<void> {
  await expect(page.getByRole('heading', {level: 1, name: TEXT[locale].notFound})).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', htmlLang(locale));
  await expect(page.getByRole('main').getByRole('link', {name: HOME_LINK(locale)})).toHaveAttribute('href', inLocale(locale, '/'));
}

test.describe('unlucky URLs end on a working page in their language', {tag: '@desktop'}, () => {
  // Desktop project only: URL handling does not depend on the viewport.

  const LONG = `/empresas/${'x'.repeat(1990)}`;
  const NOT_FOUND = [
    ['unknown', '/empresas/no-such-role'],
    ['malformed escape', '/empresas/%E0%A4%A'],
    ['2,000 characters', LONG],
  ] as const;

  for (const locale of LOCALES) {
    for (const [name, path] of NOT_FOUND) {
      test(`${name} (${locale})`, async ({page, request}) => {
        const url = inLocale(locale, path);
        const status = (await request.get(url, {maxRedirects: 0})).status();
        // A static server may refuse the escape (400) or not find it (404); never a page, never a crash.
        expect(name === 'malformed escape' ? [400, 404] : name === 'unknown' ? [404] : [404, 414], `status of ${url}`).toContain(status);
        const watch = await watchProblems(page);
        await page.goto(url);
        await expectNotFound(page, locale);
        await expectWorkingPage(page);
        await page.getByRole('main').getByRole('link', {name: HOME_LINK(locale)}).click();
        await expect(page).toHaveURL(inLocale(locale, '/'));
        await expectWorkingPage(page);
        expect(await watch.problems()).toEqual([]);
      });
    }

    test(`upper case and doubled slashes reach the role page (${locale})`, async ({page, request}) => {
      const watch = await watchProblems(page);
      for (const path of [inLocale(locale, '/EMPRESAS/DATA-ENGINEER'), `${inLocale(locale, '/').replace(/\/$/, '')}//empresas//data-engineer`]) {
        // Absolute: `//empresas` alone would name a host.
        expect((await request.get(`${BASE}${path}`, {maxRedirects: 0})).status(), path).toBeLessThan(500);
        await page.goto(`${BASE}${path}?ref=mail#tareas`);
        // The same page in its one spelling, with what the visitor brought (query and hash) kept.
        await expect(page).toHaveURL((url) => url.pathname + url.search + url.hash === `${inLocale(locale, '/empresas/data-engineer')}?ref=mail#tareas`);
        await expect(page.getByRole('heading', {level: 1})).toHaveText(ROLE_H1[locale]);
        await expect(page.locator('html')).toHaveAttribute('lang', htmlLang(locale));
        await expectWorkingPage(page);
      }
      // Before the repair the router swapped the server's page for another one (a hydration error).
      expect(await watch.problems()).toEqual([]);
    });
  }
});

test.describe('without JavaScript', () => {
  // Every text and link of every template without JavaScript: templates.spec.ts (the template pass).
  // Desktop project only: once is enough.
  test('the video play controls open the videos', {tag: '@desktop'}, async ({browser, viewport}) => {
    for (const locale of LOCALES) {
      const context = await browser.newContext({javaScriptEnabled: false, viewport: viewport!});
      const page = await context.newPage();
      await stubOtherOrigins(page);
      await page.goto(inLocale(locale, '/'));
      for (const [name, url] of [
        [VIDEO(locale).promo, site.promoVideoUrl],
        [VIDEO(locale).player, site.playerUrl],
      ]) {
        const control = page.getByRole('link', {name, exact: true});
        await control.scrollIntoViewIfNeeded();
        const popup = page.waitForEvent('popup');
        await control.click();
        const opened = await popup;
        await expect(opened).toHaveURL(url);
        await opened.close();
      }
      await context.close();
    }
  });
});

test.describe('the video hosts are unreachable', () => {
  for (const locale of LOCALES) {
    test(`play still leaves a working page and a link to the video (${locale})`, {tag: ['@mobile-once', ...onlyIn(locale, 'pt-BR')]}, async ({page}) => {
      await stubOtherOrigins(page);
      const aborted: string[] = [];
      for (const origin of new Set([new URL(site.promoVideoUrl).origin, new URL(site.playerUrl).origin])) {
        await page.route(`${origin}/**`, (route) => {
          aborted.push(route.request().url());
          return route.abort('connectionrefused');
        });
      }
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto(inLocale(locale, '/'));
      await hydrated(page);

      // Scrolled to, the video band hydrates (on a phone it waits: src/components/LateHydration).
      const promo = page.locator('#atributos');
      await promo.scrollIntoViewIfNeeded();
      await promo.getByRole('button', {name: VIDEO(locale).promo}).click();
      await expect(promo.getByRole('link', {name: VIDEO(locale).open})).toBeVisible();
      await expect(promo.getByRole('link', {name: VIDEO(locale).open})).toHaveAttribute('href', site.promoVideoUrl);

      // Scrolled to, the closing band hydrates (src/components/LateHydration): its play control becomes the button.
      const prefooter = page.locator('main > section').last();
      await prefooter.scrollIntoViewIfNeeded();
      await prefooter.getByRole('button', {name: VIDEO(locale).player}).click();
      // The player's frame gives way to the same finished fallback as the video, not the browser's broken page.
      await expect(prefooter.getByRole('status')).toContainText(VIDEO(locale).failed);
      await expect(prefooter.locator('iframe')).toHaveCount(0);
      await expect(prefooter.getByRole('link', {name: VIDEO(locale).open})).toBeVisible();
      await expect(prefooter.getByRole('link', {name: VIDEO(locale).open})).toHaveAttribute('href', site.playerUrl);

      // The fallback link can show before the frame's request has gone out and been refused.
      await expect.poll(() => aborted).toEqual(expect.arrayContaining([site.promoVideoUrl, site.playerUrl]));
      expect(errors).toEqual([]);
      await expectWorkingPage(page);
      // The page still answers: a header section link still scrolls to its section.
      if (page.viewportSize()!.width >= 1000) {
        await page.locator('header').getByRole('link', {name: TEXT[locale].process}).click();
        await expect(page.locator('#proceso')).toBeInViewport();
      }
    });
  }
});

test.describe('reduced motion on a role page', () => {
  for (const locale of LOCALES) {
    test(`the client logo strip stands still (${locale})`, {tag: ['@desktop-once', ...onlyIn(locale, 'es')]}, async ({page}) => {
      await page.emulateMedia({reducedMotion: 'reduce'});
      await page.goto(inLocale(locale, '/empresas/data-engineer'));
      await hydrated(page);
      const strip = page.getByRole('region', {name: uiString(locale, 'clients.label')});
      const logo = strip.getByRole('img').first();
      // Its pause button pressed once the page has read the system setting; the visitor scrolls after that.
      await expect(strip.getByRole('button', {name: uiString(locale, 'clients.pause')})).toHaveAttribute('aria-pressed', 'true');
      await logo.scrollIntoViewIfNeeded();
      // The still row, not a marquee: no animation runs in the strip, and the logos stay put from frame to frame.
      await expect.poll(() => animationsIn(strip)).toEqual([]);
      const before = await logo.boundingBox();
      await nextFrames(page);
      expect(await logo.boundingBox()).toEqual(before);
    });
  }
});

test.describe('slow network and slow CPU, before any script ran', {tag: '@desktop'}, () => {
  // Desktop project only: the mobile project would only repeat it.

  /** Elements the visitor cannot see although they are laid out: opacity 0 or hidden on them or an ancestor. */
  async function hiddenByStyle(page: Page, selector: string): Promise<string[]> {
    return page.locator(selector).evaluateAll((elements) =>
      elements.flatMap((element) => {
        for (let node: Element | null = element; node; node = node.parentElement) {
          const style = getComputedStyle(node);
          if (style.opacity === '0' || style.visibility === 'hidden' || style.display === 'none') {
            return [`${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 40)}" (${node.tagName.toLowerCase()}.${node.className})`];
          }
        }
        return element.getClientRects().length > 0 ? [] : [`${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 40)}" has no box`];
      }),
    );
  }

  for (const path of ['/', '/en/empresas/data-engineer']) {
    test(path, async ({page}) => {
      test.setTimeout(120_000);
      await stubOtherOrigins(page);
      const client = await page.context().newCDPSession(page);
      await client.send('Network.enable');
      await client.send('Network.emulateNetworkConditions', {offline: false, latency: 400, downloadThroughput: 50 * 1024, uploadThroughput: 50 * 1024});
      await client.send('Emulation.setCPUThrottlingRate', {rate: 4});
      // Every script is held until the checks are done: what shows now is the static page.
      const held: (() => Promise<void>)[] = [];
      await page.route('**/*.js', (route) => {
        held.push(() => route.continue());
      });
      await page.goto(path, {waitUntil: 'commit'});
      // Parsed (deferred scripts would run next) and styled.
      await page.waitForFunction(
        () => document.readyState !== 'loading' && [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].every((link) => link.sheet),
        undefined,
        {timeout: 60_000},
      );
      expect(held.length, 'the bundles were requested and are held').toBeGreaterThan(0);
      expect(await page.evaluate(() => document.documentElement.dataset.hasHydrated), 'no bundle has run yet').not.toBe('true');

      await expect(page.getByRole('heading', {level: 1})).toBeVisible();
      const hero = page.locator('main > section').first();
      const ctas = hero.getByRole('link');
      expect(await ctas.count()).toBeGreaterThanOrEqual(2);
      const selectors = ['main h1', 'main > section:first-child a[href]', 'main h2', 'footer a[href]'];
      for (const selector of selectors) {
        expect(await page.locator(selector).count(), selector).toBeGreaterThan(0);
        expect(await hiddenByStyle(page, selector), selector).toEqual([]);
      }
      await Promise.all(held.map((release) => release()));
      await page.unroute('**/*.js');
      await client.send('Emulation.setCPUThrottlingRate', {rate: 1});
      await client.send('Network.emulateNetworkConditions', {offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1});
      await hydrated(page);
      await expectWorkingPage(page);
    });
  }
});
