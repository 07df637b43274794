import {expect, test} from '@playwright/test';
import {SUBPATH_BASE} from '../../playwright.config';

test.skip(({}, info) => info.project.name !== 'desktop', 'one crawl is enough');

/**
 * The site built with BASE_URL=/talento/: every same-origin link, image,
 * stylesheet and script on every page reached from both home pages resolves,
 * and none escapes the base path.
 */
test('under /talento/ no internal link or asset is broken', async ({page, request}) => {
  test.setTimeout(180_000);
  const origin = new URL(SUBPATH_BASE).origin;
  const queue = [SUBPATH_BASE, `${SUBPATH_BASE}en/`];
  const visited = new Set<string>();
  const checked = new Map<string, number>();

  while (queue.length > 0) {
    const url = queue.shift()!;
    if (visited.has(url)) continue;
    visited.add(url);
    await page.goto(url);
    const refs = await page.evaluate(() =>
      [
        ...[...document.querySelectorAll('a[href]')].map((a) => ({kind: 'link', url: (a as HTMLAnchorElement).href})),
        ...[...document.querySelectorAll('img[src], script[src]')].map((e) => ({kind: 'asset', url: (e as HTMLImageElement).src})),
        ...[...document.querySelectorAll('link[href]')].map((e) => ({kind: 'asset', url: (e as HTMLLinkElement).href})),
      ].filter((ref) => ref.url.startsWith(window.location.origin)),
    );
    for (const ref of refs) {
      const target = ref.url.split('#')[0];
      if (target.includes('/rss.xml') || target.includes('/atom.xml')) continue;
      expect(new URL(target).pathname, `${ref.url} on ${url}`).toMatch(/^\/talento\//);
      if (!checked.has(target)) {
        checked.set(target, (await request.get(target)).status());
      }
      expect(checked.get(target), `${ref.url} on ${url}`).toBe(200);
      if (ref.kind === 'link' && target.startsWith(origin) && !/\.(xml|svg|png|json)$/.test(target) && visited.size + queue.length < 400) {
        queue.push(target);
      }
    }
  }
  expect(visited.size).toBeGreaterThan(50);
});
