#!/usr/bin/env node
/**
 * `npm run bench:js`: where each JavaScript byte a page loads comes from.
 * Builds the site with BUNDLE_STATS=1 (src/plugins/bundleStats keeps a source
 * map of every script in .docusaurus/bundle-stats/), opens each template in
 * Chromium at 390 px until the network is idle, and splits the brotli size of
 * every script it loaded among its sources, in proportion to the minified bytes
 * each one became (bytes no source claims are the bundler's own).
 * Prints, per template and language, the total against its target and the
 * bytes in five layers, from the floor up, each with its largest packages or
 * modules:
 * - React: react-dom, react, scheduler;
 * - Docusaurus runtime: @docusaurus/core and the libraries it is built on
 *   (router, history, head manager, loadable), the bundler's runtime, and the
 *   tables Docusaurus generates into every page's main script (routes, chunk
 *   registry, configuration, global data);
 * - Docusaurus theme: theme-classic, theme-common, the content plugins' client
 *   code, MDX's provider;
 * - site, every page: this site's modules in the main script (header, footer,
 *   language switch, swizzled theme parts) and its interface text (the code
 *   translations Docusaurus puts in every page);
 * - this page: the route's own scripts (its components, content and data).
 * React and the runtime are the floor: what any Docusaurus page needs.
 *
 * Usage: npm run bench:js [-- --no-build] [--port 4330] [--top 5] [--out js-breakdown.json]
 */
import {execFileSync, spawn} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import zlib from 'node:zlib';
import {chromium} from '@playwright/test';
import {SourceMapConsumer} from 'source-map-js';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const {values} = parseArgs({
  options: {
    build: {type: 'boolean', default: true},
    port: {type: 'string', default: '4330'},
    top: {type: 'string', default: '5'},
    out: {type: 'string', default: 'js-breakdown.json'},
  },
  allowNegative: true,
});

/** Each template, one page of it, and its target (KB brotli, issue 12). */
export const TEMPLATES = [
  ['landing', '/', 105],
  ['role', '/empresas/data-engineer', 95],
  ['team', '/empresas/equipo-desarrollo-web', 95],
  ['service', '/service-freelancing', 95],
  ['legal', '/politica-de-privacidad', 95],
  ['blog', '/blog', 95],
];

const REACT = new Set(['react-dom', 'react', 'scheduler']);
/** @docusaurus/core's client and what it is built on, whatever the site. */
const RUNTIME = new Set([
  'webpack runtime',
  '@docusaurus/core',
  '@docusaurus/utils-common',
  'react-router',
  'react-router-dom',
  'react-router-config',
  'history',
  'path-to-regexp',
  'resolve-pathname',
  'value-equal',
  'tiny-invariant',
  'tiny-warning',
  'invariant',
  'isarray',
  'react-is',
  'prop-types',
  'hoist-non-react-statics',
  '@babel/runtime',
  'react-helmet-async',
  'react-fast-compare',
  'shallowequal',
  'react-loadable',
  'react-loadable-ssr-addon-v5-slorber',
  // Docusaurus's bundler plugin that maps chunk names to files, for prefetching.
  'ChunkAssetRuntimeModule',
  // This site's lighter stand-ins for runtime pieces (tslib helper, progress bar, no banner).
  'src/plugins/lean',
]);
/**
 * What Docusaurus generates into the main script of every page. Not the code translations: those are this
 * site's own interface text (the whole site's, in every page), counted with the site.
 */
const GENERATED = /^\.docusaurus\/(?:registry\.js|routes\.js|routesChunkNames\.json|docusaurus\.config\.mjs|globalData\.json|site-metadata\.json|i18n\.json|client-modules\.js|site-storage\.json)$/;
const THEME = /^(?:@docusaurus\/(?:theme-|plugin-content-)|@mdx-js\/react$|infima$|clsx$)/;

export const LAYERS = ['React', 'Docusaurus runtime', 'Docusaurus theme', 'site, every page', 'this page'];
const FLOOR_LAYERS = new Set(['React', 'Docusaurus runtime']);

/** The layer of a group of modules (see groupOf); `shared` says whether it came in the main script. */
export function layerOf(group, shared) {
  if (REACT.has(group)) return 'React';
  if (RUNTIME.has(group) || GENERATED.test(group)) return 'Docusaurus runtime';
  if (THEME.test(group)) return 'Docusaurus theme';
  return shared ? 'site, every page' : 'this page';
}

/** The package a module (`./node_modules/…`, `./src/…`, see sourceModule) belongs to, or the site's own folder. */
export function groupOf(name) {
  const pkg = name.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (pkg) return pkg[1];
  const own = name.match(/^\.\/(src\/(?:[^/]+\/)?[^/.]+|\.docusaurus\/[^/]+|[^/]+)/);
  return own ? own[1] : name;
}

