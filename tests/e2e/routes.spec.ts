import {expect, test} from '@playwright/test';
import {inLocale, LOCALES, REDIRECTS, ROLE_SLUGS, site, stubOtherOrigins, TEAM_SLUGS, TEXT} from './support';

const PAGES = [
  '/',
  '/service-freelancing',
  '/service-payroll',
  '/service-headhunting',
  '/configuracion-de-cookies',
  '/terminos-y-condiciones',
  '/politica-de-privacidad',
  '/aviso-legal',
  '/blog',
];

test.describe('every route answers in both languages', () => {
  test.skip(({viewport}) => (viewport?.width ?? 0) < 1000, 'routes do not depend on the viewport');

  for (const locale of LOCALES) {
    test(`pages in ${locale}`, async ({request}) => {
      for (const path of [...PAGES, ...[...ROLE_SLUGS, ...TEAM_SLUGS].map((slug) => `/empresas/${slug}`)]) {
        const response = await request.get(inLocale(locale, path));
        expect(response.status(), path).toBe(200);
        const html = await response.text();
        expect(html, path).toMatch(new RegExp(`<html[^>]*\\slang="?${locale}[\\s">]`));
        expect(html, path).toMatch(/<h1[\s>]/);
      }
    });

    test(`blog posts and feeds in ${locale}`, async ({page, request}) => {
      await page.goto(inLocale(locale, '/blog'));
      const posts = page.locator('article h2 a');
      await expect(posts).toHaveCount(2);
      for (const href of await posts.evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).pathname))) {
        expect((await request.get(href)).status(), href).toBe(200);
      }
      for (const feed of ['/blog/rss.xml', '/blog/atom.xml']) {
        const response = await request.get(inLocale(locale, feed));
        expect(response.status(), feed).toBe(200);
        expect(await response.text(), feed).toMatch(feed.endsWith('rss.xml') ? /<item>/ : /<entry>/);
      }
    });

    test(`unknown paths get the ${locale} not-found page with status 404`, async ({page, request}) => {
      for (const path of ['/no-existe', '/empresas/no-existe', '/empresas/a/b/c']) {
        const response = await request.get(inLocale(locale, path));
        expect(response.status(), path).toBe(404);
        expect(await response.text()).toContain(TEXT[locale].notFound);
      }
      await page.goto(inLocale(locale, '/empresas/rol-inexistente'));
      await expect(page.getByRole('heading', {level: 1, name: TEXT[locale].notFound})).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await page.getByRole('main').getByRole('link', {name: locale === 'es' ? 'Volver al inicio' : 'Back to the home page'}).click();
      await expect(page).toHaveURL(inLocale(locale, '/'));
    });
  }

  test('a trailing slash reaches the same page', async ({request}) => {
    const response = await request.get('/empresas/data-engineer/', {maxRedirects: 0});
    expect(response.status()).toBe(301);
    expect(response.headers().location).toBe('/empresas/data-engineer');
    expect((await request.get('/en')).url()).toMatch(/\/en\/$/);
  });
});

test.describe('redirects', () => {
  test.skip(({viewport}) => (viewport?.width ?? 0) < 1000, 'redirects do not depend on the viewport');

  for (const locale of LOCALES) {
    for (const {from, to} of REDIRECTS) {
      test(`${inLocale(locale, from)} → ${to} (the host's 301)`, async ({page}) => {
        await stubOtherOrigins(page);
        if (to === 'home') {
          await page.goto(inLocale(locale, from));
          await expect(page).toHaveURL((url) => url.pathname === inLocale(locale, '/'));
          await expect(page.locator('html')).toHaveAttribute('lang', locale);
        } else {
          // A redirect followed by the network stack is not routed to the stub: watch the request leave instead.
          const leaving = page.waitForRequest(site.signInUrl);
          await page.goto(inLocale(locale, from)).catch(() => undefined);
          expect((await leaving).redirectedFrom()?.url()).toMatch(new RegExp(`${inLocale(locale, from)}$`));
        }
      });
    }
  }

  // Hosts without rules serve the redirect pages themselves (`/wizard/2` is wizard/2.html there).
  for (const javaScriptEnabled of [true, false]) {
    for (const locale of LOCALES) {
      for (const {from, to} of REDIRECTS) {
        test(`the page ${inLocale(locale, from)} sends on to ${to} (${javaScriptEnabled ? 'with' : 'without'} JavaScript)`, async ({browser}) => {
          const context = await browser.newContext({javaScriptEnabled});
          const page = await context.newPage();
          await stubOtherOrigins(page);
          await page.goto(`${inLocale(locale, from)}.html`);
          if (to === 'home') {
            await expect(page).toHaveURL((url) => url.pathname === inLocale(locale, '/'));
            await expect(page.locator('html')).toHaveAttribute('lang', locale);
          } else {
            await expect(page).toHaveURL(site.signInUrl);
          }
          await context.close();
        });
      }
    }
  }

  test('redirect pages show a visible link and are not indexed', async ({request}) => {
    for (const locale of LOCALES) {
      const html = await (await request.get(`${inLocale(locale, '/freelancers')}.html`)).text();
      expect(html).toMatch(new RegExp(`http-equiv="?refresh"? content="0; url=${site.signInUrl}"`));
      expect(html).toMatch(/name="?robots"? content="?noindex/);
      expect(html).toMatch(new RegExp(`<a href="?${site.signInUrl}"?[^>]*>${locale === 'es' ? 'Ir a la plataforma de talento' : 'Go to the talent platform'}</a>`));
    }
  });
});
