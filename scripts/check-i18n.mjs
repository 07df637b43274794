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
import path from 'node:path';
import {parseArgs} from 'node:util';
import createJiti from 'jiti';
import matter from 'gray-matter';
import {getPluginI18nPath} from '@docusaurus/utils';
// What `docusaurus write-translations` does, step by step (node_modules/@docusaurus/core/lib/commands/writeTranslations.js).
import {loadContext} from '@docusaurus/core/lib/server/site.js';
import {initPlugins} from '@docusaurus/core/lib/server/plugins/init.js';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const jiti = createJiti(import.meta.url);
/** @type {typeof import('../src/plugins/uiStrings/rules')} */
const strings = jiti(path.join(root, 'src/plugins/uiStrings/rules.ts'));
/** @type {typeof import('../src/plugins/uiStrings/index')} */
const uiStrings = jiti(path.join(root, 'src/plugins/uiStrings/index.ts'));
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

const git = (args, input) => execFileSync('git', args, {cwd: root, input, maxBuffer: 1 << 30, stdio: ['pipe', 'pipe', 'pipe']});
/** `git -z` output: its fields, and each commit's header (written with a leading \x01) as a field of its own. */
const fields = (out) => out.toString('utf8').split('\0').map((field) => field.replace(/^\n/, '')).filter(Boolean);

/**
 * What git knows of the site, read once (a handful of git processes, not several per file): the paths with
 * uncommitted changes, as `git status` lists them (untracked files included), or undefined outside a repository,
 * where every file counts as changed; and every commit from HEAD down, with its parents, time and changed paths
 * (merges: per parent).
 */
function readGit() {
  let status;
  try {
    status = fields(git(['status', '--porcelain', '-z', '--untracked-files=all']));
  } catch {
    return {dirty: undefined, commits: new Map(), head: undefined};
  }
  const dirty = new Set();
  for (let index = 0; index < status.length; index += 1) {
    const [x, y] = status[index];
    dirty.add(status[index].slice(3));
    // A rename's or a copy's entry is followed by its source: a renamed file's old path has changed too (it is gone).
    if ('RC'.includes(x) || 'RC'.includes(y)) {
      index += 1;
      if (x === 'R' || y === 'R') dirty.add(status[index]);
    }
  }
  const commits = new Map();
  let head;
  try {
    let current;
    for (const field of fields(git(['-c', 'log.showSignature=false', 'log', '--root', '--no-renames', '--name-only', '-z', '--format=%x01%H %ct %P']))) {
      if (field.startsWith('\x01')) {
        const [hash, time, ...parents] = field.slice(1).split(' ').filter(Boolean);
        current = {time: Number(time), parents, files: new Set(), byParent: []};
        commits.set(hash, current);
        head ??= hash;
      } else if (current.parents.length < 2) {
        current.files.add(field);
      }
    }
  } catch {
    // No commit yet: nothing has a history.
  }
  // What each merge changed against each of its parents, one line per pair, in order (--always: empty ones too).
  const pairs = [...commits].flatMap(([hash, {parents}]) => (parents.length > 1 ? parents.map((parent) => `${hash} ${parent}`) : []));
  if (pairs.length > 0) {
    let current;
    for (const field of fields(git(['diff-tree', '--stdin', '--always', '-r', '--no-renames', '--name-only', '-z', '--format=%x01%H', '--', ...TREES.flatMap(([es, en]) => [es, en])], `${pairs.join('\n')}\n`))) {
      if (field.startsWith('\x01')) {
        current = new Set();
        commits.get(field.slice(1)).byParent.push(current);
      } else {
        current.add(field);
      }
    }
  }
  return {dirty, commits, head};
}

const repository = readGit();
const isDirty = (file) => !repository.dirty || repository.dirty.has(file);

/**
 * The commits `git log -- <file>` lists, newest first: the same walk (by commit time, from HEAD) and the same
 * history simplification (a merge that kept the file as one parent had it is left out, with the other parents'
 * side; one that changed it against every parent is listed). Renames are not followed: a renamed file's history
 * starts where it got its name.
 */
