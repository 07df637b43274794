/**
 * The copywriter's and the translator's journeys, run for real on a scratch
 * copy of the site with the README's commands: a role added with
 * `npm run new:role` and filled as a copywriter would (its example people with
 * surnames no dictionary knows; a word misspelled in its copy reported by the
 * spelling check with what to do about it), a team page, the whole
 * content check (`npm run check:content`); a role page renamed with its old
 * address kept by one entry in src/data/redirects.yml (a chain or a loop there
 * stopping the build); another role removed, the pages that still name it and
 * broken fields stopping the build; the owner's longer trial (one number in the
 * data file src/data/engagement.ts); a role page grown by ten interview
 * questions and a long answer; then one build of every language, every speed
 * trick off, showing all of it, its heads checked and the grown page passing
 * the browser tests' template pass; `npm run check:i18n` naming what English
 * lacks. No code changes anywhere: only content and data files. Everything the
 * journey expects is read from the content (free slugs, the category's last
 * place, its pages), so it holds whatever pages copywriters add.
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import matter from 'gray-matter';
import {GUIDE_PATHS} from '@site/src/config/routes';
import {terms} from '@site/src/data/engagement';
import {REDIRECTS_FILE} from '@site/src/plugins/redirects/data';
import {CATEGORY_LISTS_FILE, CONTENT_DIR, EN_CONTENT_DIR, readContentFiles, TRANSLATED} from '@site/src/plugins/roles/content';
import {inLocale, LOCALES, readCategoryLists, SIDEBARS_FILE, uiString} from '@site/tests/site';
import {LIMITS} from '@site/src/plugins/roles/limits';
import {isTeamSlug, rolesByCategory, TEAM_PREFIX, teamFrontMatterSchema, validateContent} from '@site/src/plugins/roles/schema';
import {TEMPLATES} from '@site/tests/e2e/support';
import {GROWTH, ROLE, TEAM} from './fixtures/copy';
import {fillScaffold} from './fixtures/fill';

const root = path.resolve(__dirname, '../..');
// Not copied: what the other stages of the test command write (and may be emptying) while this runs beside them, and
// the browser tests' reference pictures (megabytes no journey reads).
const SKIP = new Set(['.git', 'node_modules', 'build', 'build-talento', 'build-lean0', '.docusaurus', 'test-results', 'test-results-engines', 'playwright-report', '.lighthouseci', 'screenshots']);
const SKIP_PATHS = [path.join(root, 'tests/e2e/__screenshots__')];
const GIT_IDENTITY = ['-c', 'user.name=Copy', '-c', 'user.email=copy@example.com'];
const EN_DOCS = EN_CONTENT_DIR;
/** Each role and team page's files: the Spanish one, then one per translation (English, Portuguese…). */
const pageFiles = (slug: string) => [`${CONTENT_DIR}/${slug}.mdx`, ...TRANSLATED.map(({dir}) => `${dir}/${slug}.mdx`)];

function scratchCopy(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ready-site-'));
  // Readable by nginx's workers (another user), which serve its build to the browser tests.
  fs.chmodSync(dir, 0o755);
  for (const entry of fs.readdirSync(root)) {
    if (!SKIP.has(entry)) fs.cpSync(path.join(root, entry), path.join(dir, entry), {recursive: true, filter: (source) => !SKIP_PATHS.includes(source)});
  }
  fs.symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'));
  // A repository of its own, one commit, whatever state the working copy's repository is in (check:i18n reads git history).
  const git = (...args: string[]) => spawnSync('git', args, {cwd: dir, encoding: 'utf8', env: {...process.env, GIT_AUTHOR_DATE: '1700000000 +0000', GIT_COMMITTER_DATE: '1700000000 +0000'}});
  git('init', '-q');
  fs.appendFileSync(path.join(dir, '.git/info/exclude'), 'node_modules\n');
  git('add', '-A');
  git(...GIT_IDENTITY, 'commit', '-qm', 'The site as it is');
  return dir;
}

/** Runs a command in `cwd`; a variable set to `undefined` in `env` is left out of its environment. */
function run(cwd: string, command: string, args: string[], env: Record<string, string | undefined> = {}) {
  const merged = Object.entries({...process.env, FORCE_COLOR: '0', NO_COLOR: '1', ...env}).filter(([, value]) => value !== undefined);
  const result = spawnSync(command, args, {cwd, encoding: 'utf8', env: Object.fromEntries(merged)});
  return {status: result.status, output: `${result.stdout}\n${result.stderr}`};
}

