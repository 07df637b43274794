#!/usr/bin/env node
/**
 * `npm run bench`: Lighthouse (mobile, simulated throttling, Debian's Chromium),
 * five runs per page, on the built site served compressed like production,
 * each run followed by one of a stock Docusaurus classic homepage built from
 * the same packages (A, B, A, B…: both see the same machine), so every figure
 * has a ratio to the stock home of its own runs. Then devtools (applied)
 * throttling for the landing and a role page, and interaction latencies and
 * times to hydrated in Chromium with a 4× slower CPU (scripts/bench/interactions.mjs).
 * Measuring waits for the machine to settle after the builds (--settle) and
 * begins with one Lighthouse run that is not counted.
 * Prints the medians, each run's timings and the conditions (Chromium, CPU,
 * Lighthouse's benchmarkIndex, throttling, load average, with a WARNING on a
 * busy machine), then the performance budget (LCP ≤ 1.2 s, main-thread work at
 * or below the stock home's, LCP and TBT below it, interactions ≤ 200 ms: `ok`
 * or what is over; the stock figures there are its medians over all its runs in
 * the bench, a steadier sample than the runs beside one page), and writes it
 * all to bench-results.json. It exits 1 on a figure over budget only with
 * --strict (timings move with the machine; the test command gates bytes
 * instead: `npm run budget:bytes`, Lighthouse CI).
 *
 * Usage: npm run bench [-- --build] [--dir build] [--runs 5] [--out bench-results.json] [--port 4320]
 *                       [--pages landing,role] [--locales es,pt-BR] [--no-stock] [--no-devtools]
 *                       [--no-interactions] [--save-lhr dir] [--save-trace dir] [--settle 180] [--strict]
 *   --build            rebuild the site first (otherwise the built site is reused when present)
 *   --dir              the built site to measure (default build/; a copy can be measured while build/ is rebuilt)
 *   --port             the site's port; the stock home's is the next one
 *   --runs             runs per page (each beside a stock run), and loads per interaction
 *   --pages            only these templates (landing, role, team, service, privacy, blog, country, guide, howWeWork,
 *                      comparison: scripts/bench/templates.mjs); all by default
 *   --locales          only these languages (src/config/languages.json's locales); Spanish and English by default
 *   --no-stock         skip building and measuring the stock Docusaurus homepage (ratios print as –)
 *   --no-devtools      skip the devtools-throttling runs of the landing and the role page
 *   --no-interactions  skip the interaction latencies and times to hydrated (measured when landing or role is)
 *   --save-lhr         write each run's full Lighthouse JSON into this folder (`<page>-<locale>-<run>.json`)
 *   --save-trace       write each run's Chromium trace into this folder (`<page>-<locale>-<run>.trace.json`,
 *                      opens in DevTools' Performance panel); the stock runs are `stock-beside-<page>-<locale>-<run>`,
 *                      devtools-throttled runs add `-devtools` after the locale
 *   --settle           before measuring, wait up to this many seconds for the 1-minute load average to fall to half
 *                      the CPUs (the builds above, or work before the command, leave it high); 0 does not wait
 *   --strict           exit 1 when a figure is over the performance budget
 * CHROME_PATH picks another Chromium (default /usr/bin/chromium).
 */
