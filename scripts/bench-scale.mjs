#!/usr/bin/env node
/**
 * `npm run bench:scale`: what more role pages cost. Builds a scratch copy of
 * the site as it is (git-tracked files plus the working tree's changes) once
 * without extra pages and once per size with N extra role pages: copies of the
 * existing roles under new slugs (`<slug>-x<k>`), in both languages, spread
 * over the categories like the roles themselves, each one valid (a title and
 * example people of its own, see extraRole). Builds each copy in both languages,
 * one after the other, and reports:
 * - the build's wall-clock time and peak memory (`/usr/bin/time -v`'s maximum
 *   resident set, the largest process; and the sum over the build's process
 *   tree, sampled every 200 ms), and the time per built HTML page;
 * - per template and language, every script the page loads until it has hydrated, the main bundle and the route's
 *   own scripts, as the byte budget measures them (`npm run budget:bytes`: the page loaded in Chromium), brotli
 *   (quality 11); of which the main bundle and the runtime (0 when it rides in the main bundle), read from the HTML
 *   (`<script src>`, the bundle preloads of src/plugins/lean/paintFirst.ts, modulepreloads); and the HTML itself;
 * - the size of the tables Docusaurus generates into every page's main script
 *   (.docusaurus/routes.js, registry.js, routesChunkNames.json, globalData.json,
 *   as the last locale built left them) and the number of scripts in assets/js.
 * Prints the tables, with a mark where a page's scripts grow by more than 2 KB,
 * and writes the figures to bench-scale.json. It measures; it exits 1 only when
 * a build fails (printing the build's errors). Builds run without the bundler's
 * persistent cache, so every size starts cold and nothing is written to the
 * shared node_modules/.cache.
 *
 * Usage: npm run bench:scale [-- --roles 1000] [--out bench-scale.json] [--keep] [--ref HEAD] [--timeout 60]
 *   --roles    how many extra role pages (default 1000), or several sizes: 0,300,1000 (the baseline is always built)
 *   --keep     leave the scratch copies in /tmp (their paths are printed)
 *   --ref      measure a commit instead of the work tree (e.g. HEAD, while the work tree is half edited)
 *   --timeout  minutes one build may take before it counts as failed (default 60)
 */
import {execFileSync, spawn} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {parseArgs} from 'node:util';
import zlib from 'node:zlib';
import createJiti from 'jiti';
import matter from 'gray-matter';
import {TEMPLATES} from './bench/templates.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const load = createJiti(path.join(root, 'scripts/bench-scale.mjs'));
const {CATEGORY_LISTS_FILE, CONTENT_DIR, EN_CONTENT_DIR} = load('../src/plugins/roles/content.ts');
const {TEAM_PREFIX} = load('../src/plugins/roles/schema.ts');
const {personId} = load('../src/data/people.ts');

const {values} = parseArgs({
  options: {
    roles: {type: 'string', default: '1000'},
    out: {type: 'string', default: 'bench-scale.json'},
    keep: {type: 'boolean', default: false},
    ref: {type: 'string'},
    timeout: {type: 'string', default: '60'},
  },
});
/** The portraits' looks run out near 6,400 people of one form (src/plugins/portraits/looks.ts): stay well below. */
const MAX_ROLES = 5000;
const SIZES = [...new Set([0, ...values.roles.split(',').map((item) => item.trim()).filter(Boolean).map(Number)])].sort((a, b) => a - b);
if (SIZES.some((size) => !Number.isInteger(size) || size < 0 || size > MAX_ROLES)) {
  console.error(`bench:scale: --roles takes whole numbers from 0 to ${MAX_ROLES}, separated by commas (0,300,1000), not "${values.roles}".`);
  process.exit(1);
}

const TIMEOUT_MS = Number(values.timeout) * 60_000;
if (!(TIMEOUT_MS > 0)) {
  console.error(`bench:scale: --timeout takes minutes, not "${values.timeout}".`);
  process.exit(1);
}

