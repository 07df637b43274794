#!/usr/bin/env node
/**
 * `npm run budget:bytes`: the byte budget by difference (scripts/budgets/bytes.ts). Serves the build (run
 * `npm run build` first) with `npm run serve`, loads one page of each template in each language in Chromium at
 * 390 px until it has hydrated, measures the scripts and stylesheets it loaded (brotli, from
 * the build's files), prints them beside the figures recorded in budgets/bytes.json, and exits 1 when any grew by
 * more than 2 KB.
 *   --update          record today's figures (after a growth made on purpose; commit the file with the change)
 *   --build-dir DIR   another build (default build/)
 *   --port N          where to serve it (default 4340); CHROME_PATH picks another Chromium
 *   --locales es,en   the languages to load (default Spanish and English, whose figures the budget records)
 *   --json FILE       also write the figures to FILE (`npm run bench:tricks` reads them)
 */
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {chromium} from '@playwright/test';
import createJiti from 'jiti';
import {TEMPLATES} from './bench/templates.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const jiti = createJiti(import.meta.url, {interopDefault: true});
const {pageBytes, overBudget, kb, TOLERANCE} = jiti(path.join(root, 'scripts/budgets/bytes.ts'));
// The browser tests' switch: without the address bar's drop-down, which Chromium would otherwise build for each page.
const {DISABLED_FEATURES} = jiti(path.join(root, 'playwright.config.ts'));
const {localePath} = jiti(path.join(root, 'src/config/locales.ts'));

const {values} = parseArgs({
  options: {
    update: {type: 'boolean', default: false},
    'build-dir': {type: 'string', default: 'build'},
    port: {type: 'string', default: '4340'},
    locales: {type: 'string', default: 'es,en'},
    json: {type: 'string'},
  },
});
const buildDir = path.resolve(root, values['build-dir']);
const FILE = path.join(root, 'budgets/bytes.json');
const LOCALES = values.locales.split(',');
const BASE = `http://127.0.0.1:${values.port}`;

if (!fs.existsSync(path.join(buildDir, 'index.html'))) {
  console.error(`No build in ${path.relative(root, buildDir) || '.'}: run \`npm run build\` first.`);
  process.exit(2);
}

/** `npm run serve` on the build, resolved once it listens. */
function serve() {
  const child = spawn(process.execPath, [path.join(root, 'scripts/serve.mjs'), '--port', values.port, '--dir', buildDir], {stdio: ['ignore', 'pipe', 'inherit']});
  return new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk) => String(chunk).includes('Serving') && resolve(child));
    child.on('exit', (code) => reject(new Error(`npm run serve exited with ${code}`)));
  });
}

const server = await serve();
let browser;
const current = {};
try {
  browser = await chromium.launch({executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium-headless-shell', args: [`--disable-features=${DISABLED_FEATURES.join(',')}`, '--no-sandbox', '--disable-gpu']});
  // Every template (the comparison and "how we work" are held to the role page's budget, BUDGET_OF in scripts/budgets/bytes.ts; the cost guide, which ships its cited facts, to its own).
  for (const [template, route] of TEMPLATES) {
    for (const locale of LOCALES) {
      const url = localePath(locale, route);
      const page = await browser.newPage({viewport: {width: 390, height: 844}});
      // No time limit: the test command runs this stage yielding the processor (`nice`) beside the browser tests, and
      // a page may take minutes to load there. What it measures does not depend on time. An error on the page stops
      // the wait instead (a page that fails to hydrate would otherwise be waited for until the run is stopped).
      page.setDefaultTimeout(0);
      page.setDefaultNavigationTimeout(0);
      const failed = new Promise((resolve, reject) => {
        page.on('pageerror', (error) => reject(new Error(`${url}: ${error.message}`)));
        page.on('crash', () => reject(new Error(`${url}: the page crashed`)));
      });
      const assets = {scripts: [], styles: []};
      page.on('request', (request) => {
        const asset = new URL(request.url());
        if (asset.origin !== BASE) return;
        if (request.resourceType() === 'script') assets.scripts.push(asset.pathname);
        if (request.resourceType() === 'stylesheet') assets.styles.push(asset.pathname);
      });
      // Once hydrated, a page asks for nothing more until it is scrolled or used (the search index, say).
      await Promise.race([
        failed,
        (async () => {
          await page.goto(`${BASE}${url}`);
          await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
        })(),
      ]);
      await page.close();
      const {scripts, styles} = pageBytes(buildDir, url, assets);
      current[`${template}/${locale}`] = {scripts, styles};
    }
  }
} finally {
  // A browser that did not start must not leave the server running (it would keep this process alive).
  await browser?.close();
  server.kill();
}

if (values.json) fs.writeFileSync(values.json, `${JSON.stringify(current, null, 2)}\n`);

const recorded = fs.existsSync(FILE) ? JSON.parse(fs.readFileSync(FILE, 'utf8')).pages : {};
const sign = (bytes) => `${bytes >= 0 ? '+' : '−'}${kb(Math.abs(bytes))}`;
console.log(`Start-up bytes (brotli, KB) against budgets/bytes.json; more than ${kb(TOLERANCE)} KB of growth fails.\n`);
console.log(`${'page'.padEnd(16)}${'scripts'.padStart(9)}${'Δ'.padStart(8)}${'styles'.padStart(9)}${'Δ'.padStart(8)}`);
for (const [page, now] of Object.entries(current)) {
  const before = recorded[page];
  const delta = (kind) => (before ? sign(now[kind] - before[kind]) : 'new');
  console.log(`${page.padEnd(16)}${kb(now.scripts).padStart(9)}${delta('scripts').padStart(8)}${kb(now.styles).padStart(9)}${delta('styles').padStart(8)}`);
}

if (values.update) {
  fs.mkdirSync(path.dirname(FILE), {recursive: true});
  const note = 'Start-up bytes (brotli) of one page per template and language, recorded by `npm run budget:bytes -- --update`; the test command fails when one grows by more than 2 KB (scripts/budgets/bytes.ts).';
  fs.writeFileSync(FILE, `${JSON.stringify({note, pages: current}, null, 2)}\n`);
  console.log(`\nRecorded in ${path.relative(root, FILE)}.`);
  process.exit(0);
}

const problems = overBudget(recorded, current);
if (problems.length > 0) {
  console.error(`\nOver the byte budget:\n${problems.map((problem) => `- ${problem}`).join('\n')}`);
  console.error('Make it smaller, or, if the growth buys the visitor something, record it: `npm run budget:bytes -- --update`, committed with the change.');
  process.exit(1);
}
console.log('\nEvery template within the budget.');
