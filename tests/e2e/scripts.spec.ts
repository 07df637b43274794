import {expect, type Page, test} from '@playwright/test';
import {hydrated} from './quality';

/** The scripts a page requests from the site, in order. */
function recordScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.endsWith('.js')) scripts.push(url.pathname);
  });
  return scripts;
}

test.describe('scripts of other pages', () => {
  test.skip(({viewport}) => (viewport?.width ?? 0) < 1000, 'hover needs a pointer; the rule does not depend on the width');

  test('load when a visitor points at a link, not because the link scrolled into view', async ({page, browser}) => {
    // What the landing page needs beyond what every page shares.
    const home = await browser.newPage();
    const homeScripts = recordScripts(home);
    await home.goto('/', {waitUntil: 'networkidle'});
    await home.close();

    const scripts = recordScripts(page);
    await page.goto('/service-payroll', {waitUntil: 'networkidle'});
    await hydrated(page);
    const landingOnly = homeScripts.filter((script) => !scripts.includes(script));
    expect(landingOnly.length).toBeGreaterThan(0);
    // The header logo links home and is in view from the start: its page's scripts are not fetched for it.
    await page.waitForTimeout(500);
    expect(scripts.filter((script) => landingOnly.includes(script))).toEqual([]);

    await page.getByRole('banner').getByRole('link', {name: 'Ready: página de inicio'}).hover();
    await expect.poll(() => scripts.filter((script) => landingOnly.includes(script)).length).toBeGreaterThan(0);
  });
});

test.describe('what a role page ships', () => {
  test.skip(({viewport}) => (viewport?.width ?? 0) < 1000, 'the scripts do not depend on the width');

  test('does not carry the other pages of its docs version (titles and descriptions of every role)', async ({page, request}) => {
    const scripts = recordScripts(page);
    await page.goto('/empresas/data-engineer', {waitUntil: 'networkidle'});
    await hydrated(page);
    const bodies = await Promise.all(scripts.map(async (script) => (await request.get(script)).text()));
    const shipped = bodies.join('\n');
    // Its own title is there; another role's page is only a link away, not in this page's data.
    expect(shipped.includes('Ingeniero de Datos'), 'the page content is among the scripts read').toBe(true);
    expect(shipped.match(/"docs":\{"[a-z-]+":\{"id"[^}]{0,80}/)?.[0], 'the docs version lists every page').toBeUndefined();
  });
});
