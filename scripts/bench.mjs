#!/usr/bin/env node
/**
 * `npm run bench`: Lighthouse (mobile, simulated throttling, Debian's Chromium),
 * three runs per page, on the built site served compressed like production,
 * beside a stock Docusaurus classic homepage built from the same packages.
 * Prints the medians and each run's timings, and writes the figures to bench-results.json. It measures;
 * it never fails on a figure (the budgets are gated by Lighthouse CI).
 *
 * Usage: npm run bench [-- --build] [--runs 3] [--out bench-results.json] [--port 4320]
 *                       [--pages landing,role] [--locales es] [--no-stock] [--save-lhr dir]
 *   --build     rebuild the site first (otherwise build/ is reused when present)
 *   --pages     only these templates (landing, role, team, service, privacy, blog); all by default
 *   --locales   only these languages (es, en); both by default
 *   --no-stock  skip building and measuring the stock Docusaurus homepage (faster iterations)
 *   --save-lhr  write each run's full Lighthouse JSON into this folder (`<page>-<locale>-<run>.json`)
 */
import {execFileSync, spawn} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {parseArgs} from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const {values} = parseArgs({
  options: {
    build: {type: 'boolean', default: false},
    runs: {type: 'string', default: '3'},
    out: {type: 'string', default: 'bench-results.json'},
    port: {type: 'string', default: '4320'},
    pages: {type: 'string'},
    locales: {type: 'string', default: 'es,en'},
    'no-stock': {type: 'boolean', default: false},
    'save-lhr': {type: 'string'},
  },
});
const RUNS = Number(values.runs);
const PORT = Number(values.port);
const docusaurus = path.join(root, 'node_modules/.bin/docusaurus');

const ALL_PAGES = [
  ['landing', '/'],
  ['role', '/empresas/data-engineer'],
  ['team', '/empresas/equipo-desarrollo-web'],
  ['service', '/service-freelancing'],
  ['privacy', '/politica-de-privacidad'],
  ['blog', '/blog'],
];
const list = (value) => value.split(',').map((item) => item.trim()).filter(Boolean);
const wanted = values.pages ? list(values.pages) : ALL_PAGES.map(([name]) => name);
const unknown = wanted.filter((name) => !ALL_PAGES.some(([page]) => page === name));
if (unknown.length > 0) throw new Error(`Unknown page(s) ${unknown.join(', ')}; choose from ${ALL_PAGES.map(([name]) => name).join(', ')}.`);
const PAGES = ALL_PAGES.filter(([name]) => wanted.includes(name));
const LOCALES = list(values.locales);
if (LOCALES.some((locale) => !['es', 'en'].includes(locale))) throw new Error(`--locales takes es and/or en, not ${values.locales}.`);
const STOCK = !values['no-stock'];
const SAVE_DIR = values['save-lhr'] ? path.resolve(values['save-lhr']) : undefined;
if (SAVE_DIR) fs.mkdirSync(SAVE_DIR, {recursive: true});

function log(message) {
  process.stderr.write(`${message}\n`);
}

function buildSite() {
  if (values.build || !fs.existsSync(path.join(root, 'build/index.html'))) {
    log('Building the site (both languages)…');
    execFileSync(docusaurus, ['build'], {cwd: root, stdio: ['ignore', 'ignore', 'inherit']});
  }
}

/** The classic template of create-docusaurus, built with this repo's packages. */
function buildStock() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stock-docusaurus-'));
  const templates = path.join(root, 'node_modules/create-docusaurus/templates');
  fs.cpSync(path.join(templates, 'shared'), dir, {recursive: true});
  fs.cpSync(path.join(templates, 'classic'), dir, {recursive: true});
  fs.symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'));
  log('Building a stock Docusaurus classic site for comparison…');
  execFileSync(docusaurus, ['build'], {cwd: dir, stdio: ['ignore', 'ignore', 'inherit']});
  return dir;
}

function serve(dir, port) {
  const child = spawn(process.execPath, [path.join(root, 'scripts/serve.mjs'), '--port', String(port), '--dir', dir, '--base-url', '/'], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk) => {
      if (String(chunk).includes('Serving')) resolve(child);
    });
    child.on('exit', (code) => reject(new Error(`server for ${dir} exited with ${code}`)));
  });
}

