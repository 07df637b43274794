#!/usr/bin/env node
/**
 * Lists what each translated site (every language of src/config/languages.json but Spanish; `--locale pt-BR` for
 * one) is missing, file by file, under i18n/<locale>/:
 * - pages (and the role pages' shared questions, _faq.yml) that are missing, older (by git history) than their
 *   Spanish source, or without a Spanish source at all;
 * - UI strings (code.json, Spanish in i18n/es/code.json) and every plugin's translation file (such as
 *   ready-roles/categories.json): messages absent, still equal to the Spanish (ids in the language's identical.json
 *   may read the same, e.g. "Blog"), or translated from a Spanish text that has changed since (the language's
 *   stamps.json keeps a hash of the Spanish each message translates; src/plugins/uiStrings/rules.ts);
 * - ids of any code.json that no code uses, and ids the code uses that i18n/es/code.json lacks;
 * - UI messages longer than 200 characters: paragraphs belong in MDX pages,
 *   where translators see them in context and only their page loads them.
 * Exits 1 when anything is listed. Usage: npm run check:i18n
 * The messages the code defines are extracted with `docusaurus write-translations`, which loads the whole site; the
 * extraction is kept in node_modules/.cache/check-i18n by a digest of the code and configuration it reads, so a run
 * after a change to pages alone takes seconds.
 *
 * After translating: `npm run check:i18n -- --stamp` records the Spanish source of every translated message that is
 * new or changed since its last stamp (`--locale <locale>` for one language); `--stamp --all` stamps every message;
 * `--stamp <id>…` (or `<file>#<id>` for a plugin file) stamps those ids, for a Spanish change that needs no new
 * translation. A page works the same way: `--stamp <translated page>…` records that the page still holds for its
 * Spanish source as it reads now (a typo or a capital fixed in Spanish), in the language's page-stamps.json; the page
 * is older again when the Spanish text changes next.
 */