const docusaurus = path.join(root, 'node_modules/.bin/docusaurus');
const playwrightBin = path.join(root, 'node_modules/.bin/playwright');
/** The role page the browser tests' template pass loads (tests/e2e/support.ts): the one whose hiring kit and FAQ grow. */
const GROWN = TEMPLATES.map((at) => /^\/empresas\/([^/]+)$/.exec(at)?.[1]).find((slug) => slug !== undefined && !isTeamSlug(slug))!;
const jestBin = path.join(root, 'node_modules/.bin/jest');
let dir: string;
const read = (file: string) => fs.readFileSync(path.join(dir, file), 'utf8');
const write = (file: string, text: string) => fs.writeFileSync(path.join(dir, file), text);
/** The category lists sidebars.ts exports, as a copywriter edits them (a content file). */
const readLists = () => JSON.parse(read(CATEGORY_LISTS_FILE)) as Record<string, string[]>;
const writeLists = (lists: Record<string, string[]>) => write(CATEGORY_LISTS_FILE, `${JSON.stringify(lists, null, 2)}\n`);

beforeEach(() => {
  dir = scratchCopy();
});

afterEach(() => {
  fs.rmSync(dir, {recursive: true, force: true});
});

/** The Spanish pages as the content defines them. */
function contentPages() {
  const {pages, problems} = validateContent(readContentFiles(dir), readCategoryLists(dir));
  expect(problems).toEqual([]);
  return [...pages.es.values()];
}

/** `base`, or `base-2`, `base-3`…: the first slug no page uses. */
function freeSlug(base: string): string {
  const used = new Set(fs.readdirSync(path.join(dir, CONTENT_DIR)).map((name) => name.replace(/\.mdx?$/, '')));
  for (let n = 1; ; n += 1) {
    const slug = n === 1 ? base : `${base}-${n}`;
    if (!used.has(slug)) return slug;
  }
}

/** `npm run new:role` as the README writes it. */
function newRole(slug: string, category: string) {
  return run(dir, 'npm', ['run', '--silent', 'new:role', '--', slug, '--category', category]);
}

/** The whole content check, as the README's writers run it and `npm test` judges it. */
function checkContent() {
  return run(dir, 'node', ['scripts/check-content.mjs']);
}

/** The content tests alone (a few seconds): the schema, the minimums, placeholders, shared sentences. */
function contentTests() {
  return run(dir, jestBin, ['--rootDir', dir, '--ci', 'tests/unit/content.test.ts']);
}

/**
 * `npm run build` in the scratch copy, without the bundler's persistent cache: no later build reads a scratch copy's
 * cache (its folder is new each time), and writing it costs processor time and fills node_modules/.cache.
 */
function build(...args: string[]) {
  return run(dir, docusaurus, ['build', ...args], {DOCUSAURUS_NO_PERSISTENT_CACHE: '1'});
}

/** The same with every speed trick off (`LEAN=0`, src/plugins/lean): the site must stand without the wall. */
function buildWithoutTricks() {
  return run(dir, docusaurus, ['build'], {DOCUSAURUS_NO_PERSISTENT_CACHE: '1', LEAN: '0'});
}

/**
 * A role page no other file names (no team or page lists it, no code links to it): renaming or removing it needs
 * nothing but the two files, its slug in its category's list and the redirect.
 */
function unreferencedRole(exclude: readonly string[]): string {
  const texts: {file: string; text: string}[] = [];
  const collect = (at: string) => {
    const full = path.join(dir, at);
    if (fs.statSync(full).isDirectory()) fs.readdirSync(full).forEach((name) => collect(path.join(at, name)));
    else if (/\.(mdx?|tsx?|json|ya?ml|mjs)$/.test(at)) texts.push({file: at, text: fs.readFileSync(full, 'utf8')});
  };
  ['src', CONTENT_DIR, 'i18n', 'blog', 'docusaurus.config.ts'].forEach(collect);
  const own = (slug: string, file: string) => pageFiles(slug).includes(file) || file === CATEGORY_LISTS_FILE;
  const slug = contentPages()
    .filter((page) => page.kind === 'role' && !exclude.includes(page.slug) && page.slug !== GROWN)
    .map((page) => page.slug)
    .find((candidate) => texts.every(({file, text}) => own(candidate, file) || !text.includes(candidate)));
  if (!slug) throw new Error('Every role page is named by another file: the rename journey needs one that is not');
  return slug;
}

const link = (slug: string, locale: string) => new RegExp(`href="?${inLocale(locale, `/empresas/${slug}`)}"?[ >]`);