import {execFileSync, spawn} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {parseArgs} from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import createJiti from 'jiti';
import {browserVersion, loadMonitor, loadWarnings, machine, settle} from './bench/environment.mjs';
import {CPU_SLOWDOWN, INTERACTIONS, SLOW_MS, measureInteractions} from './bench/interactions.mjs';
import {runLighthouse} from './bench/lighthouse.mjs';
import {budgetLines, bytesTable, eachRunLines, interactionTable, LCP_LIMIT_MS, mainThreadTable, median, medians, ratios, stockOverAll, stockOverAllLine, timingTable} from './bench/report.mjs';
import {TEMPLATES} from './bench/templates.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const {values} = parseArgs({
  options: {
    build: {type: 'boolean', default: false},
    runs: {type: 'string', default: '5'},
    out: {type: 'string', default: 'bench-results.json'},
    port: {type: 'string', default: '4320'},
    dir: {type: 'string', default: 'build'},
    pages: {type: 'string'},
    locales: {type: 'string', default: 'es,en'},
    'no-stock': {type: 'boolean', default: false},
    strict: {type: 'boolean', default: false},
    'no-devtools': {type: 'boolean', default: false},
    'no-interactions': {type: 'boolean', default: false},
    'save-lhr': {type: 'string'},
    'save-trace': {type: 'string'},
    settle: {type: 'string', default: '180'},
  },
});
// Chromium builds its address bar's drop-down in a renderer of its own for every tab, so for every Lighthouse run: on two
// cores that renderer took the processor from the page's main thread while it loaded (playwright.config.ts).
const jiti = createJiti(import.meta.url, {interopDefault: true});
const {OMNIBOX_FEATURES, DISABLED_FEATURES} = jiti(path.join(root, 'playwright.config.ts'));
const {LOCALES: SITE_LOCALES, localePath} = jiti(path.join(root, 'src/config/locales.ts'));
/** Chromium honours only the last `--disable-features`: chrome-launcher's own list, and the drop-down's features. */
const LAUNCHER_DISABLED = chromeLauncher.Launcher.defaultFlags().find((flag) => flag.startsWith('--disable-features='))?.split('=')[1].split(',') ?? [];
const RUNS = Number(values.runs);
const PORT = Number(values.port);
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const docusaurus = path.join(root, 'node_modules/.bin/docusaurus');
const SITE_DIR = path.resolve(root, values.dir);

const ALL_PAGES = TEMPLATES;
/** The templates also measured with devtools (applied) throttling: the heaviest page and the most numerous one. */
const DEVTOOLS_PAGES = ['landing', 'role'];
const list = (value) => value.split(',').map((item) => item.trim()).filter(Boolean);
const wanted = values.pages ? list(values.pages) : ALL_PAGES.map(([name]) => name);
const unknown = wanted.filter((name) => !ALL_PAGES.some(([page]) => page === name));
if (unknown.length > 0) throw new Error(`Unknown page(s) ${unknown.join(', ')}; choose from ${ALL_PAGES.map(([name]) => name).join(', ')}.`);
const PAGES = ALL_PAGES.filter(([name]) => wanted.includes(name));
const LOCALES = list(values.locales);
if (LOCALES.some((locale) => !SITE_LOCALES.includes(locale))) throw new Error(`--locales takes some of ${SITE_LOCALES.join(', ')}, not ${values.locales}.`);
if (!(RUNS >= 1)) throw new Error(`--runs takes a number from 1, not ${values.runs}.`);
const SETTLE_SECONDS = Number(values.settle);
if (!(SETTLE_SECONDS >= 0)) throw new Error(`--settle takes a number of seconds from 0, not ${values.settle}.`);
const STOCK = !values['no-stock'];
const DEVTOOLS = !values['no-devtools'];
const INTERACT = !values['no-interactions'];
const folder = (option) => {
  if (!values[option]) return undefined;
  const dir = path.resolve(values[option]);
  fs.mkdirSync(dir, {recursive: true});
  return dir;
};
const LHR_DIR = folder('save-lhr');
const TRACE_DIR = folder('save-trace');

function log(message) {
  process.stderr.write(`${message}\n`);
}

/** What to undo, last first: browsers, servers, the temporary stock site. Runs once, on success, error or signal. */
const cleanups = [];
let cleaning;
function cleanup() {
  cleaning ??= (async () => {
    for (const undo of cleanups.reverse()) {
      try {
        await undo();
      } catch (error) {
        log(`cleanup: ${error.message}`);
      }
    }
  })();
  return cleaning;
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    log(`${signal}: cleaning up…`);
    void cleanup().finally(() => process.exit(130));
  });
}

/** Kills `child` at cleanup unless it has ended, and waits for it to go (a build must stop writing before its folder goes). */
function track(child) {
  const ended = new Promise((resolve) => child.on('exit', resolve));
  const undo = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill();
      await ended;
    }
  };
  cleanups.push(undo);
  return ended;
}

/** Runs a command to its end without blocking the event loop (a signal can still clean up). */
function run(command, args, cwd) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {cwd, stdio: ['ignore', 'ignore', 'inherit']});
    track(child);
    child.on('error', reject);
    child.on('exit', (code, signal) => (code === 0 ? resolve() : reject(new Error(`${path.basename(command)} ${args.join(' ')} in ${cwd} ended with ${signal ?? code}`))));
  });
}

