import {expect, test} from '@playwright/test';
import {SKIP_SUBPATH, SUBPATH_BASE} from '../../playwright.config';

test.skip(({viewport}) => (viewport?.width ?? 0) < 1000, 'one crawl is enough');
test.skip(SKIP_SUBPATH, 'E2E_SKIP_SUBPATH=1: no /talento/ build in this run');

const ATTRIBUTE = /\s(?:href|src)=(?:"([^"]*)"|'([^']*)'|([^\s>]+))/g;

/**
 * The site built with BASE_URL=/talento/: every same-origin link, image,
 * stylesheet and script on every page reached from both home pages, and every
 * font and image those stylesheets load, resolves and none escapes the base path.
 */
test('under /talento/ no internal link or asset is broken', async ({request}) => {
  test.setTimeout(240_000);
  const origin = new URL(SUBPATH_BASE).origin;
  const queue = [SUBPATH_BASE, `${SUBPATH_BASE}en/`];
  const pages = new Set<string>();
  const status = new Map<string, number>();
  const stylesheets = new Set<string>();

  while (queue.length > 0) {
    const url = queue.shift()!;
    if (pages.has(url)) continue;
    pages.add(url);
    const response = await request.get(url);
    expect(response.status(), url).toBe(200);
    const html = await response.text();
    for (const match of html.matchAll(ATTRIBUTE)) {
      const raw = (match[1] ?? match[2] ?? match[3]).replace(/&amp;/g, '&');
      const target = new URL(raw, url);
      if (target.origin !== origin) continue;
      target.hash = '';
      const href = target.href;
      expect(target.pathname, `${raw} on ${url}`).toMatch(/^\/talento\//);
      if (!status.has(href)) {
        status.set(href, (await request.get(href, {maxRedirects: 0})).status());
      }
      expect(status.get(href), `${raw} on ${url}`).toBe(200);
      if (target.pathname.endsWith('.css') && !stylesheets.has(href)) {
        stylesheets.add(href);
        // Fonts and images the stylesheet loads must sit under the base path too.
        for (const [, ref] of (await (await request.get(href)).text()).matchAll(/url\(["']?([^"')]+)["']?\)/g)) {
          if (ref.startsWith('data:')) continue;
          const asset = new URL(ref, href);
          expect(asset.pathname, `${ref} in ${href}`).toMatch(/^\/talento\//);
          expect((await request.get(asset.href)).status(), `${ref} in ${href}`).toBe(200);
        }
      }
      const isPage = !/\.[a-z0-9]+$/i.test(target.pathname) || target.pathname.endsWith('.html');
      if (isPage && !pages.has(href)) {
        queue.push(href);
      }
    }
  }
  expect(pages.size).toBeGreaterThan(80);
});