test('a copywriter adds a role and a team page, renames a role page, grows a hiring kit and removes a role, with content files only', () => {
  const category = 'development';
  const before = contentPages();
  const siblings = rolesByCategory(before).get(category)!;
  const listed = readCategoryLists(dir)[category]!;
  const slug = freeSlug('ingeniero-confiabilidad');
  const team = freeSlug(`${TEAM_PREFIX}operaciones-plataforma`);

  const status = () => new Set(run(dir, 'git', ['status', '--porcelain', '--untracked-files=all']).output.split('\n').map((line) => line.trim()).filter(Boolean));
  const untouched = status();
  const created = newRole(slug, category);
  expect(created.status).toBe(0);
  // The scaffold writes the page's files (Spanish, and one per translation) and lists the page in sidebars.ts's lists,
  // and touches nothing else: no code.
  expect([...status()].filter((line) => !untouched.has(line)).sort()).toEqual([...pageFiles(slug).map((file) => `?? ${file}`), `M ${CATEGORY_LISTS_FILE}`].sort());
  // Last among its category's roles, before its teams; the other categories as they were.
  const roles = listed.filter((page) => !isTeamSlug(page));
  expect(readCategoryLists(dir)).toEqual({...readCategoryLists(root), [category]: [...roles, slug, ...listed.slice(roles.length)]});
  const scaffold = Object.fromEntries(LOCALES.map((locale, index) => [locale, read(pageFiles(slug)[index]!)])) as Record<keyof typeof ROLE, string>;
  for (const text of Object.values(scaffold)) {
    expect(matter(text).data).not.toHaveProperty('category');
    expect(matter(text).data).not.toHaveProperty('sidebar_position');
  }
  // The scaffold offers as many tasks as a page needs.
  expect(matter(scaffold.es).data.tasks.length).toBeGreaterThanOrEqual(LIMITS.tasks.min);

  // Left as scaffolded, the placeholders are caught.
  const unfilled = contentTests();
  expect(unfilled.status).not.toBe(0);
  expect(unfilled.output).toMatch(/has no placeholder left/);

  const filled = fillScaffold(scaffold.es, ROLE.es);
  // The example people have surnames no dictionary knows (Ibarra, Ccahuana): names are data, and the spelling check
  // leaves them alone. A word misspelled in the copy is still reported, with one line saying what to do about it.
  const people = matter(filled).data.profiles.map((person: {name: string}) => person.name);
  expect(people).toEqual(ROLE.es.fields['profiles.name'].slice(0, people.length));
  write(`${CONTENT_DIR}/${slug}.mdx`, filled.replace(ROLE.es.body, `${ROLE.es.body} También acompaña la contratacion de tu equipo.`));
  const misspelled = run(dir, 'node', ['scripts/spelling.mjs', '--no-progress', '--no-summary', `${CONTENT_DIR}/${slug}.mdx`]);
  expect([...misspelled.output.matchAll(/^(.+?):\d+:\d+ - Unknown word \((.+?)\)/gm)].map(([, file, word]) => `${file}: ${word}`)).toEqual([
    `${CONTENT_DIR}/${slug}.mdx: contratacion`,
  ]);
  expect(misspelled.output).toMatch(/^Spelling: .*add it to project-words\.txt, one word a line\./m);
  expect(misspelled.status).not.toBe(0);
  // The new role names its related roles itself: three of its category and one that nothing else names, removed further on.
  const removed = unreferencedRole([siblings[0].slug]);
  write(`${CONTENT_DIR}/${slug}.mdx`, matter.stringify(matter(filled).content, {...matter(filled).data, related: [...siblings.slice(1, 4).map((page) => page.slug), removed]}));
  // The translations after the Spanish copy, as translators write them (check:i18n judges a translation older than its source).
  for (const {locale, dir: translated} of TRANSLATED) write(`${translated}/${slug}.mdx`, fillScaffold(scaffold[locale as keyof typeof ROLE], ROLE[locale as keyof typeof ROLE]));

  // A team page, written the same way (scaffolded as a role, then given the team's name and roles; fields a team
  // page does not take are left out), listing the new role and one of its category's.
  const draft = freeSlug('borrador-equipo');
  expect(newRole(draft, category).status).toBe(0);
  const teamFields = new Set(Object.keys(teamFrontMatterSchema.shape));
  for (const [locale, from, to] of LOCALES.map((locale, index) => [locale as keyof typeof TEAM, pageFiles(draft)[index]!, pageFiles(team)[index]!] as const)) {
    // The fields a team page does not take go first (skills and people come from its roles); the rest is filled.
    const scaffolded = matter(read(from));
    const teamScaffold = matter.stringify(scaffolded.content, Object.fromEntries(Object.entries(scaffolded.data).filter(([key]) => teamFields.has(key))));
    const {data: kept, content} = matter(fillScaffold(teamScaffold, TEAM[locale]));
    const withRoles = locale === 'es' ? {title: kept.title, roles: [slug, siblings[0].slug], ...kept} : kept;
    write(to, matter.stringify(content, withRoles));
    fs.rmSync(path.join(dir, from));
  }
  // In the category's list the team takes the draft's place, moved after the other teams.
  const lists = readLists();
  writeLists({...lists, [category]: [...lists[category]!.filter((page) => page !== draft), team]});

  const checked = checkContent();
  expect(checked.output).toMatch(/Content: every check passes/);
  expect(checked.status).toBe(0);

  // Meanwhile a role page is renamed (both files), its old address kept by one entry in the redirects file. A chain
  // or a loop written there first stops the build at once, naming the entries.
  const broken = siblings[0].slug;
  const renamed = unreferencedRole([slug, broken]);
  const newName = freeSlug(`${renamed}-senior`);
  /** A page's address now (the renamed page's is its new one). */
  const current = (page: string) => (page === renamed ? newName : page);
  pageFiles(renamed).forEach((file, index) => fs.renameSync(path.join(dir, file), path.join(dir, pageFiles(newName)[index]!)));
  writeLists(Object.fromEntries(Object.entries(readLists()).map(([id, pages]) => [id, pages.map(current)])));
  const redirects = `${read(REDIRECTS_FILE).trimEnd()}\n`;
  write(
    REDIRECTS_FILE,
    `${redirects}  - from: /empresas/${renamed}\n    to: /empresas/${renamed}-temporal\n  - from: /empresas/${renamed}-temporal\n    to: /empresas/${newName}\n  - from: /ida\n    to: /vuelta\n  - from: /vuelta\n    to: /ida\n`,
  );
  const tangled = build('--locale', 'es');
  expect(tangled.status).not.toBe(0);
  expect(tangled.output).toMatch(
    new RegExp(`${REDIRECTS_FILE} → redirects\\.\\d+\\.to \\(from: /empresas/${renamed}\\): .*a chain; point /empresas/${renamed} straight at /empresas/${newName}`),
  );
  expect(tangled.output).toMatch(/→ redirects\.\d+\.to \(from: \/ida\): A loop: \/ida → \/vuelta → \/ida/);
  // (An entry written the wrong way round, from the new address to the old, is refused too: redirects.test.ts, the
  // check on the pages Docusaurus knows; not built here, a build that loads every page costs the suite 15 s.)
  write(REDIRECTS_FILE, `${redirects}  - from: /empresas/${renamed}\n    to: /empresas/${newName}\n`);

  // Removing a role: while its category still lists it, the build stops at once naming sidebars.ts and the slug.
  const removedCategory = contentPages().find((page) => page.slug === removed)!.category;
  const neighbour = contentPages().find((page) => page.kind === 'role' && page.category === removedCategory && ![removed, renamed].includes(page.slug))!.slug;
  for (const file of pageFiles(removed)) fs.rmSync(path.join(dir, file));
  const stillListed = build('--locale', 'es');
  expect(stillListed.status).not.toBe(0);
  expect(stillListed.output).toMatch(new RegExp(`${SIDEBARS_FILE.replace('.', '\\.')}[\\s\\S]*do not exist:\\s*- ${removed}\\b`));
  // With the list edited, the build names the page that still lists it among its related roles. The same build names
  // two more mistakes made meanwhile in other pages: a task without its title, and (in the English build) a category
  // set in a page.
  writeLists(Object.fromEntries(Object.entries(readLists()).map(([id, pages]) => [id, pages.filter((page) => page !== removed)])));
  const pristine = {es: read(`${CONTENT_DIR}/${broken}.mdx`), en: read(`${EN_DOCS}/${broken}.mdx`)};
  const lines = pristine.es.split('\n');
  const taskTitles = lines.flatMap((line, index) => (/^ {2}- title: /.test(line) ? [index] : []));
  lines[taskTitles[1]] = lines[taskTitles[1]].replace(/title: .*/, 'summary: "sin título"');
  write(`${CONTENT_DIR}/${broken}.mdx`, lines.join('\n'));
  write(`${EN_DOCS}/${broken}.mdx`, pristine.en.replace(/^title: (.*)$/m, 'title: $1\ncategory: design'));
  const refused = build('--locale', 'es');
  expect(refused.status).not.toBe(0);
  expect(refused.output).toContain(`${CONTENT_DIR}/${slug}.mdx → related.3: "${removed}" is not a role page`);
  expect(refused.output).toContain(`${CONTENT_DIR}/${broken}.mdx → tasks.1.title: This field is required.`);
  const refusedEnglish = build('--locale', 'en');
  expect(refusedEnglish.status).not.toBe(0);
  expect(refusedEnglish.output).toContain(`${EN_DOCS}/${broken}.mdx → category: Remove it: a page's category and its place in it are set in ${CATEGORY_LISTS_FILE} (sidebars.ts) only`);

  // …and once the mistakes are fixed and the related roles edited, the content tests pass again but one: the product
  // specification's list of pages (tests/unit/content.test.ts) still names the renamed and the removed pages. Renaming
  // or removing a page the specification lists changes the specification too, which no content file can.
  write(`${CONTENT_DIR}/${broken}.mdx`, pristine.es);
  write(`${EN_DOCS}/${broken}.mdx`, pristine.en);
  const related = matter(read(`${CONTENT_DIR}/${slug}.mdx`));
  write(`${CONTENT_DIR}/${slug}.mdx`, matter.stringify(related.content, {...related.data, related: (related.data.related as string[]).filter((role) => role !== removed)}));
  const fixed = contentTests();
  expect([...fixed.output.matchAll(/^\s*● (.+ › .+)$/gm)].map(([, name]) => name)).toEqual(
    LOCALES.map((locale) => `role and team content › keeps every role and team page of the specification (${locale})`),
  );
  expect(fixed.output).toMatch(new RegExp(`Tests: +${LOCALES.length} failed, \\d+ passed`));

  // Meanwhile the owner lengthens the trial in src/data/engagement.ts, the one source of the terms…
  const trialDays = terms.trialDays + 6;
  write('src/data/engagement.ts', read('src/data/engagement.ts').replace(/^(\s*trialDays: )\d+,$/m, `$1${trialDays},`));
  // …and a copywriter grows the Spanish page the browser tests' template pass loads: ten more interview questions in its
  // hiring kit, and a long answer in its FAQ. No height anywhere is tuned to the content (standIns.test.ts).
  const grown = matter(read(`${CONTENT_DIR}/${GROWN}.mdx`));
  const kit = grown.data.hiring_kit as {questions: {question: string; good_answer: string}[]};
  const questions = [...kit.questions, ...GROWTH.questions.map(([question, answer]) => ({question, good_answer: answer}))];
  const faq = [...(grown.data.faq as {question: string; answer: string}[])];
  faq[0] = {...faq[0], answer: GROWTH.answer};
  write(`${CONTENT_DIR}/${GROWN}.mdx`, matter.stringify(grown.content, {...grown.data, faq, hiring_kit: {...kit, questions}}));

  // One build of every language, every speed trick off, shows all of it: the new role, the team page, the renamed page
  // with its old address, the removed role gone, the longer trial and the grown page. The built site's heads are
  // checked on it (tests/built/head.test.ts), and the grown page's layout in the browser (the template pass).
  const built = buildWithoutTricks();
  expect(built.output).not.toMatch(/\[ERROR\]/);
  expect(built.status).toBe(0);
  // Trick-free: the stock page template runs the main bundle with a deferred script (paintFirst preloads it instead).
  expect(read('build/index.html')).toMatch(/<script(?=[^>]*\bdefer\b)[^>]*\bsrc="?\/assets\/js\/main\./);
  const heads = run(dir, jestBin, ['-c', 'jest.build.config.mjs', '--rootDir', dir, '--ci', 'tests/built/head.test.ts']);
  expect(heads.output).toMatch(/Tests: +\d+ passed, \d+ total/);
  expect(heads.status).toBe(0);
  for (const locale of LOCALES) {
    const prefix = `build${inLocale(locale, '/').replace(/\/$/, '')}`;
    expect(read(`${prefix}/empresas/${slug}.html`)).toContain(ROLE[locale as keyof typeof ROLE].fields.title![0]);
    // Listed on the landing page's development card, in the bar of its siblings, on its team page and in the sitemap.
    expect(read(`${prefix}/index.html`)).toMatch(link(slug, locale));
    expect(read(`${prefix}/empresas/${broken}.html`)).toMatch(link(slug, locale));
    expect(read(`${prefix}/empresas/${team}.html`)).toMatch(link(slug, locale));
    expect(read(`${prefix}/sitemap.xml`)).toContain(`${inLocale(locale, `/empresas/${slug}`)}</loc>`);
    // The team page is in every page's footer.
    expect(read(`${prefix}/aviso-legal.html`)).toMatch(link(team, locale));
    // The removed role is gone: no page, and no link to it on the landing page, in its category's bar, among the new
    // role's related roles or in the sitemap.
    expect(fs.existsSync(path.join(dir, `${prefix}/empresas/${removed}.html`))).toBe(false);
    for (const file of ['index.html', `empresas/${neighbour}.html`, `empresas/${slug}.html`, 'sitemap.xml']) {
      expect(read(`${prefix}/${file}`)).not.toMatch(new RegExp(`/empresas/${removed}["<> ]`));
    }
    // The renamed page answers at its new address; the old one is a redirect page to it in each language, out of the
    // sitemap, and a 301 in the nginx config and the Netlify-style `_redirects` (which `npm run serve` shares).
    const at = (slugNow: string) => inLocale(locale, `/empresas/${slugNow}`);
    expect(read(`${prefix}/empresas/${newName}.html`)).toMatch(/<h1/);
    const oldPage = read(`${prefix}/empresas/${renamed}.html`);
    expect(oldPage).toMatch(new RegExp(`http-equiv="?refresh"? content="0; url=[^"]*${at(newName)}"`));
    expect(oldPage).toMatch(new RegExp(`<a [^>]*href="?${at(newName)}"?[^>]*>${uiString(locale, 'redirect.moved.link')}</a>`));
    expect(oldPage).toMatch(/name="?robots"? content="?noindex/);
    expect(read(`${prefix}/sitemap.xml`)).not.toContain(`${at(renamed)}<`);
    expect(read(`${prefix}/sitemap.xml`)).toContain(`${at(newName)}</loc>`);
    expect(read('build/_redirects').split('\n')).toContain(`${at(renamed)} ${at(newName)} 301`);
    expect(read('build/_hosting/nginx.conf')).toContain(`location = ${at(renamed)} { return 301 ${at(newName)}$is_args$args; }`);
    expect(JSON.parse(read('build/_hosting/rules.json')).redirects).toContainEqual({from: at(renamed), to: at(newName), keepQuery: true});
  }
  // The English build takes the category and place from the same sidebars.ts: the role sits in the English bar, last.
  const englishBar = read(`build/en/empresas/${broken}.html`);
  const lastSibling = englishBar.search(link(current(siblings.at(-1)!.slug), 'en'));
  expect(lastSibling).toBeGreaterThan(-1);
  expect(englishBar.search(link(slug, 'en'))).toBeGreaterThan(lastSibling);
  // The new trial is on the terms row and in the shared answers of every role page, and on the "how we work" page.
  const rolePage = read(`build/empresas/${broken}.html`);
  expect(rolePage).toContain(`${trialDays} días de prueba`);
  expect(rolePage).toContain(`Los primeros ${trialDays} días de trabajo son de prueba`);
  expect(read(`build${GUIDE_PATHS.howWeWork}.html`)).toMatch(new RegExp(`Los primeros (<!-- -->)?${trialDays}(<!-- -->)? días de trabajo son de prueba`));
  // The grown page shows every question and the long answer, and passes the browser tests' template pass (layout,
  // overflow, the floating button's sweep, axe) at both widths; the routes checks (routes.spec.ts: the blog, the
  // services, every redirect page, the renamed one's too) run on the same build, served by nginx on ports of its own.
  const grownPage = read(`build/empresas/${GROWN}.html`);
  for (const {question} of questions) expect(grownPage).toContain(question.replace(/"/g, '&quot;'));
  expect(grownPage).toContain(GROWTH.answer.slice(0, 80));
  // (Playwright refuses to start inside a jest worker: the worker's mark is left out.)
  const files = ['tests/e2e/templates.spec.ts', 'tests/e2e/routes.spec.ts'];
  const browser = run(dir, playwrightBin, ['test', ...files, '--grep', `(^| )/empresas/${GROWN}( |$)|routes\\.spec`], {JEST_WORKER_ID: undefined, CI: undefined, E2E_PORT: '4190', E2E_SKIP_SUBPATH: '1', E2E_LEAN: '0'});
  const ran = (file: string) => [...browser.output.matchAll(new RegExp(`✓ +\\d+ \\[\\w+\\] › tests/e2e/${file}`, 'g'))].length;
  expect(ran('templates\\.spec\\.ts')).toBe(3);
  expect(ran('routes\\.spec\\.ts')).toBeGreaterThan(5);
  expect(browser.output).not.toMatch(/\b\d+ (failed|skipped|flaky)\b/);
  expect(browser.status).toBe(0);
});

test('a translator brings English up to date with `npm run check:i18n`', () => {
  /** Every language, or the one the English translator checks. */
  const checkI18n = (...args: string[]) => run(dir, 'node', ['scripts/check-i18n.mjs', ...args]);
  const PT_DOCS = TRANSLATED.find(({locale}) => locale === 'pt-BR')!.dir;
  // Commits dated after everything in the copy, so "older than" is decided by these edits alone.
  const head = Number(run(dir, 'git', ['log', '-1', '--format=%ct']).output.trim());
  const commit = (message: string, offset: number, ...files: string[]) => {
    expect(run(dir, 'git', ['add', ...files]).status).toBe(0);
    const date = `${head + offset} +0000`;
    const committed = run(dir, 'git', [...GIT_IDENTITY, 'commit', '-qm', message], {
      GIT_AUTHOR_DATE: date,
      GIT_COMMITTER_DATE: date,
    });
    expect(committed.status).toBe(0);
  };

  // A change to what English takes from the Spanish page (its skills) leaves the translation as it was: up to date.
  // (It was up to date before the change too: the copy is the working tree, which the translations stage checks.)
  const seo = read('empresas/seo-strategist.mdx');
  const skills = /^skills:\n((?:  - .*\n)+)/m.exec(seo)!;
  const [first, second, ...rest] = skills[1].trimEnd().split('\n');
  write('empresas/seo-strategist.mdx', seo.replace(skills[1], `${[second, first, ...rest].join('\n')}\n`));
  commit('Spanish structure change', 30, 'empresas/seo-strategist.mdx');
  const structural = checkI18n();
  expect(structural.output).toContain('English translation: complete and up to date.');
  expect(structural.output).toContain('Português translation: complete and up to date.');
  expect(structural.status).toBe(0);

  // A copywriter changes a Spanish page; a developer adds a UI string and a paragraph-long one (their Spanish in i18n/es/code.json).
  write('empresas/seo-strategist.mdx', `${read('empresas/seo-strategist.mdx')}\nTambién revisa cada trimestre qué páginas atraen visitas que no convierten.\n`);
  commit('Spanish copy change', 60, 'empresas/seo-strategist.mdx');
  write('src/data/journeyProbe.ts', `import {translate} from '@docusaurus/Translate';\nexport const probe = () => [translate({id: 'journey.probe'}), translate({id: 'journey.long'})];\n`);
  const writeMessages = (locale: string, messages: Record<string, string | undefined>) => {
    const file = `i18n/${locale}/code.json`;
    const content = JSON.parse(read(file)) as Record<string, {message: string}>;
    for (const [id, message] of Object.entries(messages)) {
      if (message === undefined) delete content[id];
      else content[id] = {message};
    }
    write(file, `${JSON.stringify(content, null, 2)}\n`);
  };
  writeMessages('es', {'journey.probe': 'Texto nuevo de la interfaz', 'journey.long': 'Un párrafo largo. '.repeat(12)});
  const stale = checkI18n();
  expect(stale.status).toBe(1);
  // Every translation of the page and of the string is listed, English and Portuguese alike.
  for (const translated of [EN_DOCS, PT_DOCS]) expect(stale.output).toContain(`${translated}/seo-strategist.mdx: older than empresas/seo-strategist.mdx; update the translation`);
  expect(stale.output).toContain('i18n/en/code.json: "journey.probe" is missing (Spanish: "Texto nuevo de la interfaz")');
  expect(stale.output).toContain('i18n/pt-BR/code.json: "journey.probe" is missing (Spanish: "Texto nuevo de la interfaz")');
  expect(stale.output).toMatch(/"journey\.long" has 216 characters in Spanish \(at most 200\); move long prose to an MDX page/);

  // The translator updates the English page and the strings, then stamps them; the long one goes.
  write(`${EN_DOCS}/seo-strategist.mdx`, `${read(`${EN_DOCS}/seo-strategist.mdx`)}\nThey also review every quarter which pages draw visits that never convert.\n`);
  commit('English copy change', 120, `${EN_DOCS}/seo-strategist.mdx`);
  write('src/data/journeyProbe.ts', `import {translate} from '@docusaurus/Translate';\nexport const probe = () => translate({id: 'journey.probe'});\n`);
  writeMessages('es', {'journey.long': undefined});
  writeMessages('en', {'journey.probe': 'New interface text'});
  // The English translator checks and stamps English alone (`--locale en`): Portuguese is another translator's.
  const stamped = checkI18n('--locale', 'en', '--stamp');
  expect(stamped.output).toContain('Stamped 1 message(s) in i18n/en/stamps.json:\n  i18n/en/code.json: "journey.probe"');
  expect(stamped.output).toContain('English translation: complete and up to date.');
  expect(stamped.status).toBe(0);

  // The copywriter rewrites the Spanish string, and polishes a sentence of the Spanish page: the English of both is
  // out of date until the translator looks.
  writeMessages('es', {'journey.probe': 'Texto renovado de la interfaz'});
  write('empresas/seo-strategist.mdx', read('empresas/seo-strategist.mdx').replace('qué páginas atraen visitas', 'qué páginas atraen las visitas'));
  commit('Spanish wording fix', 180, 'empresas/seo-strategist.mdx');
  const outdated = checkI18n('--locale', 'en');
  expect(outdated.status).toBe(1);
  expect(outdated.output).toContain('i18n/en/code.json: "journey.probe" translates an older Spanish text; the Spanish now reads "Texto renovado de la interfaz"');
  const page = `${EN_DOCS}/seo-strategist.mdx`;
  expect(outdated.output).toContain(`${page}: older than empresas/seo-strategist.mdx; update the translation (if it still holds, npm run check:i18n -- --stamp ${page})`);
  // The translator updates the string, and finds the English page still holds: one stamp for each, by name.
  writeMessages('en', {'journey.probe': 'Renewed interface text'});
  const after = checkI18n('--locale', 'en', '--stamp', 'journey.probe', page);
  expect(after.output).toContain(`Stamped 1 page(s) in i18n/en/page-stamps.json:\n  ${page}: holds for empresas/seo-strategist.mdx as it reads now`);
  expect(after.output).toContain('i18n/en/code.json: "journey.probe"');
  expect(after.output).toContain('English translation: complete and up to date.');
  expect(after.status).toBe(0);

  // The stamp holds for that Spanish only: the page's next change makes the English older again.
  write('empresas/seo-strategist.mdx', `${read('empresas/seo-strategist.mdx')}\nY propone cada mes qué contenidos escribir primero.\n`);
  commit('Spanish copy change after the stamp', 240, 'empresas/seo-strategist.mdx');
  const changedAgain = checkI18n('--locale', 'en');
  expect(changedAgain.output).toContain(`${page}: older than empresas/seo-strategist.mdx`);
  expect(changedAgain.status).toBe(1);
});

test('a translator adds a fourth language with no code: its entry in src/config/languages.json and two translated pages', () => {
  // The entry, as docs/writers.md ("Adding a language") describes it.
  const languagesFile = 'src/config/languages.json';
  const config = JSON.parse(read(languagesFile)) as {languages: Record<string, unknown>[]};
  const french = {
    locale: 'fr',
    segment: 'fr',
    htmlLang: 'fr',
    label: 'Français',
    short: 'FR',
    flag: 'fr',
    intl: 'fr-FR',
    numbers: {decimal: ',', group: '\u202f', minimumGroupingDigits: 1},
    percentSpace: '\u202f',
    gendered: true,
    spelling: 'fr-fr',
    search: {stopWords: ['de', 'la', 'le', 'les', 'et', 'en', 'pour', 'un', 'une', 'des', 'du'], endings: [['aux', 'al'], ['s', '']]},
  };
  write(languagesFile, `${JSON.stringify({...config, languages: [...config.languages, french]}, null, 2)}\n`);
  // Two pages translated into i18n/fr/: a role page (texts only, its title for a woman too) and the terms page.
  const [translated, untranslated] = contentPages().filter((page) => page.kind === 'role');
  const frenchDocs = 'i18n/fr/docusaurus-plugin-content-docs/current';
  const english = matter(read(`${EN_DOCS}/${translated!.slug}.mdx`));
  const heading = 'Recrutez un *spécialiste vérifié* qui rejoint votre équipe';
  fs.mkdirSync(path.join(dir, frenchDocs), {recursive: true});
  write(
    `${frenchDocs}/${translated!.slug}.mdx`,
    matter.stringify(`\n${english.content.trim()}\n`, {...english.data, title: 'Spécialiste vérifié', title_feminine: 'Spécialiste vérifiée', heading}),
  );
  const pagesDir = 'i18n/fr/docusaurus-plugin-content-pages';
  fs.mkdirSync(path.join(dir, pagesDir), {recursive: true});
  write(
    `${pagesDir}/terminos-y-condiciones.mdx`,
    '---\ntitle: "Conditions générales"\ndescription: "Les conditions générales de ce site sont en préparation ; en attendant, les mentions légales et la politique de confidentialité s’appliquent."\n---\n\n# Conditions générales\n\nCette page est en préparation.\n',
  );

  const built = build('--locale', 'fr');
  expect(built.output).not.toMatch(/\[ERROR\]/);
  expect(built.status).toBe(0);
  // Served under /fr/, in French where translated and in Spanish elsewhere (Docusaurus's fallback), every page in lang="fr"…
  const rolePage = read(`build/fr/empresas/${translated!.slug}.html`);
  expect(rolePage).toMatch(/<html lang="?fr"?/);
  expect(rolePage).toContain('Spécialiste vérifié');
  expect(read('build/fr/terminos-y-condiciones.html')).toContain('Conditions générales');
  const fallback = read(`build/fr/empresas/${untranslated!.slug}.html`);
  expect(fallback).toContain(untranslated!.title);
  // …and named on every page: its option in the language switch, its twin in each page's alternates.
  expect(fallback).toMatch(/<a [^>]*hreflang="?fr"?[^>]*aria-label="?Français"?|<a [^>]*aria-label="?Français"?[^>]*hreflang="?fr"?/);
  expect(fallback).toMatch(/<link [^>]*href="?[^" >]*\/fr\/empresas\/[^" >]+"? hreflang="?fr"?/);

  // check:i18n lists what is left: the other pages and the UI strings.
  const left = run(dir, 'node', ['scripts/check-i18n.mjs', '--locale', 'fr']);
  expect(left.status).toBe(1);
  expect(left.output).toContain(`${frenchDocs}/${untranslated!.slug}.mdx: missing (translates empresas/${untranslated!.slug}.mdx)`);
  expect(left.output).toContain('i18n/fr/code.json: "cta.quote" is missing');
  expect(left.output).not.toContain(`${frenchDocs}/${translated!.slug}.mdx: missing`);
});