const histories = new Map();
function history(file) {
  if (histories.has(file)) return histories.get(file);
  const listed = [];
  const {commits, head} = repository;
  const queue = head ? [head] : [];
  const seen = new Set(queue);
  while (queue.length > 0) {
    const hash = queue.shift();
    const commit = commits.get(hash);
    if (!commit) continue;
    let follow = commit.parents;
    if (commit.parents.length > 1) {
      const same = commit.byParent.findIndex((changed) => !changed.has(file));
      if (same >= 0) follow = [commit.parents[same]];
      else listed.push({hash, time: commit.time});
    } else if (commit.files.has(file)) {
      listed.push({hash, time: commit.time});
    }
    for (const parent of follow) {
      if (seen.has(parent) || !commits.has(parent)) continue;
      seen.add(parent);
      // After every queued commit as recent or more recent (git's commit_list_insert_by_date).
      const at = queue.findIndex((queued) => commits.get(queued).time < commits.get(parent).time);
      queue.splice(at < 0 ? queue.length : at, 0, parent);
    }
  }
  histories.set(file, listed);
  return listed;
}

/** When the file last changed: its last commit, or its modification time if it has uncommitted changes. */
function changedAt(file) {
  if (!isDirty(file)) {
    const [last] = history(file);
    if (last) return last.time;
  }
  return Math.floor(fs.statSync(path.join(root, file)).mtimeMs / 1000);
}

/** What a translator translates of a page: its text, without the fields English takes from Spanish. */
function translatable(source) {
  const {data, content} = matter(source);
  for (const key of INHERITED) delete data[key];
  return `${JSON.stringify(data)}\n${content}`;
}

/** The files at the given `<commit>:<path>`s, from one `git cat-file` (undefined where there is none). */
function showAll(specs) {
  if (specs.length === 0) return [];
  const out = git(['cat-file', '--batch'], `${specs.join('\n')}\n`);
  const texts = [];
  let at = 0;
  for (let index = 0; index < specs.length; index += 1) {
    const end = out.indexOf(10, at);
    const header = out.subarray(at, end).toString('utf8');
    at = end + 1;
    const [, type, size] = /^[0-9a-f]+ (\w+) (\d+)$/.exec(header) ?? [];
    if (size === undefined) {
      texts.push(undefined);
      continue;
    }
    texts.push(type === 'blob' ? out.subarray(at, at + Number(size)).toString('utf8') : undefined);
    at += Number(size) + 1;
  }
  return texts;
}

/**
 * When each Spanish page's text last changed: the last commit that changed more than the fields English takes from
 * it (a team's roles, a role's skills or people, its place in sidebars.ts), or its modification time if it has
 * uncommitted changes. Walks every page's history at once, a commit further per round, until its text differs.
 */
function textChangedAt(files) {
  const result = new Map();
  let walking = [];
  for (const file of files) {
    const commits = history(file);
    if (isDirty(file) || commits.length === 0) result.set(file, changedAt(file));
    else walking.push({file, commits, index: 0, current: translatable(fs.readFileSync(path.join(root, file), 'utf8'))});
  }
  while (walking.length > 0) {
    const next = [];
    for (const walk of walking) {
      if (walk.index + 1 < walk.commits.length) next.push(walk);
      else result.set(walk.file, walk.commits[walk.index].time);
    }
    const before = showAll(next.map(({file, commits, index}) => `${commits[index + 1].hash}:${file}`));
    walking = [];
    next.forEach((walk, position) => {
      const text = before[position] === undefined ? undefined : translatable(before[position]);
      if (text !== walk.current) {
        result.set(walk.file, walk.commits[walk.index].time);
      } else {
        walking.push({...walk, index: walk.index + 1, current: text});
      }
    });
  }
  return result;
}

const problems = [];