const LOCALES = ['es', 'en'];
/** What Docusaurus generates into every page's main script. */
const GENERATED = ['routes.js', 'registry.js', 'routesChunkNames.json', 'globalData.json'];
/** A page's scripts growing by more than this is marked. */
const MARK_BYTES = 2 * 1024;
/** Not copied into the scratch copies. */
const SKIP = /^(?:node_modules|build.*|\.docusaurus|\.git|test-results.*)$/;
/** Second surnames that tell an extra role's example people from the ones they copy. */
const SURNAMES = ['Acosta', 'Benítez', 'Cabrera', 'Delgado', 'Escobar', 'Figueroa', 'Guzmán', 'Herrera', 'Ibarra', 'Jiménez', 'Lozano', 'Molina', 'Navarro', 'Ortega', 'Paredes', 'Quiroga', 'Rojas', 'Salazar', 'Toledo', 'Urrutia', 'Valdés', 'Zamora', 'Aguilar', 'Bustos', 'Cárdenas', 'Domínguez', 'Espinoza', 'Fuentes', 'Gallardo', 'Heredia', 'Iturra', 'Lagos'];
const TIME = '/usr/bin/time';

function log(message) {
  process.stderr.write(`${message}\n`);
}

const kb = (bytes) => Number((bytes / 1024).toFixed(1));
const mb = (kilobytes) => (kilobytes === undefined ? undefined : Math.round(kilobytes / 1024));

/** The site's files as they are now: tracked and new ones, not ignored, not deleted. */
function siteFiles() {
  try {
    return execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024})
      .split('\0')
      .filter((file) => file && !SKIP.test(file.split('/')[0]) && fs.existsSync(path.join(root, file)) && !fs.statSync(path.join(root, file)).isDirectory());
  } catch {
    // Not a git work tree: the whole tree but what SKIP leaves out.
    return fs
      .readdirSync(root)
      .filter((entry) => !SKIP.test(entry))
      .flatMap((entry) =>
        fs.statSync(path.join(root, entry)).isDirectory()
          ? fs.readdirSync(path.join(root, entry), {recursive: true, encoding: 'utf8'}).map((name) => path.join(entry, name))
          : [entry],
      )
      .filter((file) => fs.statSync(path.join(root, file)).isFile());
  }
}

/** A scratch copy of the site (the work tree's files, or a commit's), its node_modules a link to this one's. */
function copySite(dir) {
  fs.mkdirSync(dir, {recursive: true});
  if (values.ref) {
    const archive = execFileSync('git', ['archive', '--format=tar', values.ref], {cwd: root, maxBuffer: 1024 * 1024 * 1024});
    execFileSync('tar', ['-x', '-C', dir], {input: archive});
    log(`Copied ${values.ref} (${execFileSync('git', ['rev-parse', '--short', values.ref], {cwd: root, encoding: 'utf8'}).trim()}) into ${dir}…`);
  } else {
    const files = siteFiles();
    for (const file of files) {
      fs.mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
      fs.cpSync(path.join(root, file), path.join(dir, file), {preserveTimestamps: true});
    }
    log(`Copied the work tree (${files.length} files) into ${dir}…`);
  }
  fs.symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'));
}

const roleFiles = (dir) =>
  fs
    .readdirSync(path.join(dir, CONTENT_DIR))
    .filter((name) => /\.mdx?$/.test(name) && !name.startsWith(TEAM_PREFIX))
    .sort();

/** A name of its own for the copy's person: their name and a second surname, the first free one from `start`. */
function uniqueName(name, start, taken) {
  for (let index = start; ; index += 1) {
    const extra = index < SURNAMES.length ? SURNAMES[index] : `${SURNAMES[index % SURNAMES.length]} ${SURNAMES[Math.floor(index / SURNAMES.length) % SURNAMES.length]}`;
    const candidate = `${name} ${extra}`;
    if (!taken.has(personId(candidate))) {
      taken.add(personId(candidate));
      return candidate;
    }
  }
}