async function buildSite() {
  if (values.build || !fs.existsSync(path.join(SITE_DIR, 'index.html'))) {
    log(`Building the site (both languages) into ${path.relative(root, SITE_DIR)}…`);
    await run(docusaurus, ['build', '--out-dir', SITE_DIR], root);
  }
}

/** The classic template of create-docusaurus, built with this repo's packages into `dir`. */
async function buildStock(dir) {
  const templates = path.join(root, 'node_modules/create-docusaurus/templates');
  fs.cpSync(path.join(templates, 'shared'), dir, {recursive: true});
  fs.cpSync(path.join(templates, 'classic'), dir, {recursive: true});
  fs.symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'));
  log('Building a stock Docusaurus classic site for comparison…');
  await run(docusaurus, ['build'], dir);
}

function serve(dir, port) {
  const child = spawn(process.execPath, [path.join(root, 'scripts/serve.mjs'), '--port', String(port), '--dir', dir, '--base-url', '/'], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  track(child);
  return new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk) => {
      if (String(chunk).includes('Serving')) resolve(child);
    });
    child.on('exit', (code) => reject(new Error(`server for ${dir} exited with ${code}`)));
  });
}

const urlOf = (port, route, locale) => `http://127.0.0.1:${port}${localePath(locale, route)}`;
const STOCK_URL = `http://127.0.0.1:${PORT + 1}/`;
/** The load average as the command started, before any build; `load` samples it from the first measured run on. */
const loadAtStart = os.loadavg().map((value) => Number(value.toFixed(2)));
let load;
let settling;
/** Every Lighthouse run's CPU benchmark, and the throttling each method used (the first run of each says). */
const benchmarkIndexes = [];
const throttling = {};
let hostUserAgent;

/** One Lighthouse run, its conditions noted; `name` names the saved files. */
async function lighthouseRun(url, name, chrome, throttlingMethod) {
  load.sample();
  const result = await runLighthouse(url, {
    port: chrome.port,
    throttlingMethod,
    lhrFile: LHR_DIR && path.join(LHR_DIR, `${name}.json`),
    traceFile: TRACE_DIR && path.join(TRACE_DIR, `${name}.trace.json`),
    log,
  });
  benchmarkIndexes.push(result.benchmarkIndex);
  throttling[throttlingMethod] ??= result.settings;
  hostUserAgent ??= result.hostUserAgent;
  return result.figures;
}

/**
 * Asks the server once for the page and every file its HTML names on the same origin, as a browser that accepts
 * brotli would. The local server compresses a file on its first request and keeps the result, as a CDN does; without
 * this, a page's first run would count that compression (up to 170 ms of the HTML's response time, which Lighthouse
 * carries into every simulated metric) and the stock home's first run its own.
 */