import {execFileSync} from 'node:child_process';
import crypto from 'node:crypto';
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
  options: {stamp: {type: 'boolean', default: false}, all: {type: 'boolean', default: false}, locale: {type: 'string'}},
  allowPositionals: true,
});
/** The languages that translate the Spanish site (src/config/languages.json), or the one `--locale` names. */
const {LANGUAGES, DEFAULT_LOCALE} = jiti(path.join(root, 'src/config/locales.ts'));
const TRANSLATIONS = LANGUAGES.filter(({locale}) => locale !== DEFAULT_LOCALE && (!options.locale || locale === options.locale));
if (TRANSLATIONS.length === 0) {
  console.error(`--locale ${options.locale}: not a translated language of src/config/languages.json (${LANGUAGES.slice(1).map(({locale}) => locale).join(', ')})`);
  process.exit(2);
}
const readJson = (file, fallback) => (fs.existsSync(path.join(root, file)) ? JSON.parse(fs.readFileSync(path.join(root, file), 'utf8')) : fallback);
const MAX_MESSAGE = 200;
const MDX = /\.mdx?$/;
/** Each Spanish tree, its twin in `locale` and the files translated there (the role tree also holds the shared questions, _faq.yml). */
const treesOf = (locale) => [
  ['empresas', `i18n/${locale}/docusaurus-plugin-content-docs/current`, /\.(mdx?|ya?ml)$/],
  ['src/pages', `i18n/${locale}/docusaurus-plugin-content-pages`, MDX],
  ['blog', `i18n/${locale}/docusaurus-plugin-content-blog`, MDX],
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

/** The fields of a `git … -z` output (each file name is one; so is a commit's header, which starts with \x01). */
const gitFields = (args) =>
  execFileSync('git', args, {cwd: root, encoding: 'utf8', maxBuffer: 1 << 30, stdio: 'pipe'})
    .split('\0')
    .map((field) => field.replace(/^\n/, ''))
    .filter(Boolean);

/**
 * Git read once, not per file: the paths with uncommitted changes (untracked ones too; outside a repository every
 * file counts as changed), and each path's commits, newest first, as the log of the translated folders lists them
 * (a merged branch's commits that changed it, not the merge). Renames are not followed: a renamed file's history
 * starts where it got its name.
 */
let changed;
const commits = new Map();
try {
  const status = gitFields(['status', '--porcelain', '-z', '--untracked-files=all']);
  changed = new Set();
  for (let index = 0; index < status.length; index += 1) {
    const entry = status[index];
    changed.add(entry.slice(3));
    // A rename or a copy is followed by its source: a renamed file's old path has changed too (it is gone).
    if (/^(R|C|.R|.C)/.test(entry)) {
      index += 1;
      if (/^(R|.R)/.test(entry)) changed.add(status[index]);
    }
  }
  let commit;
  for (const field of gitFields(['-c', 'log.showSignature=false', 'log', '--no-renames', '--name-only', '-z', '--format=%x01%H %ct', '--', ...new Set(TRANSLATIONS.flatMap(({locale}) => treesOf(locale).flatMap(([es, twin]) => [es, twin])))])) {
    if (field.startsWith('\x01')) {
      const [hash, time] = field.slice(1).split(' ');
      commit = {hash, time: Number(time)};
    } else {
      commits.set(field, [...(commits.get(field) ?? []), commit]);
    }
  }
} catch {
  // Not a repository (every file counts as changed), or no commit yet.
}
const dirty = (file) => !changed || changed.has(file);
const history = (file) => commits.get(file) ?? [];

/** When the file last changed: its last commit, or its modification time if it has uncommitted changes. */
function changedAt(file) {
  if (!dirty(file) && history(file).length > 0) return history(file)[0].time;
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
  const commits = history(file);
  let current = translatable(fs.readFileSync(path.join(root, file), 'utf8'));
  for (let index = 0; index < commits.length; index += 1) {
    const {time} = commits[index];
    const parent = commits[index + 1]?.hash;
    if (!parent) return time;
    const before = translatable(execFileSync('git', ['show', `${parent}:${file}`], {cwd: root, encoding: 'utf8'}));
    if (before !== current) return time;
    current = before;
  }
  return changedAt(file);
}

/** The hash of a Spanish page's text as the translator reads it (the fields translations take from it left out). */
const pageHash = (es) => strings.textHash(translatable(fs.readFileSync(path.join(root, es), 'utf8')));

/** The problems of a language's pages; `--stamp <page>…` first records that the pages named still hold. */
function pageProblems({locale, label}) {
  const problems = [];
  const trees = treesOf(locale);
  const pageStampsFile = `i18n/${locale}/page-stamps.json`;
  /** Each translated page's Spanish source, by the translated page's path. */
  const sourceOf = new Map();
  for (const [source, target, pattern] of trees) {
    for (const name of listFiles(source, pattern)) sourceOf.set(path.posix.join(target, name), path.posix.join(source, name));
  }
  const stampPages = options.stamp ? stampIds.filter((id) => id.startsWith(`i18n/${locale}/`) && /\.(mdx?|ya?ml)$/.test(id)) : [];
  const pageStamps = readJson(pageStampsFile, {});
  if (stampPages.length > 0) {
    for (const page of stampPages) {
      if (!sourceOf.has(page) || !fs.existsSync(path.join(root, page))) {
        console.error(`${page}: not a ${label} page with a Spanish source; name it as check:i18n lists it`);
        process.exit(1);
      }
      pageStamps[page] = pageHash(sourceOf.get(page));
    }
    const kept = Object.keys(pageStamps).filter((page) => sourceOf.has(page)).sort();
    fs.writeFileSync(path.join(root, pageStampsFile), `{\n${kept.map((page) => `  ${JSON.stringify(page)}: ${JSON.stringify(pageStamps[page])}`).join(',\n')}\n}\n`);
    console.log(`Stamped ${stampPages.length} page(s) in ${pageStampsFile}:\n${stampPages.map((page) => `  ${page}: holds for ${sourceOf.get(page)} as it reads now`).join('\n')}`);
  }
  for (const [source, target, pattern] of trees) {
    const sources = new Set(listFiles(source, pattern));
    for (const name of sources) {
      const es = path.posix.join(source, name);
      const page = path.posix.join(target, name);
      if (!fs.existsSync(path.join(root, page))) {
        problems.push(`${page}: missing (translates ${es})`);
      } else if (changedAt(page) < textChangedAt(es) && pageStamps[page] !== pageHash(es)) {
        problems.push(`${page}: older than ${es}; update the translation (if it still holds, ${strings.STAMP_COMMAND} ${page})`);
      }
    }
    for (const name of listFiles(target, pattern)) {
      if (!sources.has(name)) problems.push(`${path.posix.join(target, name)}: no Spanish source ${path.posix.join(source, name)}; it is never built`);
    }
  }
  return {problems};
}
const byLanguage = new Map(TRANSLATIONS.map((entry) => [entry.locale, {entry, ...pageProblems(entry)}]));
const problems = [];

/** Every file whose change can change what write-translations extracts: the code, the configuration, the packages. */
function extractionInputs() {
  const code = listFiles('src', /\.(?:[cm]?[jt]sx?|json|ya?ml)$/).map((name) => `src/${name}`);
  const config = ['docusaurus.config.ts', 'sidebars.ts', 'scripts/check-i18n.config.ts', 'package-lock.json', 'empresas/_sidebars.json'];
  return [...code, ...config].filter((file) => fs.existsSync(path.join(root, file)));
}

/**
 * The Spanish messages the code and the plugins define, as `docusaurus write-translations` extracts them into an empty
 * i18n folder (scripts/check-i18n.config.ts): the folder of its `es` files, from the cache when those inputs are unchanged.
 */
function extractedMessages(scratch) {
  const digest = crypto.createHash('sha256');
  for (const file of extractionInputs()) digest.update(file).update('\0').update(fs.readFileSync(path.join(root, file))).update('\0');
  const cached = path.join(root, 'node_modules/.cache/check-i18n', digest.digest('hex').slice(0, 16));
  if (fs.existsSync(path.join(cached, 'es'))) return path.join(cached, 'es');
  execFileSync(path.join(root, 'node_modules/.bin/docusaurus'), ['write-translations', '--locale', 'es', '--config', 'scripts/check-i18n.config.ts'], {
    cwd: root,
    stdio: 'pipe',
    env: {...process.env, CHECK_I18N_DIR: scratch},
  });
  try {
    fs.mkdirSync(path.dirname(cached), {recursive: true});
    fs.cpSync(path.join(scratch, 'es'), path.join(`${cached}.tmp-${process.pid}`, 'es'), {recursive: true});
    fs.renameSync(`${cached}.tmp-${process.pid}`, cached);
  } catch {
    // Another run stored the same extraction first, or the cache cannot be written: the extraction is still here.
    fs.rmSync(`${cached}.tmp-${process.pid}`, {recursive: true, force: true});
  }
  return path.join(scratch, 'es');
}

// The Spanish of every message: the UI strings' from i18n/es/code.json, for the ids the code uses;
// the plugins' defaults extracted from their code, by write-translations into an empty folder (the site's i18n/ out
// of its sight: scripts/check-i18n.config.ts).
// Loading the whole site for that is most of this command's time, and what it writes follows from the code and the
// configuration only (not from the pages' text): it is kept under node_modules/.cache, by a digest of those files.
/** Per language, its translation files beside the Spanish they translate. */
const pairs = new Map(TRANSLATIONS.map(({locale}) => [locale, []]));
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'check-i18n-'));
try {
  const spanishDir = extractedMessages(scratch);
  const jsonFiles = fs
    .readdirSync(spanishDir, {recursive: true, encoding: 'utf8'})
    .map((name) => name.split(path.sep).join('/'))
    .filter((name) => name.endsWith('.json'))
    .sort();
  for (const name of jsonFiles) {
    const extracted = JSON.parse(fs.readFileSync(path.join(spanishDir, name), 'utf8'));
    if (name !== 'code.json') {
      for (const {locale, label} of TRANSLATIONS) pairs.get(locale).push({locale, label, name, spanish: extracted, english: readJson(`i18n/${locale}/${name}`, {})});
      continue;
    }
    // The code names UI strings by id only (write-translations writes the id as their message).
    const used = new Map(Object.keys(extracted).filter((id) => !strings.isThemeId(id)).map((id) => [id, ['src/']]));
    const spanishFile = readJson(strings.codeJsonFile('es'), {});
    problems.push(...strings.codeJsonProblems(used, {es: spanishFile}).map((p) => p.replace(' (used in src/)', ' (the code uses it)')));
    const spanish = Object.fromEntries([...used.keys()].filter((id) => spanishFile[id]).map((id) => [id, spanishFile[id]]));
    for (const [locale, content] of [[DEFAULT_LOCALE, spanishFile], ...TRANSLATIONS.map(({locale}) => [locale, readJson(strings.codeJsonFile(locale), {})])]) {
      const where = locale === DEFAULT_LOCALE ? problems : byLanguage.get(locale).problems;
      for (const id of strings.unusedIds(used, content)) where.push(`${strings.codeJsonFile(locale)}: "${id}" is not used in the code; remove it`);
    }
    for (const {locale, label} of TRANSLATIONS) pairs.get(locale).push({locale, label, name, spanish, english: readJson(strings.codeJsonFile(locale), {})});
  }
} finally {
  fs.rmSync(scratch, {recursive: true, force: true});
}

