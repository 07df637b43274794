#!/usr/bin/env node
/**
 * Lists what the English site is missing, file by file:
 * - English MDX files (and the role pages' shared questions, _faq.yml) that are
 *   missing, older (by git history) than their Spanish source, or without a
 *   Spanish source at all;
 * - UI strings (i18n/en/code.json, Spanish in i18n/es/code.json) and every plugin's
 *   translation file (such as i18n/en/ready-roles/categories.json): messages absent,
 *   still equal to the Spanish (ids in i18n/en/identical.json may read the same, e.g.
 *   "Blog"), or translated from a Spanish text that has changed since (i18n/en/stamps.json
 *   keeps a hash of the Spanish each English message translates; src/plugins/uiStrings/rules.ts);
 * - ids of either code.json that no code uses, and ids the code uses that
 *   i18n/es/code.json lacks;
 * - UI messages longer than 200 characters: paragraphs belong in MDX pages,
 *   where translators see them in context and only their page loads them.
 * Exits 1 when anything is listed. Usage: npm run check:i18n
 *
 * After translating: `npm run check:i18n -- --stamp` records the Spanish source of every
 * English message that is new or changed since its last stamp; `--stamp --all` stamps every
 * message; `--stamp <id>…` (or `<file>#<id>` for a plugin file) stamps those ids, for a
 * Spanish change that needs no new English.
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {parseArgs} from 'node:util';
import createJiti from 'jiti';
import matter from 'gray-matter';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const jiti = createJiti(import.meta.url);
/** @type {typeof import('../src/plugins/uiStrings/rules')} */
const strings = jiti(path.join(root, 'src/plugins/uiStrings/rules.ts'));
/** The frontmatter fields an English page takes from its Spanish twin, and the two that moved to sidebars.ts. */
const INHERITED = [...jiti(path.join(root, 'src/plugins/roles/content.ts')).STRUCTURAL_KEYS, 'category', 'sidebar_position'];
const {values: options, positionals: stampIds} = parseArgs({
  options: {stamp: {type: 'boolean', default: false}, all: {type: 'boolean', default: false}},
  allowPositionals: true,
});
const STAMPS = 'i18n/en/stamps.json';
const readJson = (file, fallback) => (fs.existsSync(path.join(root, file)) ? JSON.parse(fs.readFileSync(path.join(root, file), 'utf8')) : fallback);
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

/** What a translator translates of a page: its text, without the fields English takes from Spanish. */
function translatable(source) {
  const {data, content} = matter(source);
  for (const key of INHERITED) delete data[key];
  return `${JSON.stringify(data)}\n${content}`;
}

/**
 * When a Spanish page's text last changed: the last commit that changed more than the fields English takes from
 * it (a team's roles, a role's skills or people, its place in sidebars.ts), or its modification time if it has
 * uncommitted changes.
 */
function textChangedAt(file) {
  if (dirty(file)) return changedAt(file);
  const commits = execFileSync('git', ['log', '--format=%H %ct', '--', file], {cwd: root, encoding: 'utf8'}).trim().split('\n').filter(Boolean);
  let current = translatable(fs.readFileSync(path.join(root, file), 'utf8'));
  for (let index = 0; index < commits.length; index += 1) {
    const time = Number(commits[index].split(' ')[1]);
    const parent = commits[index + 1]?.split(' ')[0];
    if (!parent) return time;
    const before = translatable(execFileSync('git', ['show', `${parent}:${file}`], {cwd: root, encoding: 'utf8'}));
    if (before !== current) return time;
    current = before;
  }
  return changedAt(file);
}

const problems = [];

for (const [source, target, pattern] of TREES) {
  const sources = new Set(listFiles(source, pattern));
  for (const name of sources) {
    const es = path.posix.join(source, name);
    const en = path.posix.join(target, name);
    if (!fs.existsSync(path.join(root, en))) {
      problems.push(`${en}: missing (translates ${es})`);
    } else if (changedAt(en) < textChangedAt(es)) {
      problems.push(`${en}: older than ${es}; update the translation`);
    }
  }
  for (const name of listFiles(target, pattern)) {
    if (!sources.has(name)) problems.push(`${path.posix.join(target, name)}: no Spanish source ${path.posix.join(source, name)}; it is never built`);
  }
}