/**
 * The k-th copy of a role, Spanish and English frontmatter: titles that name the copy ("(copia k)", "(copy k)") and
 * example people with a name (and so a portrait) of their own; listed after the category's own roles (addRoles).
 * Skills, texts, questions and related roles stay the original's.
 */
function extraRole(spanish, english, k, taken) {
  const es = structuredClone(spanish);
  es.title = `${spanish.title} (copia ${k})`;
  if (es.title_feminine) es.title_feminine = `${spanish.title_feminine} (copia ${k})`;
  es.profiles = spanish.profiles.map((profile) => ({...profile, name: uniqueName(profile.name, k - 1, taken)}));
  return {es, en: {...structuredClone(english), title: `${english.title} (copy ${k})`}};
}

/** Writes `count` extra role pages into the copy at `dir`; returns how many fell in each category. */
function addRoles(dir, count) {
  const sources = roleFiles(dir).map((name) => {
    const es = matter(fs.readFileSync(path.join(dir, CONTENT_DIR, name), 'utf8'));
    const en = matter(fs.readFileSync(path.join(dir, EN_CONTENT_DIR, name), 'utf8'));
    return {name, es, en};
  });
  // Everyone the site already shows, by portrait id (names that differ only in accents or case share a portrait).
  const taken = new Set(sources.flatMap(({es}) => (es.data.profiles ?? []).map((profile) => personId(profile.name))));
  const perCategory = {};
  const listsFile = path.join(dir, CATEGORY_LISTS_FILE);
  const lists = JSON.parse(fs.readFileSync(listsFile, 'utf8'));
  const categoryOf = new Map(Object.entries(lists).flatMap(([category, slugs]) => slugs.map((slug) => [slug, category])));
  for (let i = 0; i < count; i += 1) {
    // Every role in turn, so the categories grow in proportion to the roles they have.
    const {name, es, en} = sources[i % sources.length];
    const k = Math.floor(i / sources.length) + 1;
    const file = name.replace(/(\.mdx?)$/, `-x${k}$1`);
    const copy = extraRole(es.data, en.data, k, taken);
    const spanishFile = path.join(dir, CONTENT_DIR, file);
    const englishFile = path.join(dir, EN_CONTENT_DIR, file);
    if (fs.existsSync(spanishFile)) throw new Error(`${CONTENT_DIR}/${file} exists already: choose another suffix in scripts/bench-scale.mjs`);
    fs.writeFileSync(spanishFile, matter.stringify(es.content, copy.es));
    fs.writeFileSync(englishFile, matter.stringify(en.content, copy.en));
    // A translation is never older than its source (check:i18n).
    const written = fs.statSync(spanishFile).mtime;
    fs.utimesSync(englishFile, written, new Date(written.getTime() + 1000));
    const category = categoryOf.get(name.replace(/\.mdx?$/, ''));
    lists[category].push(file.replace(/\.mdx?$/, ''));
    perCategory[category] = (perCategory[category] ?? 0) + 1;
  }
  fs.writeFileSync(listsFile, `${JSON.stringify(lists, null, 2)}\n`);
  return perCategory;
}

/** Resident memory of `pid` and every process below it, in KB. */
function treeRssKB(pid) {
  const children = new Map();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
    } catch {
      // The process ended while being read.
    }
  }
  let total = 0;
  for (const queue = [pid]; queue.length > 0; ) {
    const current = queue.pop();
    try {
      total += Number(fs.readFileSync(`/proc/${current}/status`, 'utf8').match(/^VmRSS:\s+(\d+)/m)?.[1] ?? 0);
    } catch {
      // Ended meanwhile.
    }
    queue.push(...(children.get(current) ?? []));
  }
  return total;
}

let running;