/** A source map's source as a module path (`./src/…`, `./node_modules/…`), or '' for the bundler's own runtime code. */
export function sourceModule(source) {
  const name = source.replace(/^webpack:\/\/[^/]*\//, '').replace(/^[a-z]+\|/, '');
  if (name.startsWith('webpack/')) return '';
  const relative = path.isAbsolute(name) ? path.relative(root, name) : name.replace(/^\.\//, '');
  return `./${relative}`;
}

/**
 * Minified bytes of a script per source module (`./node_modules/…`, `./src/…`), from its source map: each mapped
 * segment runs to the next one on its line. Bytes before a line's first segment belong to the bundler ('').
 */
function bytesBySource(file, map) {
  const lines = fs.readFileSync(file, 'utf8').split('\n');
  const consumer = new SourceMapConsumer(JSON.parse(fs.readFileSync(map, 'utf8')));
  const segments = [];
  consumer.eachMapping((mapping) => segments.push(mapping), null, SourceMapConsumer.GENERATED_ORDER);
  const bytes = new Map();
  const add = (source, text) => bytes.set(source, (bytes.get(source) ?? 0) + Buffer.byteLength(text));
  lines.forEach((text, index) => {
    const onLine = segments.filter((segment) => segment.generatedLine === index + 1);
    add('', text.slice(0, onLine[0]?.generatedColumn ?? text.length) + '\n');
    onLine.forEach((segment, i) => {
      const source = segment.source ? sourceModule(segment.source) : '';
      add(source, text.slice(segment.generatedColumn, onLine[i + 1]?.generatedColumn ?? text.length));
    });
  });
  return bytes;
}

function brotliSize(file) {
  return zlib.brotliCompressSync(fs.readFileSync(file), {params: {[zlib.constants.BROTLI_PARAM_QUALITY]: 11}}).length;
}

function serve(port) {
  const child = spawn(process.execPath, [path.join(root, 'scripts/serve.mjs'), '--port', String(port)], {stdio: ['ignore', 'pipe', 'inherit']});
  return new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk) => String(chunk).includes('Serving') && resolve(child));
    child.on('exit', (code) => reject(new Error(`the server exited with ${code}`)));
  });
}

const kb = (bytes) => Number((bytes / 1024).toFixed(1));

if (values.build) {
  process.stderr.write('Building the site with bundle stats (both languages)…\n');
  execFileSync(path.join(root, 'node_modules/.bin/docusaurus'), ['build'], {cwd: root, stdio: ['ignore', 'ignore', 'inherit'], env: {...process.env, BUNDLE_STATS: '1'}});
}

const port = Number(values.port);
const server = await serve(port);
const browser = await chromium.launch({executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking']});
const rows = [];
try {
  for (const [template, route, target] of TEMPLATES) {
    for (const locale of ['es', 'en']) {
      const page = await browser.newPage({viewport: {width: 390, height: 844}});
      const scripts = new Set();
      page.on('response', (response) => {
        const url = new URL(response.url());
        if (url.pathname.endsWith('.js') && url.port === String(port)) scripts.add(url.pathname);
      });
      await page.goto(`http://127.0.0.1:${port}${locale === 'en' ? `/en${route === '/' ? '/' : route}` : route}`, {waitUntil: 'networkidle'});
      await page.close();
      /** layer → group → bytes */
      const layers = new Map(LAYERS.map((layer) => [layer, new Map()]));
      const add = (group, shared, bytes) => {
        const groups = layers.get(layerOf(group, shared));
        groups.set(group, (groups.get(group) ?? 0) + bytes);
      };
      let total = 0;
      for (const pathname of scripts) {
        const relative = pathname.replace(/^\//, '').replace(/^en\//, '');
        const file = path.join(root, 'build', locale === 'en' ? 'en' : '', relative);
        const map = path.join(root, '.docusaurus/bundle-stats', locale, `${relative}.map`);
        if (!fs.existsSync(map)) throw new Error(`${map} is missing: build/ is not the last stats build (run without --no-build)`);
        const bytes = brotliSize(file);
        total += bytes;
        const shared = /^assets\/js\/(?:main|runtime~main)\./.test(relative);
        const sources = bytesBySource(file, map);
        const minified = [...sources.values()].reduce((a, b) => a + b, 0);
        for (const [source, size] of sources) add(source ? groupOf(source) : 'webpack runtime', shared, (bytes * size) / minified);
      }
      const sum = (groups) => [...groups.values()].reduce((a, b) => a + b, 0);
      const floor = LAYERS.filter((layer) => FLOOR_LAYERS.has(layer)).reduce((a, layer) => a + sum(layers.get(layer)), 0);
      rows.push({
        template,
        locale,
        targetKB: target,
        totalKB: kb(total),
        floorKB: kb(floor),
        layers: Object.fromEntries(
          LAYERS.map((layer) => [
            layer,
            {totalKB: kb(sum(layers.get(layer))), groups: Object.fromEntries([...layers.get(layer)].sort((a, b) => b[1] - a[1]).map(([group, bytes]) => [group, kb(bytes)]))},
          ]),
        ),
      });
    }
  }
} finally {
  await browser.close();
  server.kill();
}

console.log('JavaScript loaded at 390 px until the network is idle, brotli (quality 11), in KB, by layer (floor = React + Docusaurus runtime).\n');
const cell = (value, width) => String(value).padStart(width);
console.log(`${'page'.padEnd(14)}${cell('total', 7)}${cell('target', 8)}${cell('floor', 7)}${LAYERS.map((layer) => cell(layer, layer.length + 2)).join('')}`);
for (const row of rows) {
  console.log(`${`${row.template} ${row.locale}`.padEnd(14)}${cell(row.totalKB, 7)}${cell(row.targetKB, 8)}${cell(row.floorKB, 7)}${LAYERS.map((layer) => cell(row.layers[layer].totalKB, layer.length + 2)).join('')}`);
}
const top = Number(values.top);
if (top > 0) {
  for (const row of rows) {
    console.log(`\n${row.template} (${row.locale}): ${row.totalKB} KB, target ${row.targetKB} KB, floor ${row.floorKB} KB`);
    for (const layer of LAYERS) {
      const {totalKB, groups} = row.layers[layer];
      const largest = Object.entries(groups).slice(0, top).map(([group, size]) => `${group} ${size}`);
      console.log(`  ${cell(totalKB, 5)}  ${layer}: ${largest.join(', ')}`);
    }
  }
}
fs.writeFileSync(path.resolve(root, values.out), `${JSON.stringify({date: new Date().toISOString(), rows}, null, 2)}\n`);
console.log(`\nFigures written to ${values.out}.`);
