/** The link crawler of tests/e2e/links.spec.ts, over a few synthetic pages: it reports what it is for. */
import {crawl, type Fetched} from '../e2e/crawl';

test('the crawler reports a broken link, a missing anchor and a redirect where none is allowed', async () => {
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