/** Builds the copy at `dir` (both languages); its time, peak memory and output. */
function build(dir) {
  const docusaurus = path.join(root, 'node_modules/.bin/docusaurus');
  const timeFile = path.join(dir, '.bench-time.txt');
  const timed = fs.existsSync(TIME);
  const [command, args] = timed ? [TIME, ['-v', '-o', timeFile, docusaurus, 'build']] : [docusaurus, ['build']];
  const env = {...process.env, DOCUSAURUS_NO_PERSISTENT_CACHE: '1'};
  const loadBefore = os.loadavg()[0];
  const started = process.hrtime.bigint();
  const child = spawn(command, args, {cwd: dir, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true});
  running = child;
  const output = {stdout: [], stderr: []};
  child.stdout.on('data', (chunk) => output.stdout.push(chunk));
  child.stderr.on('data', (chunk) => output.stderr.push(chunk));
  let treePeakKB = 0;
  const sampler = setInterval(() => {
    treePeakKB = Math.max(treePeakKB, treeRssKB(child.pid));
  }, 200);
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    process.kill(-child.pid, 'SIGTERM');
  }, TIMEOUT_MS);
  return new Promise((resolve) => {
    child.on('close', (code, signal) => {
      clearInterval(sampler);
      clearTimeout(timer);
      running = undefined;
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      const report = timed && fs.existsSync(timeFile) ? fs.readFileSync(timeFile, 'utf8') : '';
      const maxRssKB = Number(report.match(/Maximum resident set size \(kbytes\): (\d+)/)?.[1]) || undefined;
      resolve({
        ok: code === 0 && !timedOut,
        code: timedOut ? `timed out after ${values.timeout} min` : (code ?? signal),
        seconds,
        maxRssKB,
        treePeakKB,
        loadBefore,
        stdout: Buffer.concat(output.stdout).toString(),
        stderr: Buffer.concat(output.stderr).toString(),
      });
    });
  });
}

// What a page loads at start, measured as the byte budget measures it.
const {brotliSize, htmlFile, startScripts} = load('./budgets/bytes.ts');

/**
 * Every script each template loads until it has hydrated, in both languages: `npm run budget:bytes` on the copy's
 * build, its figures read from the file it writes (over the budget, it exits 1 and writes them all the same).
 */
function loadedScripts(buildDir) {
  const json = path.join(os.tmpdir(), `bench-scale-bytes-${process.pid}.json`);
  fs.rmSync(json, {force: true});
  try {
    execFileSync(process.execPath, [path.join(root, 'scripts/check-bytes.mjs'), '--build-dir', buildDir, '--json', json], {cwd: root, stdio: 'ignore'});
  } catch (error) {
    if (!fs.existsSync(json)) throw error;
  }
  const figures = JSON.parse(fs.readFileSync(json, 'utf8'));
  fs.rmSync(json);
  return figures;
}

const countFiles = (dir) => (fs.existsSync(dir) ? fs.readdirSync(dir).length : 0);

