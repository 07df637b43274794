#!/usr/bin/env node
/**
 * Lists what the English site is missing, file by file:
 * - English MDX files (and the role pages' shared questions, _faq.yml) that are
 *   missing, older (by git history) than their Spanish source, or without a
 *   Spanish source at all;
 * - translation messages (i18n/en/code.json and every plugin's file, such as
 *   i18n/en/ready-roles/categories.json) that are absent, or still equal to the
 *   Spanish default (ids in i18n/en/identical.json may read the same, e.g. "Blog");
 * - UI messages longer than 200 characters: paragraphs belong in MDX pages,
 *   where translators see them in context and only their page loads them.
 * Exits 1 when anything is listed. Usage: npm run check:i18n
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const MAX_MESSAGE = 200;
const MDX = /\.mdx?$/;
/** Each Spanish tree, its English twin and the files translated there (the role tree also holds the shared questions, _faq.yml). */
const TREES = [
  ['empresas', 'i18n/en/docusaurus-plugin-content-docs/current', /\.(mdx?|ya?ml)$/],
  ['src/pages', 'i18n/en/docusaurus-plugin-content-pages', MDX],
  ['blog', 'i18n/en/docusaurus-plugin-content-blog', MDX],
];

function listFiles(dir, pattern) {
  const absolute = path.join(root, dir);
  if (!fs.existsSync(absolute)) return [];
  return fs
    .readdirSync(absolute, {recursive: true, encoding: 'utf8'})
    .map((name) => name.split(path.sep).join('/'))
    .filter((name) => pattern.test(name))
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

for (const [source, target, pattern] of TREES) {
  const sources = new Set(listFiles(source, pattern));
  for (const name of sources) {
    const es = path.posix.join(source, name);
    const en = path.posix.join(target, name);
    if (!fs.existsSync(path.join(root, en))) {
      problems.push(`${en}: missing (translates ${es})`);
    } else if (changedAt(en) < changedAt(es)) {
      problems.push(`${en}: older than ${es}; update the translation`);
    }
  }
  for (const name of listFiles(target, pattern)) {
    if (!sources.has(name)) problems.push(`${path.posix.join(target, name)}: no Spanish source ${path.posix.join(source, name)}; it is never built`);
  }
}

// The Spanish defaults of every message, extracted from the code and the plugins in a scratch copy of the site.
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'check-i18n-'));
try {
  for (const entry of fs.readdirSync(root)) {
    if (['node_modules', 'build', 'build-talento', '.git', '.docusaurus', 'i18n', 'test-results'].includes(entry)) continue;
    fs.cpSync(path.join(root, entry), path.join(scratch, entry), {recursive: true});
  }
  fs.symlinkSync(path.join(root, 'node_modules'), path.join(scratch, 'node_modules'));
  execFileSync(path.join(root, 'node_modules/.bin/docusaurus'), ['write-translations', '--locale', 'es'], {cwd: scratch, stdio: 'pipe'});
  const identicalFile = path.join(root, 'i18n/en/identical.json');
  const identical = new Set(fs.existsSync(identicalFile) ? JSON.parse(fs.readFileSync(identicalFile, 'utf8')) : []);
  const spanishDir = path.join(scratch, 'i18n/es');
  const jsonFiles = fs
    .readdirSync(spanishDir, {recursive: true, encoding: 'utf8'})
    .map((name) => name.split(path.sep).join('/'))
    .filter((name) => name.endsWith('.json'))
    .sort();
  for (const name of jsonFiles) {
    const defaults = JSON.parse(fs.readFileSync(path.join(spanishDir, name), 'utf8'));
    const englishFile = `i18n/en/${name}`;
    const english = fs.existsSync(path.join(root, englishFile)) ? JSON.parse(fs.readFileSync(path.join(root, englishFile), 'utf8')) : {};
    // code.json ids are unique site-wide; a plugin file's ids are named by their file in identical.json.
    const key = (id) => (name === 'code.json' ? id : `${name}#${id}`);
    for (const [id, {message}] of Object.entries(defaults)) {
      if (id.startsWith('theme.')) continue;
      if (!(id in english)) {
        problems.push(`${englishFile}: "${id}" is missing (Spanish: "${message}")`);
      } else if (english[id].message === message && !identical.has(key(id))) {
        problems.push(`${englishFile}: "${id}" is still the Spanish text "${message}"`);
      }
      for (const [language, text] of [['Spanish', message], ['English', english[id]?.message ?? '']]) {
        if (text.length > MAX_MESSAGE) {
          problems.push(`${englishFile}: "${id}" has ${text.length} characters in ${language} (at most ${MAX_MESSAGE}); move long prose to an MDX page`);
        }
      }
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