// The Spanish of every message: the UI strings' from i18n/es/code.json, for the ids the code uses;
// the plugins' defaults extracted from their code in a scratch copy of the site (without i18n/).
const pairs = [];
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'check-i18n-'));
try {
  for (const entry of fs.readdirSync(root)) {
    // Nor the other stages' output, which they may be emptying meanwhile (the test command runs them side by side).
    if (['node_modules', 'build', 'build-talento', '.git', '.docusaurus', 'i18n', 'test-results', 'test-results-engines', 'playwright-report', '.lighthouseci', 'screenshots'].includes(entry)) continue;
    fs.cpSync(path.join(root, entry), path.join(scratch, entry), {recursive: true});
  }
  fs.symlinkSync(path.join(root, 'node_modules'), path.join(scratch, 'node_modules'));
  execFileSync(path.join(root, 'node_modules/.bin/docusaurus'), ['write-translations', '--locale', 'es'], {cwd: scratch, stdio: 'pipe'});
  const spanishDir = path.join(scratch, 'i18n/es');
  const jsonFiles = fs
    .readdirSync(spanishDir, {recursive: true, encoding: 'utf8'})
    .map((name) => name.split(path.sep).join('/'))
    .filter((name) => name.endsWith('.json'))
    .sort();
  for (const name of jsonFiles) {
    const extracted = JSON.parse(fs.readFileSync(path.join(spanishDir, name), 'utf8'));
    const english = readJson(`i18n/en/${name}`, {});
    if (name !== 'code.json') {
      pairs.push({name, spanish: extracted, english});
      continue;
    }
    // The code names UI strings by id only (write-translations writes the id as their message).
    const used = new Map(Object.keys(extracted).filter((id) => !strings.isThemeId(id)).map((id) => [id, ['src/']]));
    const spanishFile = readJson(strings.codeJsonFile('es'), {});
    problems.push(...strings.codeJsonProblems(used, {es: spanishFile}).map((p) => p.replace(' (used in src/)', ' (the code uses it)')));
    for (const [locale, content] of [['es', spanishFile], ['en', english]]) {
      for (const id of strings.unusedIds(used, content)) problems.push(`${strings.codeJsonFile(locale)}: "${id}" is not used in the code; remove it`);
    }
    const spanish = Object.fromEntries([...used.keys()].filter((id) => spanishFile[id]).map((id) => [id, spanishFile[id]]));
    pairs.push({name, spanish, english});
  }
} finally {
  fs.rmSync(scratch, {recursive: true, force: true});
}

const stamps = readJson(STAMPS, {});
if (options.stamp) {
  const which = options.all ? 'all' : stampIds.length > 0 ? stampIds : 'changed';
  const {stamps: next, stamped} = strings.stampTranslations(pairs, stamps, which);
  fs.writeFileSync(path.join(root, STAMPS), strings.formatStamps(next));
  console.log(stamped.length > 0 ? `Stamped ${stamped.length} message(s) in ${STAMPS}:\n${stamped.map((s) => `  ${s}`).join('\n')}` : `${STAMPS}: nothing new to stamp.`);
}
const identical = new Set(readJson('i18n/en/identical.json', []));
for (const pair of pairs) {
  problems.push(...strings.translationProblems(pair, options.stamp ? readJson(STAMPS, {}) : stamps, {identical, maxLength: MAX_MESSAGE, skip: (id) => pair.name === 'code.json' && strings.isThemeId(id)}));
}

if (problems.length > 0) {
  console.error(`English translation: ${problems.length} problem(s)\n${problems.map((p) => `  ${p}`).join('\n')}`);
  process.exit(1);
}
console.log('English translation: complete and up to date.');
