import {expect, test} from '@playwright/test';
import {crawl, type Fetched} from './crawl';
import {inLocale, LOCALES, REDIRECTS} from './support';

/** The redirect paths (every language) may answer 3xx; every other page must answer 200. */
const REDIRECT_PATHS = new Set(LOCALES.flatMap((locale) => REDIRECTS.map(({from}) => inLocale(locale, from))));

test.describe('link crawl', {tag: '@desktop'}, () => {
  // Desktop project only: HTTP only: once is enough. (The crawler's own test: tests/unit/crawl.test.ts.)

  test('every internal link from each language\'s home page and every page of the sitemaps answers 200, and every #fragment exists', async ({request, baseURL}) => {
    test.setTimeout(90_000);
    const fetchPath = async (path: string): Promise<Fetched> => {
      const response = await request.get(path, {maxRedirects: 0});
      return {status: response.status(), contentType: response.headers()['content-type'] ?? '', body: await response.text()};
    };
    const {pages, problems} = await crawl(
      LOCALES.map((locale) => inLocale(locale, '/')),
      fetchPath,
      {origin: new URL(baseURL!).origin, mayRedirect: (path) => REDIRECT_PATHS.has(path)},
    );
    expect(problems).toEqual([]);
    // Every language was reached in full: every role page at least.
    for (const locale of LOCALES) {
      const roles = inLocale(locale, '/empresas/');
      expect(pages.filter((path) => path.startsWith(roles)).length, roles).toBeGreaterThanOrEqual(36);
    }
    // Every page of every sitemap answers 200 (what their heads say is read from the build: tests/built/head.test.ts):
    // the crawl reached it, or it is asked for here.
    for (const sitemap of LOCALES.map((locale) => inLocale(locale, '/sitemap.xml'))) {
      const xml = await (await request.get(sitemap)).text();
      const listed = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
      expect(listed.length, sitemap).toBeGreaterThan(40);
      for (const path of listed.filter((listedPath) => !pages.includes(listedPath))) expect((await request.get(path, {maxRedirects: 0})).status(), path).toBe(200);
    }
  });
});
