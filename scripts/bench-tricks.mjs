#!/usr/bin/env node
/**
 * `npm run bench:tricks`: what each speed trick of the wall (src/plugins/lean) buys in bytes. Builds the Spanish site
 * once with every trick on, then once with each trick off (LEAN_OFF=<trick>), into scratch folders, and measures each
 * build as `npm run budget:bytes` does (start-up scripts and stylesheets of one page per template, brotli, loaded in
 * Chromium until hydrated). Prints, per trick, what turning it off adds on each template. Tricks that buy time rather
 * than bytes show ~0 here: `npm run bench` measures those (with LEAN_OFF=<trick> on its build).
 *   --tricks a,b      only these (default: every trick)
 *   --locale es|en    the language to build and load (default es)
 *   --keep            leave the scratch builds in the system's temporary folder
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {parseArgs} from 'node:util';
import createJiti from 'jiti';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const jiti = createJiti(import.meta.url, {interopDefault: true});
const {TRICKS} = jiti(path.join(root, 'src/plugins/lean/index.ts'));
const {kb} = jiti(path.join(root, 'scripts/budgets/bytes.ts'));

const {values} = parseArgs({options: {tricks: {type: 'string'}, locale: {type: 'string', default: 'es'}, keep: {type: 'boolean', default: false}}});
const tricks = values.tricks ? values.tricks.split(',') : Object.keys(TRICKS);
const unknown = tricks.filter((name) => !(name in TRICKS));
if (unknown.length > 0) {
  console.error(`Unknown trick ${unknown.join(', ')}: the tricks are ${Object.keys(TRICKS).join(', ')}.`);
  process.exit(2);
}
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'lean-tricks-'));

/** Builds with `off` switched off and returns the bytes of each template. */
function measure(off) {
  const outDir = path.join(scratch, off || 'all-on');
  const env = {...process.env, LEAN_OFF: off};
  console.error(`Building with ${off ? `${off} off` : 'every trick on'}…`);
  execFileSync('npx', ['docusaurus', 'build', '--locale', values.locale, '--out-dir', outDir], {cwd: root, env, stdio: ['ignore', 'ignore', 'inherit']});
  const json = path.join(scratch, `${off || 'all-on'}.json`);
  try {
    execFileSync(process.execPath, [path.join(root, 'scripts/check-bytes.mjs'), '--build-dir', outDir, '--locales', values.locale, '--json', json], {cwd: root, stdio: 'ignore'});
  } catch {
    // Over budget is expected with a trick off: the figures were written all the same.
  }
  if (!values.keep) fs.rmSync(outDir, {recursive: true, force: true});
  return JSON.parse(fs.readFileSync(json, 'utf8'));
}

try {
  const base = measure('');
  const pages = Object.keys(base);
  console.log(`What each trick buys: the start-up bytes (brotli, KB, ${values.locale}) a page gains when the trick is off.\n`);
  console.log(`${'trick'.padEnd(16)}${pages.map((page) => page.split('/')[0].padStart(10)).join('')}`);
  for (const trick of tricks) {
    const off = measure(trick);
    const cells = pages.map((page) => {
      const delta = off[page].scripts + off[page].styles - (base[page].scripts + base[page].styles);
      return `${delta >= 0 ? '+' : '−'}${kb(Math.abs(delta))}`.padStart(10);
    });
    console.log(`${trick.padEnd(16)}${cells.join('')}`);
  }
  console.log(`\nEvery trick on: ${pages.map((page) => `${page.split('/')[0]} ${kb(base[page].scripts + base[page].styles)}`).join(', ')} KB.`);
} finally {
  if (!values.keep) fs.rmSync(scratch, {recursive: true, force: true});
}