async function warm(url) {
  const headers = {'accept-encoding': 'br, gzip'};
  const html = await (await fetch(url, {headers})).text();
  const files = new Set([...html.matchAll(/\b(?:href|src)=["']?(\/[^"'\s>]*)/g)].map((match) => new URL(match[1], url).href));
  await Promise.all([...files].map(async (file) => (await fetch(file, {headers})).arrayBuffer()));
}

/**
 * `RUNS` runs of the page, each followed by one of the stock home (A, B, A, B…), so the ratios compare runs made in
 * the same conditions. The medians of each side, and page ÷ stock figure by figure.
 */
async function measure(chrome, name, route, locale, throttlingMethod) {
  const url = urlOf(PORT, route, locale);
  const suffix = throttlingMethod === 'devtools' ? '-devtools' : '';
  log(`Measuring ${url}${suffix ? ' (devtools throttling)' : ''}, ${RUNS} run(s)${STOCK ? ' each beside the stock home' : ''}…`);
  const runs = [];
  const stockRuns = [];
  await warm(url);
  if (STOCK) await warm(STOCK_URL);
  for (let i = 1; i <= RUNS; i += 1) {
    runs.push(await lighthouseRun(url, `${name}-${locale}${suffix}-${i}`, chrome, throttlingMethod));
    if (STOCK) stockRuns.push(await lighthouseRun(STOCK_URL, `stock-beside-${name}-${locale}${suffix}-${i}`, chrome, throttlingMethod));
  }
  const pageMedians = medians(runs);
  const stock = STOCK ? {medians: medians(stockRuns), runs: stockRuns} : undefined;
  return {page: `${name} (${locale})`, template: name, locale, url, throttlingMethod, medians: pageMedians, ratios: ratios(pageMedians, stock?.medians), runs, stock};
}

const results = {simulate: [], devtools: []};
let interactions;
let chromium;
try {
  await buildSite();
  if (STOCK) {
    const stockDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stock-docusaurus-'));
    cleanups.push(() => fs.rmSync(stockDir, {recursive: true, force: true}));
    await buildStock(stockDir);
    await serve(path.join(stockDir, 'build'), PORT + 1);
  }
  await serve(SITE_DIR, PORT);
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: [
      ...['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update'],
      ...['--disable-sync', '--no-first-run', `--disable-features=${[...LAUNCHER_DISABLED, ...OMNIBOX_FEATURES].join(',')}`],
    ],
    // Ctrl-C goes through cleanup() (servers and the stock folder too), not chrome-launcher's own exit.
    handleSIGINT: false,
  });
  const killChrome = () => chrome.kill();
  cleanups.push(killChrome);
  chromium = await browserVersion(chrome.port);
  // Measuring starts on a quiet machine: the builds above (and whatever ran before the command) leave the CPUs busy.
  settling = await settle({maxSeconds: SETTLE_SECONDS, log});
  load = loadMonitor();
  // One run that is not counted: the browser's first page load and Lighthouse's first audit run colder than the rest.
  log('One Lighthouse run that is not counted (the browser and Lighthouse warm up)…');
  const warmUpUrl = STOCK ? STOCK_URL : urlOf(PORT, '/', LOCALES[0]);
  await warm(warmUpUrl);
  await runLighthouse(warmUpUrl, {port: chrome.port, throttlingMethod: 'simulate', log});
  for (const [name, route] of PAGES) {
    for (const locale of LOCALES) results.simulate.push(await measure(chrome, name, route, locale, 'simulate'));
  }
  if (DEVTOOLS) {
    for (const [name, route] of PAGES.filter(([page]) => DEVTOOLS_PAGES.includes(page))) {
      for (const locale of LOCALES) results.devtools.push(await measure(chrome, name, route, locale, 'devtools'));
    }
  }
  // Lighthouse's browser goes before Playwright's starts: one browser at a time on the CPUs.
  await killChrome();
  cleanups.splice(cleanups.indexOf(killChrome), 1);
  // The interactions are the landing's and the role page's: measured when either template is.
  const templates = PAGES.map(([name]) => name).filter((name) => name === 'landing' || name === 'role');
  if (INTERACT && templates.length > 0) {
    interactions = await measureInteractions({
      executablePath: CHROME_PATH,
      disabledFeatures: DISABLED_FEATURES,
      templates,
      locales: LOCALES,
      urls: (locale) => ({landing: urlOf(PORT, '/', locale), role: urlOf(PORT, '/empresas/data-engineer', locale), stock: STOCK ? STOCK_URL : undefined}),
      runs: RUNS,
      log,
      between: () => load.sample(),
      register: (undo) => cleanups.push(undo),
    });
  }
} finally {
  await cleanup();
}

const loadavg = {...(load ?? loadMonitor()).finish(), atStart: loadAtStart, settling};
const warnings = loadWarnings(loadavg, {stock: STOCK});
/** The stock home over every run beside a page under simulated throttling: how much the same page moves. */
const stockAll = STOCK ? stockOverAll(results.simulate) : undefined;
const stockMedians = stockAll?.medians;
const environment = {
  date: new Date().toISOString(),
  chromium: chromium ?? hostUserAgent ?? execFileSync(CHROME_PATH, ['--version'], {encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore']}).trim(),
  hostUserAgent,
  benchmarkIndex: benchmarkIndexes.length > 0 ? {median: median(benchmarkIndexes), min: Math.min(...benchmarkIndexes), max: Math.max(...benchmarkIndexes), runs: benchmarkIndexes.length} : undefined,
  loadavg,
  ...machine(),
  throttling: {...throttling, interactions: {cpuSlowdownMultiplier: CPU_SLOWDOWN, network: 'none (local server)'}},
  warnings,
};

/** The throttling a method applies: simulate models RTT and throughput; devtools applies latency and bandwidth. */
const throttlingLine = (method) => {
  const settings = throttling[method];
  if (!settings) return undefined;
  const t = settings.throttling;
  const network =
    method === 'devtools'
      ? `latency ${t.requestLatencyMs} ms, ↓${Math.round(t.downloadThroughputKbps)} ↑${Math.round(t.uploadThroughputKbps)} Kbps`
      : `RTT ${t.rttMs} ms, ${Math.round(t.throughputKbps)} Kbps`;
  return `${method} (${settings.formFactor}): ${network}, CPU ×${t.cpuSlowdownMultiplier}`;
};
const loadText = (figures) => figures.join(' / ');
console.log(`Bench of ${environment.date}, ${RUNS} run(s) per page.`);
console.log(`Chromium: ${environment.chromium} (${CHROME_PATH})`);
console.log(`Machine: ${environment.cpuCount} CPUs, ${environment.cpuModel}; Node ${environment.node}`);
if (environment.benchmarkIndex) {
  const {median: middle, min, max, runs} = environment.benchmarkIndex;
  console.log(`Lighthouse benchmarkIndex: median ${middle}, range ${min}–${max} over ${runs} run${runs === 1 ? '' : 's'}`);
}
console.log(`Throttling: ${[throttlingLine('simulate'), throttlingLine('devtools'), interactions && `interactions: CPU ×${CPU_SLOWDOWN}, no network throttling`].filter(Boolean).join('; ')}`);
const settled = settling && settling.seconds > 0 ? `, ${settling.settled ? 'reached' : 'not reached'} after waiting ${settling.seconds} s for it to fall from ${settling.start}` : '';
console.log(
  `Load average (1 / 5 / 15 min): at the command's start ${loadText(loadavg.atStart)}; as measuring began ${loadText(loadavg.before)}${settled}; ` +
    `after ${loadText(loadavg.after)}, highest between runs ${loadText(loadavg.max)}`,
);
warnings.forEach((warning) => console.log(warning));

if (results.simulate.length > 0) {
  console.log(`\nLighthouse mobile, simulated throttling, median of ${RUNS} run(s); ×stock = page ÷ the stock home's runs interleaved with it.\n`);
  console.log(timingTable(results.simulate));
  if (stockAll) console.log(`\n${stockOverAllLine(stockAll)}`);
  console.log('\nMain-thread work by kind (ms, mainthread-work-breakdown), median of the same runs.\n');
  console.log(mainThreadTable(results.simulate));
  console.log('\nOther scores and bytes transferred (compressed) before interaction, median of the same runs.\n');
  console.log(bytesTable(results.simulate, stockMedians));
}
if (results.devtools.length > 0) {
  console.log(`\nLighthouse mobile, devtools (applied) throttling, median of ${RUNS} run(s), beside the stock home likewise.\n`);
  console.log(timingTable(results.devtools));
}
console.log('\nEach run (perf / LCP ms / TBT ms / main-thread ms):');
eachRunLines([...results.simulate, ...results.devtools.map((row) => ({...row, page: `${row.page} devtools`}))]).forEach((line) => console.log(line));
if (interactions) {
  console.log(
    `\nInteractions, Chromium at ${CPU_SLOWDOWN}× CPU slowdown, median of ${RUNS} fresh load(s): input to next paint (Event Timing; ! over ${SLOW_MS} ms), ` +
      'and navigation start to hydrated (html[data-has-hydrated]).\n',
  );
  console.log(interactionTable(interactions));
  console.log(`  (${INTERACTIONS.map(([, label, what]) => `${label}: ${what}`).join('; ')}; – not measured: its template was not asked for)`);
  for (const row of interactions.rows) {
    row.each.flatMap((each) => each.errors).forEach((error) => console.log(`  ${row.locale} failed: ${error}`));
  }
}
const budget = budgetLines(results.simulate, interactions);
console.log(
  `\nBudget (simulated throttling: LCP ≤ ${LCP_LIMIT_MS} ms; main-thread work ≤ the stock home's, LCP and TBT below it, ` +
    `each the median of the page's ratios to the stock run beside each of its runs; interactions ≤ ${SLOW_MS} ms):`,
);
budget.forEach((line) => console.log(line));
if (warnings.length > 0) console.log(`\n${warnings.join('\n')}`);

const output = {date: environment.date, runs: RUNS, environment, lighthouse: {...results, stock: stockMedians, stockOverAll: stockAll}, interactions};
fs.writeFileSync(path.resolve(root, values.out), `${JSON.stringify(output, null, 2)}\n`);
console.log(`\nFigures written to ${values.out}.`);
if (values.strict && budget.some((line) => line.includes('OVER'))) process.exitCode = 1;