/** The figures of a built copy. */
function measure(dir) {
  const buildDir = path.join(dir, 'build');
  const loaded = loadedScripts(buildDir);
  const pages = [];
  for (const [template, route] of TEMPLATES) {
    for (const locale of LOCALES) {
      const url = locale === 'es' ? route : `/${locale}${route === '/' ? '/' : route}`;
      const html = fs.readFileSync(htmlFile(buildDir, url), 'utf8');
      const scripts = startScripts(html);
      const sizes = scripts.map((script) => {
        const file = path.join(buildDir, script.replace(/^\//, ''));
        if (!fs.existsSync(file)) throw new Error(`${url} loads ${script}, which is not in the build`);
        return [script, brotliSize(file)];
      });
      const of = (pattern) => sizes.filter(([script]) => pattern.test(script)).reduce((sum, [, bytes]) => sum + bytes, 0);
      pages.push({
        template,
        locale,
        url,
        scriptsBytes: loaded[`${template}/${locale}`].scripts,
        mainBytes: of(/\/main\.[^/]*\.js$/),
        // 0 since the runtime rides in the main bundle (src/plugins/lean, paintFirst); a build of an older --ref has it apart.
        runtimeBytes: of(/\/runtime~main\.[^/]*\.js$/),
        htmlBytes: zlib.brotliCompressSync(Buffer.from(html), {params: {[zlib.constants.BROTLI_PARAM_QUALITY]: 11}}).length,
        scripts: Object.fromEntries(sizes),
      });
    }
  }
  const generatedDir = path.join(dir, '.docusaurus');
  const i18n = fs.existsSync(path.join(generatedDir, 'i18n.json')) ? JSON.parse(fs.readFileSync(path.join(generatedDir, 'i18n.json'), 'utf8')) : {};
  const generated = Object.fromEntries(GENERATED.map((name) => [name, fs.existsSync(path.join(generatedDir, name)) ? fs.statSync(path.join(generatedDir, name)).size : null]));
  const htmlPages = fs.readdirSync(buildDir, {recursive: true, encoding: 'utf8'}).filter((name) => name.endsWith('.html')).length;
  return {
    pages,
    generated,
    generatedLocale: i18n.currentLocale,
    jsFiles: Object.fromEntries(LOCALES.map((locale) => [locale, countFiles(path.join(buildDir, locale === 'es' ? '' : locale, 'assets/js'))])),
    htmlPages,
  };
}

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-scale-'));
const dirs = SIZES.map((size) => path.join(scratch, `roles-${size}`));

function cleanUp() {
  if (values.keep) log(`Scratch copies kept:\n${dirs.filter((dir) => fs.existsSync(dir)).map((dir) => `  ${dir}`).join('\n')}`);
  else fs.rmSync(scratch, {recursive: true, force: true});
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (running) {
      try {
        process.kill(-running.pid, 'SIGTERM');
      } catch {
        // Already ended.
      }
    }
    cleanUp();
    process.exit(130);
  });
}

const results = [];
try {
  copySite(dirs[0]);
  for (const [index, size] of SIZES.entries()) {
    if (index === 0) continue;
    // Every size from the same copy, whatever changes in the work tree meanwhile.
    fs.cpSync(dirs[0], dirs[index], {recursive: true, preserveTimestamps: true, verbatimSymlinks: true});
    const perCategory = addRoles(dirs[index], size);
    log(`  +${size} role pages: ${Object.entries(perCategory).map(([category, count]) => `${category} ${count}`).join(', ')}`);
  }
  for (const [index, size] of SIZES.entries()) {
    log(`Building with ${size} extra role pages (both languages; load average ${os.loadavg()[0].toFixed(1)})…`);
    const result = await build(dirs[index]);
    if (!result.ok) {
      console.error(`bench:scale: the build with ${size} extra role pages failed (${typeof result.code === 'number' ? `exit ${result.code}` : result.code}). Its error output:\n`);
      console.error(result.stderr.trim() || result.stdout.trim().split('\n').slice(-100).join('\n'));
      cleanUp();
      process.exit(1);
    }
    log(`  ${result.seconds.toFixed(1)} s, max RSS ${mb(result.maxRssKB) ?? '?'} MB, process tree ${mb(result.treePeakKB)} MB`);
    const {stdout, stderr, ok, code, ...figures} = result;
    results.push({roles: size, ...figures, ...measure(dirs[index])});
  }
} catch (error) {
  cleanUp();
  throw error;
}
cleanUp();

const base = results[0];
const others = results.slice(1);
const cell = (value, width) => String(value ?? '–').padStart(width);
const label = ({template, locale}) => `${template} ${locale}`.padEnd(12);
const diff = (bytes) => `${cell(kb(bytes), 7)}${bytes > MARK_BYTES ? ' !' : '  '}`;
for (const other of others) {
  other.pages.forEach((page, i) => {
    page.diffBytes = page.scriptsBytes - base.pages[i].scriptsBytes;
    page.bytesPerRole = Math.round(page.diffBytes / other.roles);
  });
}