for (const {entry: {locale, label}, problems: languageProblems} of byLanguage.values()) {
  const stampsFile = `i18n/${locale}/stamps.json`;
  const stamps = readJson(stampsFile, {});
  const messageIds = stampIds.filter((id) => !/\.(mdx?|ya?ml)$/.test(id) || !id.startsWith('i18n/'));
  // Pages alone named: no message is stamped.
  if (options.stamp && !(stampIds.length > 0 && messageIds.length === 0 && !options.all)) {
    const which = options.all ? 'all' : messageIds.length > 0 ? messageIds : 'changed';
    const {stamps: next, stamped} = strings.stampTranslations(pairs.get(locale), stamps, which);
    fs.writeFileSync(path.join(root, stampsFile), strings.formatStamps(next));
    console.log(stamped.length > 0 ? `Stamped ${stamped.length} message(s) in ${stampsFile}:\n${stamped.map((s) => `  ${s}`).join('\n')}` : `${stampsFile}: nothing new to stamp.`);
  }
  const identical = new Set(readJson(`i18n/${locale}/identical.json`, []));
  for (const pair of pairs.get(locale)) {
    languageProblems.push(...strings.translationProblems(pair, options.stamp ? readJson(stampsFile, {}) : stamps, {identical, maxLength: MAX_MESSAGE, skip: (id) => pair.name === 'code.json' && strings.isThemeId(id)}));
  }
  if (languageProblems.length > 0) {
    console.error(`${label} translation: ${languageProblems.length} problem(s)\n${languageProblems.map((p) => `  ${p}`).join('\n')}`);
  } else {
    console.log(`${label} translation: complete and up to date.`);
  }
}
if (problems.length > 0) console.error(`Spanish UI strings: ${problems.length} problem(s)\n${problems.map((p) => `  ${p}`).join('\n')}`);
process.exit(problems.length > 0 || [...byLanguage.values()].some(({problems: languageProblems}) => languageProblems.length > 0) ? 1 : 0);
