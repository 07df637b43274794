#!/usr/bin/env node
/**
 * Lists what the English site is missing, file by file:
 * - English MDX files that are missing, or older (by git history) than their Spanish source;
 * - UI strings absent from i18n/en/code.json, or still equal to the Spanish default
 *   (ids in i18n/en/identical.json may legitimately read the same, e.g. "Blog").
 * Exits 1 when anything is listed. Usage: npm run check:i18n
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const TREES = [
  ['empresas', 'i18n/en/docusaurus-plugin-content-docs/current'],
  ['src/pages', 'i18n/en/docusaurus-plugin-content-pages'],
  ['blog', 'i18n/en/docusaurus-plugin-content-blog'],
];

function listMdx(dir) {
  const absolute = path.join(root, dir);
  if (!fs.existsSync(absolute)) return [];
  return fs
    .readdirSync(absolute, {recursive: true, encoding: 'utf8'})
    .filter((name) => /\.mdx?$/.test(name))
    .sort();
}

function dirty(file) {
  try {
    return execFileSync('git', ['status', '--porcelain', '--', file], {cwd: root, encoding: 'utf8'}).trim() !== '';
  } catch {
    return true;
  }
}

/** When the file last changed: its last commit, or its modification time if it has uncommitted changes. */
function changedAt(file) {
  if (!dirty(file)) {
    const out = execFileSync('git', ['log', '-1', '--format=%ct', '--', file], {cwd: root, encoding: 'utf8'}).trim();
    if (out) return Number(out);
  }
  return Math.floor(fs.statSync(path.join(root, file)).mtimeMs / 1000);
}

const problems = [];

for (const [source, target] of TREES) {
  for (const name of listMdx(source)) {
    const es = path.posix.join(source, name);
    const en = path.posix.join(target, name);
    if (!fs.existsSync(path.join(root, en))) {
      problems.push(`${en}: missing (translates ${es})`);
    } else if (changedAt(en) < changedAt(es)) {
      problems.push(`${en}: older than ${es}; update the translation`);
    }
  }
}

// Extract the Spanish defaults of every UI string in a scratch copy of the site.
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'check-i18n-'));
try {
  for (const entry of fs.readdirSync(root)) {
    if (['node_modules', 'build', 'build-talento', '.git', '.docusaurus', 'i18n', 'test-results'].includes(entry)) continue;
    fs.cpSync(path.join(root, entry), path.join(scratch, entry), {recursive: true});
  }
  fs.symlinkSync(path.join(root, 'node_modules'), path.join(scratch, 'node_modules'));
  execFileSync(path.join(root, 'node_modules/.bin/docusaurus'), ['write-translations', '--locale', 'es'], {cwd: scratch, stdio: 'pipe'});
  const defaults = JSON.parse(fs.readFileSync(path.join(scratch, 'i18n/es/code.json'), 'utf8'));
  const english = JSON.parse(fs.readFileSync(path.join(root, 'i18n/en/code.json'), 'utf8'));
  const identicalFile = path.join(root, 'i18n/en/identical.json');
  const identical = new Set(fs.existsSync(identicalFile) ? JSON.parse(fs.readFileSync(identicalFile, 'utf8')) : []);
  for (const [id, {message}] of Object.entries(defaults)) {
    if (id.startsWith('theme.')) continue;
    if (!(id in english)) {
      problems.push(`i18n/en/code.json: "${id}" is missing (Spanish: "${message}")`);
    } else if (english[id].message === message && !identical.has(id)) {
      problems.push(`i18n/en/code.json: "${id}" is still the Spanish text "${message}"`);
    }
  }
} finally {
  fs.rmSync(scratch, {recursive: true, force: true});
}

if (problems.length > 0) {
  console.error(`English translation: ${problems.length} problem(s)\n${problems.map((p) => `  ${p}`).join('\n')}`);
  process.exit(1);
}
console.log('English translation: complete and up to date.');
