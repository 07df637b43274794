import {expect, test} from '@playwright/test';
import {crawl, type Fetched} from './crawl';
import {inLocale, LOCALES, REDIRECTS} from './support';

/** The redirect paths (both languages) may answer 3xx; every other page must answer 200. */
const REDIRECT_PATHS = new Set(LOCALES.flatMap((locale) => REDIRECTS.map(({from}) => inLocale(locale, from))));

test.describe('link crawl', () => {
  test.skip(({viewport}) => (viewport?.width ?? 0) < 1000, 'HTTP only: once is enough');

  test('every internal link from / and /en/ answers 200 and every #fragment exists', async ({request, baseURL}) => {
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
    // Both languages were reached in full: every role page at least.
    expect(pages.filter((path) => path.startsWith('/en/empresas/')).length).toBeGreaterThanOrEqual(36);
    expect(pages.filter((path) => path.startsWith('/empresas/')).length).toBeGreaterThanOrEqual(36);
  });
});

test.describe('the crawler itself', () => {
  test.skip(({viewport}) => (viewport?.width ?? 0) < 1000, 'once is enough');

  test('reports a broken link, a missing anchor and a redirect where none is allowed', async () => {
    const origin = 'http://site.test';
    const html = (body: string): Fetched => ({status: 200, contentType: 'text/html; charset=utf-8', body});
    const site: Record<string, Fetched> = {
      '/': html(`<a href=/a#top>a</a> <a href="/missing">gone</a> <a href='/b#nowhere'>b</a> <a href=https://elsewhere.test/x>out</a> <a href=/old>old</a> <a href=/moved>moved</a>`),
      '/a': html(`<h1 id=top>A</h1><a href="/#">home</a><script>"<a href=/in-a-script>"</script>`),
      '/b': html(`<a name=somewhere></a><p>B</p>`),
      '/old': {status: 301, contentType: 'text/html', body: ''},
      '/moved': {status: 301, contentType: 'text/html', body: ''},
    };
    const {pages, problems} = await crawl(['/'], async (path) => site[path] ?? {status: 404, contentType: 'text/html', body: ''}, {
      origin,
      mayRedirect: (path) => path === '/old',
    });
    expect(pages.sort()).toEqual(['/', '/a', '/b']);
    expect(problems.sort()).toEqual([
      '/ links to /b#nowhere, which has no element with that id',
      '/missing answered 404 (linked from /)',
      '/moved answered 301 (linked from /)',
    ]);
  });
});