for (const [source, target, pattern] of TREES) {
  const sources = new Set(listFiles(source, pattern));
  const translated = [...sources].filter((name) => fs.existsSync(path.join(root, target, name)));
  const spanishTimes = textChangedAt(translated.map((name) => path.posix.join(source, name)));
  for (const name of sources) {
    const es = path.posix.join(source, name);
    const en = path.posix.join(target, name);
    if (!fs.existsSync(path.join(root, en))) {
      problems.push(`${en}: missing (translates ${es})`);
    } else if (changedAt(en) < spanishTimes.get(es)) {
      problems.push(`${en}: older than ${es}; update the translation`);
    }
  }
  for (const name of listFiles(target, pattern)) {
    if (!sources.has(name)) problems.push(`${path.posix.join(target, name)}: no Spanish source ${path.posix.join(source, name)}; it is never built`);
  }
}

/**
 * The Spanish of every message, as `docusaurus write-translations --locale es` extracts it for a site without
 * translations, in this process: the ids the code under src/ uses (the build's own reading of them,
 * src/plugins/uiStrings; the themes' ids, under node_modules, are Docusaurus's), and each plugin's translation
 * files from its content, with the site's i18n/ out of sight. Docusaurus's messages meanwhile are kept, and shown
 * only if it fails.
 */
async function spanishMessages() {
  const logged = [];
  const saved = {log: console.log, info: console.info, warn: console.warn, error: console.error, debug: console.debug};
  for (const method of Object.keys(saved)) console[method] = (...args) => logged.push(args.join(' '));
  try {
    const loaded = await loadContext({siteDir: root, locale: 'es'});
    // As in a copy of the site without i18n/: no UI strings, no translated content, no locale marked as translated.
    const localeConfigs = Object.fromEntries(
      Object.entries(loaded.i18n.localeConfigs).map(([locale, config]) => [locale, {...config, translate: loaded.siteConfig.i18n.localeConfigs[locale]?.translate ?? false}]),
    );
    const context = {...loaded, i18n: {...loaded.i18n, localeConfigs}, localizationDir: path.join(root, '.no-translations'), codeTranslations: {}};
    const files = [{name: 'code.json', ids: [...(await uiStrings.usedIds(root)).keys()]}];
    for (const plugin of await initPlugins(context)) {
      if (!plugin.getTranslationFiles) continue;
      const content = await plugin.loadContent?.();
      for (const file of await plugin.getTranslationFiles({content})) {
        const name = `${getPluginI18nPath({localizationDir: '', pluginName: plugin.name, pluginId: plugin.options.id}).split(path.sep).join('/')}/${file.path}.json`;
        // As write-translations writes it (a file with no message is not written).
        const messages = JSON.parse(JSON.stringify(Object.fromEntries(Object.entries(file.content).map(([id, {message, description}]) => [id, {message, description}]))));
        if (Object.keys(messages).length > 0) files.push({name, messages});
      }
    }
    return files.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  } catch (error) {
    saved.error(logged.join('\n'));
    throw error;
  } finally {
    Object.assign(console, saved);
  }
}

const pairs = [];
for (const {name, ids, messages} of await spanishMessages()) {
  const english = readJson(`i18n/en/${name}`, {});
  if (name !== 'code.json') {
    pairs.push({name, spanish: messages, english});
    continue;
  }
  // The code names UI strings by id only.
  const used = new Map(ids.filter((id) => !strings.isThemeId(id)).map((id) => [id, ['src/']]));
  const spanishFile = readJson(strings.codeJsonFile('es'), {});
  problems.push(...strings.codeJsonProblems(used, {es: spanishFile}).map((p) => p.replace(' (used in src/)', ' (the code uses it)')));
  for (const [locale, content] of [['es', spanishFile], ['en', english]]) {
    for (const id of strings.unusedIds(used, content)) problems.push(`${strings.codeJsonFile(locale)}: "${id}" is not used in the code; remove it`);
  }
  const spanish = Object.fromEntries([...used.keys()].filter((id) => spanishFile[id]).map((id) => [id, spanishFile[id]]));
  pairs.push({name, spanish, english});
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