const median = (numbers) => {
  const sorted = [...numbers].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/** The figures of one Lighthouse result. */
function figures(lhr) {
  const bytes = Object.fromEntries(lhr.audits['resource-summary'].details.items.map((item) => [item.resourceType, item.transferSize]));
  return {
    performance: Math.round(lhr.categories.performance.score * 100),
    accessibility: Math.round(lhr.categories.accessibility.score * 100),
    bestPractices: Math.round(lhr.categories['best-practices'].score * 100),
    seo: Math.round(lhr.categories.seo.score * 100),
    lcpMs: Math.round(lhr.audits['largest-contentful-paint'].numericValue),
    tbtMs: Math.round(lhr.audits['total-blocking-time'].numericValue),
    cls: Number(lhr.audits['cumulative-layout-shift'].numericValue.toFixed(3)),
    htmlKB: kb(bytes.document),
    cssKB: kb(bytes.stylesheet),
    jsKB: kb(bytes.script),
    fontKB: kb(bytes.font),
    imageKB: kb(bytes.image),
    totalKB: kb(bytes.total),
  };
}

function kb(value = 0) {
  return Number((value / 1024).toFixed(1));
}

/** Medians over the runs, figure by figure. */
function medians(runs) {
  return Object.fromEntries(Object.keys(runs[0]).map((key) => [key, median(runs.map((run) => run[key]))]));
}

async function measure(chrome, url, name) {
  const runs = [];
  for (let i = 0; i < RUNS; i += 1) {
    let result;
    // A trace that failed to record (NO_NAVSTART, seen on a busy machine) is retried, not counted.
    for (let attempt = 1; ; attempt += 1) {
      result = await lighthouse(url, {port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo']});
      if (!result.lhr.runtimeError) break;
      if (attempt === 3) throw new Error(`Lighthouse failed three times on ${url}: ${result.lhr.runtimeError.message}`);
      log(`  ${result.lhr.runtimeError.code}; measuring again…`);
    }
    if (SAVE_DIR) fs.writeFileSync(path.join(SAVE_DIR, `${name}-${i + 1}.json`), result.report);
    runs.push(figures(result.lhr));
  }
  // The timings of each run too: on a shared machine the spread says as much as the median.
  return {...medians(runs), each: runs.map(({performance, lcpMs, tbtMs, cls}) => ({performance, lcpMs, tbtMs, cls}))};
}

const COLUMNS = [
  ['page', 24],
  ['performance', 5, 'perf'],
  ['accessibility', 5, 'a11y'],
  ['bestPractices', 5, 'bp'],
  ['seo', 5, 'seo'],
  ['lcpMs', 7, 'LCP ms'],
  ['tbtMs', 7, 'TBT ms'],
  ['cls', 6, 'CLS'],
  ['htmlKB', 7, 'HTML KB'],
  ['cssKB', 7, 'CSS KB'],
  ['jsKB', 7, 'JS KB'],
  ['fontKB', 8, 'font KB'],
  ['imageKB', 7, 'img KB'],
  ['totalKB', 8, 'total KB'],
];

function table(rows) {
  const line = (cells) => cells.map((cell, i) => String(cell).padStart(i === 0 ? 0 : COLUMNS[i][1]).padEnd(i === 0 ? COLUMNS[0][1] : 0)).join(' ');
  return [line(COLUMNS.map(([key, , label]) => label ?? key)), ...rows.map((row) => line(COLUMNS.map(([key]) => row[key])))].join('\n');
}

buildSite();
const stockDir = STOCK ? buildStock() : undefined;
const servers = [await serve(path.join(root, 'build'), PORT), ...(stockDir ? [await serve(path.join(stockDir, 'build'), PORT + 1)] : [])];
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
const rows = [];
try {
  for (const [name, route] of PAGES) {
    for (const locale of LOCALES) {
      const url = `http://127.0.0.1:${PORT}${locale === 'en' ? `/en${route === '/' ? '/' : route}` : route}`;
      log(`Measuring ${url} (${RUNS} runs)…`);
      rows.push({page: `${name} (${locale})`, url, ...(await measure(chrome, url, `${name}-${locale}`))});
    }
  }
  if (stockDir) {
    log('Measuring the stock Docusaurus classic homepage…');
    rows.push({page: 'stock Docusaurus home', url: `http://127.0.0.1:${PORT + 1}/`, ...(await measure(chrome, `http://127.0.0.1:${PORT + 1}/`, 'stock'))});
  }
} finally {
  await chrome.kill();
  servers.forEach((server) => server.kill());
  if (stockDir) fs.rmSync(stockDir, {recursive: true, force: true});
}

console.log(`Lighthouse mobile, simulated throttling, median of ${RUNS} runs; bytes transferred (compressed) before interaction.\n`);
console.log(table(rows));
console.log('\nEach run (perf / LCP ms / TBT ms / CLS):');
for (const row of rows) {
  console.log(`${row.page.padEnd(COLUMNS[0][1])} ${row.each.map((run) => `${run.performance} / ${run.lcpMs} / ${run.tbtMs} / ${run.cls}`.padStart(24)).join('')}`);
}
fs.writeFileSync(path.resolve(root, values.out), `${JSON.stringify({date: new Date().toISOString(), runs: RUNS, rows}, null, 2)}\n`);
console.log(`\nFigures written to ${values.out}.`);
