import {expect, test} from '@playwright/test';
import {inLocale, LOCALES, stubOtherOrigins, TEMPLATES} from './support';

const FAMILY = 'Plus Jakarta Sans Variable';
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
        const {faces, bodyFamily, loaded, outside} = await page.evaluate(async (family) => {
          await document.fonts.ready;
          const rules = [...document.styleSheets].flatMap((sheet) => [...sheet.cssRules]).filter((rule) => rule instanceof CSSFontFaceRule);
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
        }, FAMILY);

        // One family, declared once, with the preloaded file, used for the body text and loaded.
        expect(faces.map((face) => face.family)).toEqual([FAMILY]);
        expect(faces[0].src).toBe(href);
        expect(bodyFamily.replace(/["']/g, '')).toMatch(new RegExp(`^${FAMILY},`));
        expect(loaded).toEqual(['loaded']);
        expect(outside, 'characters of the copy outside the font subset').toEqual([]);
        // The first load fetches that file and no other font.
        expect([...new Set(requested)]).toEqual([href]);
      });
    }
  }
});
