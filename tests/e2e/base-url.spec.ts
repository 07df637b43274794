import {expect, test} from '@playwright/test';
import {SKIP_SUBPATH, SUBPATH_BASE} from '../../playwright.config';
import {inLocale, LOCALES} from './support';

// Desktop project only (playwright.config.ts, DESKTOP_FILES): one crawl is enough.
test.skip(SKIP_SUBPATH, 'E2E_SKIP_SUBPATH=1: no /talento/ build in this run');

const ATTRIBUTE = /\s(?:href|src)=(?:"([^"]*)"|'([^']*)'|([^\s>]+))/g;

/**
 * The site built with BASE_URL=/talento/: every same-origin link, image,
 * stylesheet and script on every page reached from every language's home page, and every
 * font and image those stylesheets load, resolves and none escapes the base path.
 */
test('under /talento/ no internal link or asset is broken', async ({request}) => {
  test.setTimeout(240_000);
  const origin = new URL(SUBPATH_BASE).origin;
  const queue = LOCALES.map((locale) => `${SUBPATH_BASE}${inLocale(locale, '/').slice(1)}`);
  const pages = new Set<string>();
  const status = new Map<string, number>();
  const stylesheets = new Set<string>();
  // Problems are collected and compared once at the end: thousands of links, one `expect` each, cost a minute of CPU.
  const problems: string[] = [];
  const check = (ok: boolean, problem: string) => ok || problems.push(problem);
  const under = (pathname: string) => /^\/talento\//.test(pathname);

  while (queue.length > 0) {
    const url = queue.shift()!;
    if (pages.has(url)) continue;
    pages.add(url);
    const response = await request.get(url);
    check(response.status() === 200, `${url} answers ${response.status()}`);
    const html = await response.text();
    for (const match of html.matchAll(ATTRIBUTE)) {
      const raw = (match[1] ?? match[2] ?? match[3]).replace(/&amp;/g, '&');
      const target = new URL(raw, url);
      if (target.origin !== origin) continue;
      target.hash = '';
      const href = target.href;
      check(under(target.pathname), `${raw} on ${url} leaves /talento/`);
      if (!status.has(href)) {
        status.set(href, (await request.get(href, {maxRedirects: 0})).status());
      }
      check(status.get(href) === 200, `${raw} on ${url} answers ${status.get(href)}`);
      if (target.pathname.endsWith('.css') && !stylesheets.has(href)) {
        stylesheets.add(href);
        // Fonts and images the stylesheet loads must sit under the base path too.
        for (const [, ref] of (await (await request.get(href)).text()).matchAll(/url\(["']?([^"')]+)["']?\)/g)) {
          if (ref.startsWith('data:')) continue;
          const asset = new URL(ref, href);
          check(under(asset.pathname), `${ref} in ${href} leaves /talento/`);
          const answer = (await request.get(asset.href)).status();
          check(answer === 200, `${ref} in ${href} answers ${answer}`);
        }
      }
      const isPage = !/\.[a-z0-9]+$/i.test(target.pathname) || target.pathname.endsWith('.html');
      if (isPage && !pages.has(href)) {
        queue.push(href);
      }
    }
  }
  expect(problems).toEqual([]);
  expect(pages.size).toBeGreaterThan(80);
});
