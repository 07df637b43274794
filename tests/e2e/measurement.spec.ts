/**
 * Measurement with a provider set (ANALYTICS_PROVIDER=plausible), against a
 * local collector on 127.0.0.1: a page view and a calendar-click event with its
 * page and position reach that endpoint only, through the CSP of the built
 * site; Global Privacy Control and the visitor's switch silence it; the page
 * keeps working when the collector is down. That the default build (the one
 * the other specs test) carries no measuring code at all is read from its
 * files: tests/built/measurement.test.ts.
 */
import {spawn, spawnSync, type ChildProcess} from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {expect, test, type Page} from '@playwright/test';
import {site} from './support';

const root = path.resolve(__dirname, '../..');
const SITE = 'ready.example';

type Received = {n: string; u: string; d: string; p?: Record<string, string>};

let collector: http.Server;
let received: Received[] = [];
let endpoint: string;
let server: ChildProcess;
let base: string;
let outDir: string;

function listen(handler: http.RequestListener): Promise<http.Server> {
  const created = http.createServer(handler);
  return new Promise((resolve) => created.listen(0, '127.0.0.1', () => resolve(created)));
}

async function freePort(): Promise<number> {
  const probe = await listen(() => undefined);
  const {port} = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

test.describe('measurement with a provider set', {tag: '@desktop'}, () => {
  // Desktop project only: one build and one browser size are enough.
  test.describe.configure({mode: 'serial'});

  test.beforeAll(async () => {
    test.setTimeout(300_000);
    collector = await listen((request, response) => {
      let body = '';
      request.on('data', (chunk) => (body += chunk));
      request.on('end', () => {
        if (request.method === 'POST' && request.url === '/api/event') received.push(JSON.parse(body) as Received);
        response.writeHead(202, {'Access-Control-Allow-Origin': '*'}).end();
      });
    });
    endpoint = `http://127.0.0.1:${(collector.address() as AddressInfo).port}/api/event`;
    outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ready-measured-'));
    const build = spawnSync(path.join(root, 'node_modules/.bin/docusaurus'), ['build', '--locale', 'es', '--out-dir', outDir], {
      cwd: root,
      encoding: 'utf8',
      // No persistent bundler cache: the collector's port, in the configuration, is new each run, and so would the cache be.
      env: {...process.env, ANALYTICS_PROVIDER: 'plausible', ANALYTICS_ENDPOINT: endpoint, ANALYTICS_SITE: SITE, DOCUSAURUS_NO_PERSISTENT_CACHE: '1'},
    });
    expect(build.status, build.stderr.slice(-2000)).toBe(0);
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    server = spawn('node', [path.join(root, 'scripts/serve.mjs'), '--port', String(port), '--dir', outDir], {stdio: ['ignore', 'pipe', 'inherit']});
    await new Promise<void>((resolve) => server.stdout!.on('data', (chunk) => String(chunk).includes('Serving') && resolve()));
  });

  test.afterAll(async () => {
    server?.kill();
    await new Promise((resolve) => collector?.close(resolve));
    if (outDir) fs.rmSync(outDir, {recursive: true, force: true});
  });

  test.beforeEach(async ({page}) => {
    received = [];
    // Plausible's tracker ignores browsers driven by automation (navigator.webdriver) unless a page says otherwise.
    await page.addInitScript(() => Object.assign(window, {__plausible: true}));
    // The calendar and WhatsApp open in a new tab: answered locally, so nothing needs the network.
    await page.context().route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.fulfill({status: 200, contentType: 'text/html', body: '<title>external</title>'}));
  });

  /** Every request the page starts towards the endpoint, seen by the browser as it starts (none can be missed by arriving late). */
  function requestsToEndpoint(page: Page): string[] {
    const seen: string[] = [];
    page.on('request', (request) => {
      if (request.url() === endpoint) seen.push(request.postData() ?? '');
    });
    return seen;
  }

  async function clickQuote(page: Page): Promise<void> {
    const popup = page.waitForEvent('popup');
    await page.locator('[data-place="hero"]').getByRole('link', {name: 'Cotiza talento'}).click();
    await (await popup).close();
  }

  test('a page view, then a calendar click with its page and position, reach the endpoint the CSP allows', async ({page}) => {
    const response = await page.goto(`${base}/empresas/data-engineer`);
    expect(response!.headers()['content-security-policy']).toContain(`connect-src 'self' ${new URL(site.playerUrl).origin} ${new URL(endpoint).origin}`);
    await expect.poll(() => received.map(({n}) => n)).toEqual(['pageview']);
    expect(received[0]).toMatchObject({d: SITE, u: `${base}/empresas/data-engineer`, p: {page: '/empresas/data-engineer', language: 'es'}});

    await clickQuote(page);
    await expect.poll(() => received.map(({n}) => n)).toEqual(['pageview', 'Calendar quote']);
    expect(received[1].p).toEqual({page: '/empresas/data-engineer', language: 'es', position: 'hero'});

    // A page reached by the site's own links counts too, once.
    await page.getByRole('navigation', {name: 'Perfiles de la categoría'}).getByRole('link', {name: 'Analista de datos'}).click();
    await expect.poll(() => received.filter(({n}) => n === 'pageview').map(({p}) => p?.page)).toEqual(['/empresas/data-engineer', '/empresas/data-analyst']);
  });

  test('Global Privacy Control silences it', async ({page}) => {
    await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', {get: () => true}));
    const sent = requestsToEndpoint(page);
    await page.goto(`${base}/empresas/data-engineer`);
    await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
    await clickQuote(page);
    expect(sent).toEqual([]);
    expect(received).toEqual([]);
  });

  test('the visitor’s switch on the cookie page silences it, and switching back measures again', async ({page}) => {
    await page.goto(`${base}/configuracion-de-cookies`);
    await expect.poll(() => received.length).toBe(1);
    const toggle = page.getByRole('switch', {name: 'No medir mis visitas'});
    await toggle.check();
    await expect(page.getByRole('status')).toHaveText(/no medimos tus visitas/);
    expect(await page.evaluate(() => localStorage.getItem('measurement'))).toBe('off');

    received = [];
    const sent = requestsToEndpoint(page);
    await page.goto(`${base}/empresas/data-engineer`);
    await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
    await clickQuote(page);
    expect(sent).toEqual([]);

    await page.goto(`${base}/configuracion-de-cookies`);
    await page.getByRole('switch', {name: 'No medir mis visitas'}).uncheck();
    expect(await page.evaluate(() => localStorage.getItem('measurement'))).toBeNull();
    await page.goto(`${base}/empresas/data-engineer`);
    await expect.poll(() => received.some(({n, p}) => n === 'pageview' && p?.page === '/empresas/data-engineer')).toBe(true);
  });

  test('with the collector down, every link still works', async ({page}) => {
    await page.route(endpoint, (route) => route.abort('connectionrefused'));
    await page.goto(`${base}/empresas/data-engineer`);
    await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
    await clickQuote(page);
    await page.getByRole('navigation', {name: 'Perfiles de la categoría'}).getByRole('link', {name: 'Analista de datos'}).click();
    await expect(page).toHaveURL(`${base}/empresas/data-analyst`);
    await expect(page.getByRole('heading', {level: 1})).toBeVisible();
  });
});
