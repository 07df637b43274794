/**
 * The content editor at /admin (src/plugins/cms): not part of the public site
 * (noindex, its own CSP, outside the sitemaps and the search), its script from
 * the site itself, and the editor booting under that CSP.
 */
import {expect, type Page, test} from '@playwright/test';
import {ADMIN_ORIGINS, adminContentSecurityPolicy} from '../../src/plugins/hosting/rules';
import {BASE, NODE_BASE, SKIP_SUBPATH, SUBPATH_BASE} from '../../playwright.config';

test.skip(({viewport}) => (viewport?.width ?? 0) < 1000, 'the editor is a desktop tool; one viewport is enough');

const HOSTS = [
  ['nginx', `${BASE}/`],
  ['npm run serve', `${NODE_BASE}/`],
  ...(SKIP_SUBPATH ? [] : [['nginx under /talento/', SUBPATH_BASE]]),
] as const;

for (const [host, base] of HOSTS) {
  test(`/admin/ on ${host}: 200, noindex, its own CSP; /admin redirects to it`, async ({request}) => {
    const response = await request.get(`${base}admin/`);
    expect(response.status()).toBe(200);
    expect(response.headers()['x-robots-tag']).toBe('noindex, nofollow');
    expect(response.headers()['content-security-policy']).toBe(adminContentSecurityPolicy());
    const html = await response.text();
    expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(html).toContain(`src="${new URL(base).pathname}admin/sveltia-cms.js"`);
    const bare = await request.get(`${base}admin`, {maxRedirects: 0});
    expect(bare.status()).toBe(301);
    expect(new URL(bare.headers().location!, base).pathname).toBe(`${new URL(base).pathname}admin/`);
    // The rest of the site keeps the site's policy.
    const home = await request.get(base);
    expect(home.headers()['content-security-policy']).not.toBe(adminContentSecurityPolicy());
    expect(home.headers()['x-robots-tag']).toBeUndefined();
  });
}

test('the sitemaps do not list /admin', async ({request}) => {
  for (const sitemap of ['/sitemap.xml', '/en/sitemap.xml']) {
    const xml = await (await request.get(`${BASE}${sitemap}`)).text();
    expect(xml).toContain('<loc>');
    expect(xml).not.toContain('/admin');
  }
});

/**
 * Opens the editor with every request to another origin recorded and kept off the network: GitHub's
 * status API (the one the editor calls before sign-in) answers "all good", everything else is blocked.
 * Every console error is kept.
 */
export async function openEditor(page: Page, base = `${BASE}/`): Promise<{foreign: string[]; errors: string[]}> {
  const foreign: string[] = [];
  const errors: string[] = [];
  const origin = new URL(base).origin;
  await page.route('**/*', (route) => {
    const url = route.request().url();
    if (new URL(url).origin === origin) return route.continue();
    foreign.push(url);
    if (new URL(url).origin === ADMIN_ORIGINS.status) return route.fulfill({json: {status: {indicator: 'none'}}});
    return route.abort('blockedbyclient');
  });
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${base}admin/`);
  return {foreign, errors};
}

test('the editor boots from the site alone, under its CSP, to its sign-in screen', async ({page}) => {
  const {foreign, errors} = await openEditor(page);
  await expect(page.getByRole('button', {name: 'Work with Local Repository'})).toBeVisible();
  await expect(page.getByRole('button', {name: /Sign In with GitHub|Sign In Using Access Token/}).first()).toBeVisible();
  // Its fonts from the site too: the icons are drawn, not spelled out.
  await expect
    .poll(() => page.evaluate(() => [...document.fonts].filter((font) => font.status === 'loaded').map((font) => font.family.replace(/"/g, ''))))
    .toContain('Material Symbols Outlined');
  expect(foreign.filter((url) => new URL(url).origin !== ADMIN_ORIGINS.status)).toEqual([]);
  expect(errors).toEqual([]);
  const scripts = await page.locator('script[src]').evaluateAll((nodes) => nodes.map((node) => (node as HTMLScriptElement).src));
  expect(scripts.every((src) => new URL(src).origin === BASE)).toBe(true);
});