console.log(`Scripts each page loads until it has hydrated (as \`npm run budget:bytes\` measures them), brotli quality 11, KB; ! marks growth over ${kb(MARK_BYTES)} KB;`);
console.log('B/role: bytes the growth costs per extra role page.\n');
console.log(`${'page'.padEnd(12)}${cell('0 roles', 9)}${others.map(({roles}) => `${cell(`+${roles}`, 9)}${cell('diff', 7)}  ${cell('B/role', 7)}`).join('')}`);
base.pages.forEach((page, i) => {
  console.log(
    `${label(page)}${cell(kb(page.scriptsBytes), 9)}${others.map(({pages}) => `${cell(kb(pages[i].scriptsBytes), 9)}${diff(pages[i].diffBytes)}${cell(pages[i].bytesPerRole, 7)}`).join('')}`,
  );
});

console.log('\nOf which the main bundle and the runtime, and the page HTML, brotli KB, per number of extra roles:\n');
const width = (name) => Math.max(...results.map(({roles}) => `${name}@${roles}`.length)) + 2;
const sizesHeader = (name) => results.map(({roles}) => cell(`${name}@${roles}`, width(name))).join('');
console.log(`${'page'.padEnd(12)}${sizesHeader('main')}${sizesHeader('runtime')}${sizesHeader('html')}`);
base.pages.forEach((page, i) => {
  const column = (key, name) => results.map((result) => cell(kb(result.pages[i][key]), width(name))).join('');
  console.log(`${label(page)}${column('mainBytes', 'main')}${column('runtimeBytes', 'runtime')}${column('htmlBytes', 'html')}`);
});

console.log(
  '\nBuild (both languages, no persistent cache), one after the other. Memory: max RSS of the largest process (/usr/bin/time) and the\n' +
    "process tree's peak (sampled every 200 ms); load avg: the machine's 1-minute load as the build started (other work slows it).\n",
);
console.log(`${'extra roles'.padEnd(12)}${cell('HTML pages', 11)}${cell('build s', 9)}${cell('s/page', 8)}${cell('s/extra page', 14)}${cell('max RSS MB', 12)}${cell('tree MB', 9)}${cell('load avg', 10)}`);
for (const result of results) {
  const extraPages = result.htmlPages - base.htmlPages;
  result.secondsPerPage = Number((result.seconds / result.htmlPages).toFixed(4));
  result.secondsPerExtraPage = extraPages > 0 ? Number(((result.seconds - base.seconds) / extraPages).toFixed(4)) : null;
  console.log(
    `${String(result.roles).padEnd(12)}${cell(result.htmlPages, 11)}${cell(result.seconds.toFixed(1), 9)}${cell(result.secondsPerPage.toFixed(3), 8)}${cell(result.secondsPerExtraPage?.toFixed(3), 14)}${cell(mb(result.maxRssKB), 12)}${cell(mb(result.treePeakKB), 9)}${cell(result.loadBefore.toFixed(1), 10)}`,
  );
}

console.log(
  `\nThe tables Docusaurus generates (.docusaurus, as the last locale built left it: ${base.generatedLocale ?? '?'}), raw KB; the server reads them whole, the browser gets them without the role pages (src/plugins/lean/roleRoutes.cjs). Scripts in assets/js (es / en):\n`,
);
console.log(`${'extra roles'.padEnd(12)}${GENERATED.map((name) => cell(name, name.length + 2)).join('')}${cell('js files', 12)}`);
for (const result of results) {
  console.log(`${String(result.roles).padEnd(12)}${GENERATED.map((name) => cell(kb(result.generated[name] ?? 0), name.length + 2)).join('')}${cell(`${result.jsFiles.es} / ${result.jsFiles.en}`, 12)}`);
}

const out = path.resolve(root, values.out);
fs.writeFileSync(out, `${JSON.stringify({date: new Date().toISOString(), cpus: os.cpus().length, sizes: results}, null, 2)}\n`);
console.log(`\nFigures written to ${values.out}.`);
