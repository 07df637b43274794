import {expect, test} from '@playwright/test';
import {inLocale, LOCALES, stubOtherOrigins, TEMPLATES} from './support';

const FAMILY = 'Plus Jakarta Sans Variable';
/** Local fonts scaled to the web font's metrics (src/css/custom.css), used until the file arrives. */
const FALLBACK = 'Plus Jakarta Sans Fallback';
const FONT_FILE = /\.(woff2?|ttf|otf)(\?|$)/;

/** `<link>` tags of the static HTML that preload a font, whatever the attribute quoting. */
function fontPreloads(html: string): string[] {
  return (html.match(/<link\b[^>]*>/gi) ?? []).filter((tag) => /\brel="?preload\b/i.test(tag) && /\bas="?font\b/i.test(tag));
}

test.describe('one font file, preloaded', () => {
  test.skip(({viewport}) => (viewport?.width ?? 0) < 1000, 'the same file at every width');

  for (const locale of LOCALES) {
    for (const path of TEMPLATES) {
      test(inLocale(locale, path), async ({page}) => {
        const url = inLocale(locale, path);
        await stubOtherOrigins(page);
        const requested: string[] = [];
        page.on('request', (request) => {
          if (request.resourceType() === 'font' || FONT_FILE.test(new URL(request.url()).pathname)) requested.push(request.url());
        });
        const response = await page.goto(url);
        const preloads = fontPreloads(await response!.text());
        expect(preloads, 'exactly one font preload').toHaveLength(1);
        const [preload] = preloads;
        expect(preload).toMatch(/\btype="?font\/woff2\b/);
        expect(preload).toMatch(/\bcrossorigin\b/);
        const href = new URL(preload.match(/\bhref="?([^"\s>]+)/)![1], page.url()).href;
        expect(href).toMatch(/\.woff2$/);

        await page.waitForLoadState('networkidle');
        const {faces, bodyFamily, loaded, outside} = await page.evaluate(async ([family, fallback]) => {
          await document.fonts.ready;
          const allRules = [...document.styleSheets].flatMap((sheet) => [...sheet.cssRules]).filter((rule) => rule instanceof CSSFontFaceRule);
          // The metric-matched fallback faces name installed fonts only (`local()`): they download nothing.
          const fallbacks = allRules.filter((rule) => !/url\(/.test(rule.style.getPropertyValue('src')));
          if (fallbacks.some((rule) => rule.style.getPropertyValue('font-family').replace(/["']/g, '') !== fallback)) {
            throw new Error('a local-only @font-face that is not the fallback of the web font');
          }
          const rules = allRules.filter((rule) => !fallbacks.includes(rule));
          const faceList = rules.map((rule) => ({
            family: rule.style.getPropertyValue('font-family').replace(/["']/g, ''),
            src: new URL(rule.style.getPropertyValue('src').match(/url\("?([^")]+)/)![1], document.baseURI).href,
            range: rule.style.getPropertyValue('unicode-range'),
          }));
          // Characters the page shows that the font's subset does not cover (they would render in the fallback).
          const ranges = faceList.flatMap((face) =>
            face.range.split(',').map((part) => {
              const [from, to] = part.trim().replace(/^U\+/i, '').split('-');
              if (from.includes('?')) return [parseInt(from.replace(/\?/g, '0'), 16), parseInt(from.replace(/\?/g, 'F'), 16)];
              return [parseInt(from, 16), parseInt(to ?? from, 16)];
            }),
          );
          const chars = new Set(document.body.innerText.replace(/\s/g, ''));
          const missing = [...chars].filter((char) => !ranges.some(([low, high]) => char.codePointAt(0)! >= low && char.codePointAt(0)! <= high));
          return {
            faces: faceList,
            bodyFamily: getComputedStyle(document.body).fontFamily,
            loaded: [...document.fonts].filter((font) => font.family.replace(/["']/g, '') === family).map((font) => font.status),
            outside: missing,
          };
        }, [FAMILY, FALLBACK]);

        // One family, declared once, with the preloaded file, used for the body text and loaded.
        expect(faces.map((face) => face.family)).toEqual([FAMILY]);
        expect(faces[0].src).toBe(href);
        expect(bodyFamily.replace(/["']/g, '')).toMatch(new RegExp(`^${FAMILY}, ${FALLBACK},`));
        expect(loaded).toEqual(['loaded']);
        expect(outside, 'characters of the copy outside the font subset').toEqual([]);
        // The first load fetches that file and no other font.
        expect([...new Set(requested)]).toEqual([href]);
      });
    }
  }
});

test.describe('a late font moves nothing', () => {
  // A visitor on a slow connection first reads the page in the fallback font; the web font then swaps in.
  for (const locale of LOCALES) {
    for (const path of ['/', '/empresas/data-engineer', '/service-payroll']) {
      test(inLocale(locale, path), async ({page}) => {
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
    }
  }
});
