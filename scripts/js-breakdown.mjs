#!/usr/bin/env node
/**
 * `npm run bench:js`: where each JavaScript byte a page loads comes from.
 * Builds the site with BUNDLE_STATS=1 (src/plugins/bundleStats writes the
 * modules of every chunk), opens each template in Chromium at 390 px until the
 * network is idle, and splits the brotli size of every script it loaded among
 * the modules of that script, in proportion to their minified-input size.
 * Prints, per template and language, the total and the bytes by package
 * (react-dom, @docusaurus/core…) and by our own module (src/…, .docusaurus/…).
 *
 * Usage: npm run bench:js [-- --no-build] [--port 4330] [--top 14] [--out js-breakdown.json]
 */
import {execFileSync, spawn} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import zlib from 'node:zlib';
import {chromium} from '@playwright/test';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const {values} = parseArgs({
  options: {
    build: {type: 'boolean', default: true},
    port: {type: 'string', default: '4330'},
    top: {type: 'string', default: '14'},
    out: {type: 'string', default: 'js-breakdown.json'},
  },
  allowNegative: true,
});

export const TEMPLATES = [
  ['landing', '/'],
  ['role', '/empresas/data-engineer'],
  ['team', '/empresas/equipo-desarrollo-web'],
  ['service', '/service-freelancing'],
  ['legal', '/politica-de-privacidad'],
  ['blog', '/blog'],
];

/** The floor: what any Docusaurus page with React needs, whatever the site. */
const FLOOR = new Set(['react-dom', 'react', 'scheduler', 'react-router', 'react-router-dom', 'history', '@docusaurus/core', '@docusaurus/router', 'react-helmet-async', 'webpack runtime']);

/** The package a module belongs to, or the site's own folder. */
export function groupOf(name) {
  const clean = name.replace(/^.*!/, '').replace(/ \+ \d+ modules$/, '');
  const pkg = clean.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (pkg) return pkg[1];
  const own = clean.match(/^\.\/(src\/(?:[^/]+\/)?[^/.]+|\.docusaurus\/[^/]+|[^/]+)/);
  return own ? own[1] : clean;
}

/** Leaf modules of a chunk: concatenated modules are split into the modules they hold. */
function leaves(modules) {
  return modules.flatMap((module) => (module.modules?.length ? leaves(module.modules) : module.name ? [module] : []));
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

const stats = Object.fromEntries(
  ['es', 'en'].map((locale) => {
    const file = path.join(root, '.docusaurus/bundle-stats', `${locale}.json`);
    if (!fs.existsSync(file)) throw new Error(`${file} is missing: run without --no-build`);
    const json = JSON.parse(fs.readFileSync(file, 'utf8'));
    // Asset file → the leaf modules of the chunks it carries.
    const byFile = new Map();
    for (const chunk of json.chunks) {
      for (const asset of chunk.files.filter((name) => name.endsWith('.js'))) {
        byFile.set(asset, [...(byFile.get(asset) ?? []), ...leaves(chunk.modules)]);
      }
    }
    return [locale, byFile];
  }),
);

const port = Number(values.port);
const server = await serve(port);
const browser = await chromium.launch({executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking']});
const rows = [];
try {
  for (const [template, route] of TEMPLATES) {
    for (const locale of ['es', 'en']) {
      const page = await browser.newPage({viewport: {width: 390, height: 844}});
      const scripts = new Set();
      page.on('response', (response) => {
        const url = new URL(response.url());
        if (url.pathname.endsWith('.js') && url.port === String(port)) scripts.add(url.pathname);
      });
      await page.goto(`http://127.0.0.1:${port}${locale === 'en' ? `/en${route === '/' ? '/' : route}` : route}`, {waitUntil: 'networkidle'});
      await page.close();
      const groups = new Map();
      let total = 0;
      for (const pathname of scripts) {
        const relative = pathname.replace(/^\//, '').replace(/^en\//, '');
        const bytes = brotliSize(path.join(root, 'build', locale === 'en' ? 'en' : '', relative));
        total += bytes;
        const modules = stats[locale].get(relative) ?? [];
        const size = modules.reduce((sum, module) => sum + (module.size ?? 0), 0);
        if (size === 0) {
          groups.set('webpack runtime', (groups.get('webpack runtime') ?? 0) + bytes);
          continue;
        }
        for (const module of modules) {
          const group = groupOf(module.name);
          groups.set(group, (groups.get(group) ?? 0) + (bytes * (module.size ?? 0)) / size);
        }
      }
      const floor = [...groups].filter(([group]) => FLOOR.has(group)).reduce((sum, [, bytes]) => sum + bytes, 0);
      rows.push({template, locale, totalKB: kb(total), floorKB: kb(floor), groups: Object.fromEntries([...groups].sort((a, b) => b[1] - a[1]).map(([group, bytes]) => [group, kb(bytes)]))});
    }
  }
} finally {
  await browser.close();
  server.kill();
}

console.log('JavaScript loaded at 390 px until the network is idle, brotli (quality 11), split by package and module.');
console.log(`Floor = ${[...FLOOR].join(', ')}.\n`);
for (const row of rows) {
  console.log(`${row.template} (${row.locale}): ${row.totalKB} KB, of which floor ${row.floorKB} KB and above it ${kb((row.totalKB - row.floorKB) * 1024)} KB`);
  for (const [group, size] of Object.entries(row.groups).slice(0, Number(values.top))) {
    console.log(`  ${String(size).padStart(6)} KB  ${FLOOR.has(group) ? '(floor) ' : ''}${group}`);
  }
}
fs.writeFileSync(path.resolve(root, values.out), `${JSON.stringify({date: new Date().toISOString(), rows}, null, 2)}\n`);
console.log(`\nFigures written to ${values.out}.`);
