import {expect, test} from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import {hydrated} from './quality';
import {EXTERNAL_TARGETS, FULL, htmlLang, inLocale, isExternalTarget, LOCALES, REDIRECTS, site, stubOtherOrigins, uiString, uiText} from './support';

/** The blog's posts, as the content has them. */
const BLOG_POSTS = fs.readdirSync(path.resolve(__dirname, '../../blog')).filter((name) => /\.mdx?$/.test(name));

test.describe('the blog in every language', {tag: '@desktop'}, () => {
  // Desktop project only: routes do not depend on the viewport.

  // Every page of every language is built with its lang and an h1 (tests/built/head.test.ts, over the sitemaps, which
  // must list them all) and answers 200 (links.spec.ts).
  for (const locale of LOCALES) {
    test(`blog posts and feeds in ${locale}`, async ({page, request}) => {
      await page.goto(inLocale(locale, '/blog'));
      const posts = page.locator('article h2 a');
      // Every post of the content (the list shows ten a page, the blog's default).
      await expect(posts).toHaveCount(Math.min(BLOG_POSTS.length, 10));
      for (const href of await posts.evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).pathname))) {
        expect((await request.get(href)).status(), href).toBe(200);
      }
      for (const feed of ['/blog/rss.xml', '/blog/atom.xml']) {
        const response = await request.get(inLocale(locale, feed));
        expect(response.status(), feed).toBe(200);
        expect(await response.text(), feed).toMatch(feed.endsWith('rss.xml') ? /<item>/ : /<entry>/);
      }
    });
  }
  // Unknown paths (404 with the not-found page of their language) and the trailing-slash and bare-/en rules are
  // host rules, checked over HTTP on every server in hosting.spec; the not-found page in the browser, with its link
  // home: hostile.spec and the template pass.
});

test.describe('a navigation inside the site brings the next page\'s head', {tag: '@desktop'}, () => {
  // Desktop project only: the head does not depend on the viewport.

  /** What a search engine, a share preview and the browser's tab read from the head (structured data as data). */
  const headOf = (html: string) => {
    const sorted = (value: unknown): unknown =>
      Array.isArray(value) ? value.map(sorted) : value && typeof value === 'object' ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => a.localeCompare(b)).map(([key, item]) => [key, sorted(item)])) : value;
    const read = (element: Element) =>
      element.localName === 'script' ? JSON.stringify(sorted(JSON.parse(element.textContent!))) : (element.getAttribute('content') ?? element.getAttribute('href') ?? element.textContent);
    return Object.fromEntries(
      [
        ['title', 'title'],
        ['description', 'meta[name="description"]'],
        ['og:title', 'meta[property="og:title"]'],
        ['og:url', 'meta[property="og:url"]'],
        ['canonical', 'link[rel="canonical"]'],
        ['alternates', 'link[rel="alternate"][hreflang]'],
        ['structured data', 'script[type="application/ld+json"]'],
      ].map(([name, selector]) => {
        const found = [...new DOMParser().parseFromString(html, 'text/html').querySelectorAll(selector)];
        return [name, found.map(read).sort()];
      }),
    );
  };

  for (const locale of LOCALES) {
    test(`from a service page to the home page, in ${locale}`, async ({page, request}) => {
      const home = inLocale(locale, '/');
      await page.goto(inLocale(locale, '/como-trabajamos'));
      await hydrated(page);
      await page.evaluate(() => Object.assign(window, {sameDocument: true}));
      await page.getByRole('banner').getByRole('link', {name: uiText(locale, 'layout.logo.label')}).click();
      await expect(page).toHaveURL((url) => url.pathname === home);
      expect(await page.evaluate(() => 'sameDocument' in window), 'the router moved, not a document load').toBe(true);
      const html = await (await request.get(home)).text();
      const expected = await page.evaluate(`(${headOf.toString()})(${JSON.stringify(html)})`);
      await expect.poll(async () => page.evaluate(`(${headOf.toString()})(document.documentElement.outerHTML)`)).toEqual(expected);
      await expect(page.locator('html')).toHaveAttribute('class', /plugin-pages/);
      await expect(page.locator('html')).not.toHaveAttribute('class', /service-page/);
    });
  }
});

test.describe('redirects', {tag: '@desktop'}, () => {
  // The host's 301s, every redirect in every language on every server: hosting.spec (over HTTP).

  // Hosts without rules serve the redirect pages themselves (`/wizard/2` is wizard/2.html there). One page of each
  // kind of target (the home page, another page, a place outside the site) in the browser, with and without
  // JavaScript (FULL=1: every entry of src/data/redirects.yml); every one over HTTP below.
  const kind = (to: string) => (isExternalTarget(to) ? 'external' : to === '/' ? 'home' : 'page');
  const IN_BROWSER = FULL ? REDIRECTS : REDIRECTS.filter(({to}, index) => REDIRECTS.findIndex((other) => kind(other.to) === kind(to)) === index);
  // Desktop project only: redirects do not depend on the viewport.

  for (const javaScriptEnabled of [true, false]) {
    for (const locale of LOCALES) {
      for (const {from, to} of IN_BROWSER) {
        test(`the page ${inLocale(locale, from)} sends on to ${to} (${javaScriptEnabled ? 'with' : 'without'} JavaScript)`, async ({browser}) => {
          const context = await browser.newContext({javaScriptEnabled});
          const page = await context.newPage();
          await stubOtherOrigins(page);
          await page.goto(`${inLocale(locale, from)}.html`);
          if (isExternalTarget(to)) {
            await expect(page).toHaveURL(EXTERNAL_TARGETS[to]);
          } else {
            await expect(page).toHaveURL((url) => url.pathname === inLocale(locale, to));
            await expect(page.locator('html')).toHaveAttribute('lang', htmlLang(locale));
          }
          await context.close();
        });
      }
    }
  }

  test('every redirect page refreshes at once to its target, shows a visible link and is not indexed', async ({request}) => {
    // The visible link's text (i18n/<locale>/code.json).
    const LINK = {home: 'redirect.home.link', page: 'redirect.moved.link', external: 'redirect.signIn.link'} as const;
    const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    for (const locale of LOCALES) {
      for (const {from, to} of REDIRECTS) {
        const page = `${inLocale(locale, from)}.html`;
        const response = await request.get(page);
        expect(response.status(), page).toBe(200);
        const html = await response.text();
        const target = isExternalTarget(to) ? EXTERNAL_TARGETS[to] : `${site.url.replace(/\/$/, '')}${inLocale(locale, to)}`;
        const refresh = /http-equiv="?refresh"? content="0; url=([^"]+)"/.exec(html)?.[1];
        expect(refresh, page).toBeDefined();
        expect([target, inLocale(locale, to)], page).toContain(refresh);
        expect(html, page).toMatch(/name="?robots"? content="?noindex/);
        expect(html, page).toMatch(new RegExp(`<html[^>]*\\slang="?${htmlLang(locale)}[\\s">]`));
        const link = new RegExp(`<a [^>]*href="?([^" >]+)"?[^>]*>${escaped(uiString(locale, LINK[kind(to)]))}</a>`).exec(html)?.[1];
        expect(link, `${page}: the visible link`).toBeDefined();
        expect([target, inLocale(locale, to)], page).toContain(link);
      }
    }
  });
});
