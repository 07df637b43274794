/**
 * A visitor on a slow connection first reads the page in the metric-matched fallback font; the web font
 * then swaps in and moves nothing. (The preloaded font file covers the copy: templates.spec.ts.)
 */
import {expect, test} from '@playwright/test';
import {FONT_FILE} from './checks';
import {hydrated, nextFrames} from './quality';
import {inLocale, LOCALES, stubOtherOrigins, widthTurn} from './support';
import {FULL_BROWSER} from '../../playwright.config';

// How text is drawn in the full browser a visitor runs: the headless shell's fallback text sits a fraction of a pixel
// elsewhere (playwright.config.ts).
test.use({launchOptions: FULL_BROWSER});

test.describe('a late font moves nothing', () => {
  // A visitor on a slow connection first reads the page in the fallback font; the web font then swaps in.
  for (const locale of LOCALES) {
    // Spanish at both widths, the translations taking turns between them page by page (FULL=1: all at both).
    ['/', '/empresas/data-engineer', '/service-payroll'].forEach((path, index) => {
      test(inLocale(locale, path), {tag: widthTurn(locale, index)}, async ({page}) => {
        await stubOtherOrigins(page);
        const held: (() => Promise<void>)[] = [];
        await page.route(FONT_FILE, (route) => {
          held.push(() => route.continue());
        });
        await page.goto(inLocale(locale, path), {waitUntil: 'domcontentloaded'});
        await expect.poll(() => held.length, 'the font was requested and is held').toBeGreaterThan(0);
        expect(await page.evaluate(() => document.fonts.check('16px "Plus Jakarta Sans Variable"'))).toBe(false);
        // What the first screen shows: the hero, its heading and lead.
        const boxes = () =>
          page.evaluate(() =>
            [...document.querySelectorAll('main > section:first-child, main h1, main h1 ~ p')].map((element) => {
              const {top, height} = element.getBoundingClientRect();
              return `${element.tagName.toLowerCase()} top ${Math.round(top)} height ${Math.round(height)}`;
            }),
          );
        await page.waitForFunction(() => document.readyState !== 'loading' && !!document.querySelector('main h1'));
        const before = await boxes();
        await page.evaluate(() => {
          const record = window as unknown as {shift: number};
          record.shift = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & {value: number; hadRecentInput: boolean})[]) {
              if (!entry.hadRecentInput) record.shift += entry.value;
            }
          }).observe({type: 'layout-shift'});
        });
        await Promise.all(held.map((release) => release()));
        await page.waitForFunction(() => document.fonts.check('16px "Plus Jakarta Sans Variable"'));
        await page.evaluate(() => document.fonts.ready);
        // Two frames for the swap to be laid out and any shift to be reported.
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
        const after = await boxes();
        // Heading and lead keep their lines; the hero's height may change only where it is out of view.
        expect(after.slice(1)).toEqual(before.slice(1));
        // Measured: at most 0.003 (the desktop landing, whose stat labels take a second line); with the system
        // font as the fallback it was up to 0.17 (the role page on a phone).
        expect(await page.evaluate(() => (window as unknown as {shift: number}).shift), 'layout shift of the swap').toBeLessThan(0.005);
      });
    });
  }
});

test.describe('the font list', {tag: '@desktop'}, () => {
  // Desktop project only: once is enough: the list is the same at every width.

  test('ends where a stand-in for each text size costs no blocking call to the browser (src/css/custom.css)', async ({page, browser}) => {
    // While the body font loads, Chromium lays text out in a stand-in taken from the list's generic family and, on
    // Linux, asks the browser process in a blocking call how to render each size and weight of it: with `sans-serif`
    // last, the landing made 21 such calls before its first paint; without, one. The body font is held back for the
    // whole load, so the stand-in lays out all of it however fast the machine is (a loaded run, the font arriving
    // later, counted 4 with the font let through): with `sans-serif` last, 27; without, none.
    await stubOtherOrigins(page);
    await page.route(/\/assets\/fonts\//, () => undefined);
    await page.goto('/robots.txt');
    await browser.startTracing(page, {categories: ['fonts']});
    await page.goto('/', {waitUntil: 'domcontentloaded'});
    await hydrated(page);
    await nextFrames(page);
    const trace = JSON.parse((await browser.stopTracing()).toString()) as {traceEvents: {name: string}[]};
    const calls = trace.traceEvents.filter((event) => event.name === 'WebSandboxSupportLinux::GetWebFontRenderStyleForStrike');
    expect(calls.length, 'render-style calls for font strikes while the landing loaded').toBeLessThanOrEqual(3);
  });
});
