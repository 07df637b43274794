/**
 * The content editor at /admin (src/plugins/cms): not part of the public site
 * (noindex, its own CSP, outside the sitemaps and the search), its script from
 * the site itself, and the editor booting under that CSP.
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {expect, type Locator, type Page, test} from '@playwright/test';
import matter from 'gray-matter';
import {groupLabel} from '../../src/plugins/cms/config';
import {ROLE_FIELDS} from '../../src/plugins/cms/fields';
import {CATEGORY_LISTS_FILE, CONTENT_DIR, contentDir, readContentFiles, TRANSLATED} from '../../src/plugins/roles/content';
import {language, translationDir} from '../../src/config/locales';
import {readCategoryLists, SIDEBARS_FILE} from '../site';
import {inLocale, type Locale, LOCALES} from './support';
import {LIMITS, REQUIRED_MESSAGE} from '../../src/plugins/roles/limits';
import {roleFrontMatterSchema, validateContent} from '../../src/plugins/roles/schema';
import {NEW_ROLE, TRANSLATED_ROLE, type TranslatedRole} from './newRoleCopy';
import {ADMIN_ORIGINS, adminContentSecurityPolicy} from '../../src/plugins/hosting/rules';
import {BASE, NODE_BASE, SKIP_SUBPATH, SUBPATH_BASE} from '../../playwright.config';

const HOSTS = [
  ['nginx', `${BASE}/`],
  ['npm run serve', `${NODE_BASE}/`],
  ...(SKIP_SUBPATH ? [] : [['nginx under /talento/', SUBPATH_BASE]]),
] as const;

for (const [host, base] of HOSTS) {
  test(`/admin/ on ${host}: 200, noindex, its own CSP; /admin redirects to it`, async ({request}) => {
    const response = await request.get(`${base}admin/`);
    expect(response.status()).toBe(200);
    expect(response.headers()['x-robots-tag']).toBe('noindex, nofollow');
    expect(response.headers()['content-security-policy']).toBe(adminContentSecurityPolicy());
    const html = await response.text();
    expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(html).toContain(`src="${new URL(base).pathname}admin/sveltia-cms.js"`);
    const bare = await request.get(`${base}admin`, {maxRedirects: 0});
    expect(bare.status()).toBe(301);
    expect(new URL(bare.headers().location!, base).pathname).toBe(`${new URL(base).pathname}admin/`);
    // The rest of the site keeps the site's policy.
    const home = await request.get(base);
    expect(home.headers()['content-security-policy']).not.toBe(adminContentSecurityPolicy());
    expect(home.headers()['x-robots-tag']).toBeUndefined();
  });
}

test('the site search does not list /admin', async () => {
  // The index the last build wrote (src/plugins/search), the one its pages load on first use.
  const file = path.resolve(__dirname, '../../.docusaurus/ready-search/default/search-index.json');
  expect(fs.existsSync(file), `${file}: build first`).toBe(true);
  const index = fs.readFileSync(file, 'utf8');
  expect(index).toContain('"/empresas/data-engineer"');
  expect(index).not.toMatch(/\/admin\b/);
});

test('the sitemaps do not list /admin', async ({request}) => {
  for (const sitemap of LOCALES.map((locale) => inLocale(locale, '/sitemap.xml'))) {
    const xml = await (await request.get(`${BASE}${sitemap}`)).text();
    expect(xml).toContain('<loc>');
    expect(xml).not.toContain('/admin');
  }
});

/**
 * Opens the editor with every request to another origin recorded and kept off the network: GitHub's
 * status API (the one the editor calls before sign-in) answers "all good", everything else is blocked.
 * Every console error is kept.
 */
export async function openEditor(page: Page, base = `${BASE}/`): Promise<{foreign: string[]; errors: string[]}> {
  const foreign: string[] = [];
  const errors: string[] = [];
  const origin = new URL(base).origin;
  await page.route('**/*', (route) => {
    const url = route.request().url();
    if (new URL(url).origin === origin) return route.continue();
    foreign.push(url);
    if (new URL(url).origin === ADMIN_ORIGINS.status) return route.fulfill({json: {status: {indicator: 'none'}}});
    return route.abort('blockedbyclient');
  });
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${base}admin/`);
  return {foreign, errors};
}

test('the editor boots from the site alone, under its CSP, to its sign-in screen', async ({page}) => {
  const {foreign, errors} = await openEditor(page);
  await expect(page.getByRole('button', {name: 'Work with Local Repository'})).toBeVisible();
  await expect(page.getByRole('button', {name: /Sign In with GitHub|Sign In Using Access Token/}).first()).toBeVisible();
  // Its fonts from the site too: the icons are drawn, not spelled out.
  await expect
    .poll(() => page.evaluate(() => [...document.fonts].filter((font) => font.status === 'loaded').map((font) => font.family.replace(/"/g, ''))))
    .toContain('Material Symbols Outlined');
  expect(foreign.filter((url) => new URL(url).origin !== ADMIN_ORIGINS.status)).toEqual([]);
  expect(errors).toEqual([]);
  const scripts = await page.locator('script[src]').evaluateAll((nodes) => nodes.map((node) => (node as HTMLScriptElement).src));
  expect(scripts.every((src) => new URL(src).origin === BASE)).toBe(true);
});

const root = path.resolve(__dirname, '../..');

/** How the editor names each language in its locale switch and panes (Sveltia CMS, in English). */
const EDITOR_LANGUAGE_NAMES = {es: 'Spanish', en: 'English', 'pt-BR': 'Portuguese (Brazil)'} as const satisfies Record<Locale, string>;
/** The journey's new page, left out of the copies in case a copywriter has written it for real since. */
const isJourneyPage = (file: string) => path.basename(file) === `${NEW_ROLE.slug}.mdx`;

/** The languages that translate the Spanish site. */
const TRANSLATIONS = TRANSLATED.map(({locale}) => locale) as Exclude<Locale, 'es'>[];

/** The repository files the editor reads in local mode (the content, every language's translations and a `.git` stub, which it checks for). */
function repositoryFiles(): {path: string; text: string}[] {
  const folders = [
    CONTENT_DIR,
    ...TRANSLATED.map(({dir}) => dir),
    'src/pages',
    ...TRANSLATIONS.map((locale) => translationDir(locale, 'docusaurus-plugin-content-pages')),
    'blog',
    ...TRANSLATIONS.map((locale) => translationDir(locale, 'docusaurus-plugin-content-blog')),
    'i18n/es',
    ...TRANSLATIONS.map((locale) => `i18n/${locale}`),
  ];
  const files = folders.flatMap((folder) =>
    fs
      .readdirSync(path.join(root, folder), {withFileTypes: true})
      .filter((entry) => entry.isFile() && /\.(mdx|yml|json)$/.test(entry.name) && !isJourneyPage(entry.name))
      .map((entry) => ({path: `${folder}/${entry.name}`, text: fs.readFileSync(path.join(root, folder, entry.name), 'utf8')})),
  );
  const plugins = TRANSLATIONS.flatMap((locale) =>
    fs
      .readdirSync(path.join(root, 'i18n', locale), {withFileTypes: true})
      .filter((entry) => entry.isDirectory() && entry.name.startsWith('ready-'))
      .flatMap((entry) =>
        fs
          .readdirSync(path.join(root, 'i18n', locale, entry.name))
          .map((name) => ({path: `i18n/${locale}/${entry.name}/${name}`, text: fs.readFileSync(path.join(root, 'i18n', locale, entry.name, name), 'utf8')})),
      ),
  );
  return [...files, ...plugins, {path: '.git/HEAD', text: 'ref: refs/heads/main\n'}];
}

/** Local mode with the browser's private file system (OPFS) as the "repository folder" the picker would return. */
async function openLocalRepository(page: Page): Promise<void> {
  await page.addInitScript(() => {
    (window as unknown as {showDirectoryPicker: () => Promise<FileSystemDirectoryHandle>}).showDirectoryPicker = () => navigator.storage.getDirectory();
  });
  await openEditor(page);
  await page.evaluate(async (files) => {
    const root = await navigator.storage.getDirectory();
    for (const file of files) {
      const parts = file.path.split('/');
      let dir = root;
      for (const part of parts.slice(0, -1)) dir = await dir.getDirectoryHandle(part, {create: true});
      const writable = await (await dir.getFileHandle(parts.at(-1)!, {create: true})).createWritable();
      await writable.write(file.text);
      await writable.close();
    }
  }, repositoryFiles());
  await page.getByRole('button', {name: 'Work with Local Repository'}).click();
}

/** A file of the OPFS "repository", as text. */
function readRepositoryFile(page: Page, file: string): Promise<string> {
  return page.evaluate(async (file) => {
    const parts = file.split('/');
    let dir = await navigator.storage.getDirectory();
    for (const part of parts.slice(0, -1)) dir = await dir.getDirectoryHandle(part);
    return (await (await dir.getFileHandle(parts.at(-1)!)).getFile()).text();
  }, file);
}

test('local mode: an empty required field and a broken schema rule are refused, nothing written; the saved page passes the schema', async ({page}) => {
  test.setTimeout(90_000);
  await openLocalRepository(page);
  await page.goto(`${BASE}/admin/#/collections/roles_es/entries/data-engineer`);
  const title = page.getByRole('textbox', {name: ROLE_FIELDS.title.label.es, exact: true});
  const before = await readRepositoryFile(page, 'empresas/data-engineer.mdx');
  const original = matter(before);
  await expect(title).toHaveValue(String(original.data.title));

  // Empty: refused (the editor's own "required" message) and nothing written.
  await title.fill('');
  await page.getByRole('button', {name: 'Save'}).click();
  await expect(page.getByRole('alert').filter({hasText: 'This field is required.'})).toBeVisible();
  expect(await readRepositoryFile(page, 'empresas/data-engineer.mdx')).toBe(before);
  await title.fill(String(original.data.title));
  // A rule of the schema broken: refused with the schema's own message (limits.ts).
  const description = page.getByRole('textbox', {name: ROLE_FIELDS.description.label.es, exact: true});
  await description.fill('Demasiado corta.');
  await page.getByRole('button', {name: 'Save'}).click();
  await expect(page.getByRole('alert').filter({hasText: `Needs at least ${LIMITS.description.min} characters`})).toBeVisible();
  expect(await readRepositoryFile(page, 'empresas/data-engineer.mdx')).toBe(before);
  await description.fill(String(original.data.description));

  const renamed = `${String(original.data.title)} (nuevo)`;
  await title.fill(renamed);
  await page.getByRole('button', {name: 'Save'}).click();
  const after = matter(await savedRepositoryFile(page, 'empresas/data-engineer.mdx', before));
  expect(after.data.title).toBe(renamed);
  expect(roleFrontMatterSchema.safeParse(after.data).error?.issues ?? []).toEqual([]);
  expect(Object.keys(after.data)).toEqual(expect.arrayContaining(Object.keys(original.data)));
  expect(after.content.trim()).toBe(original.content.trim());
});

/** A file of the OPFS "repository", or null when there is none (or the editor is writing it: NotReadableError). */
function repositoryFileOrNull(page: Page, file: string): Promise<string | null> {
  return readRepositoryFile(page, file).catch(() => null);
}

/** A file of the OPFS "repository" once a save has written it: readable, and other than `before` when given. */
async function savedRepositoryFile(page: Page, file: string, before?: string): Promise<string> {
  let text: string | null = null;
  await expect
    .poll(async () => {
      text = await repositoryFileOrNull(page, file);
      return text !== null && text !== before;
    }, {message: `${file} saved`})
    .toBe(true);
  return text!;
}

/** A field of the editor's form, by its label (the editor names each field's group “label” Field). */
const fieldGroup = (scope: Page | Locator, label: string) => scope.getByRole('group', {name: `\u201c\u2068${label}\u2069\u201d Field`, exact: true});
const textbox = (page: Page, label: string) => page.getByRole('textbox', {name: label, exact: true}).last();

/** Adds an item to a list (the last list of that name) and waits for it: its first text field, by label. */
async function addItem(page: Page, list: string, firstField: string): Promise<Locator> {
  const fields = page.getByRole('textbox', {name: firstField, exact: true});
  const count = await fields.count();
  const add = page.getByRole('button', {name: `Add \u2068${list}\u2069`, exact: true}).last();
  // The list re-renders as the previous item's text is committed: a click in that moment can land on the button's
  // old place and add nothing (about one run in four). Clicked again only while the item has not appeared.
  await expect(async () => {
    if ((await fields.count()) === count) await add.click();
    await expect(fields).toHaveCount(count + 1, {timeout: 2_000});
  }).toPass();
  return fields.nth(count);
}

/** Fills a list of titled items (tasks, questions): one "Add", then its two texts, per item. */
async function fillPairs(page: Page, list: string, labels: readonly [string, string], pairs: readonly (readonly [string, string])[]): Promise<void> {
  for (const [first, second] of pairs) {
    await (await addItem(page, list, labels[0])).fill(first);
    await textbox(page, labels[1]).fill(second);
  }
}

/** Fills the texts every language of a role page has: heading, subtitle, description, tasks, FAQ and hiring kit. */
async function fillTexts(page: Page, label: (field: keyof typeof ROLE_FIELDS) => string, copy: Pick<TranslatedRole, 'heading' | 'subtitle' | 'description' | 'tasks' | 'faq' | 'kit'>): Promise<void> {
  await textbox(page, label('heading')).fill(copy.heading);
  await textbox(page, label('subtitle')).fill(copy.subtitle);
  await textbox(page, label('description')).fill(copy.description);
  await fillPairs(page, label('tasks'), [label('tasks.title'), label('tasks.description')], copy.tasks);
  await fillPairs(page, label('faq'), [label('faq.question'), label('faq.answer')], copy.faq);
  await fillKit(page, label, copy.kit);
}

/** Fills a role's hiring kit: its job summary, its three lists of lines and its interview questions. */
async function fillKit(
  page: Page,
  label: (field: keyof typeof ROLE_FIELDS) => string,
  kit: TranslatedRole['kit'],
): Promise<void> {
  const group = fieldGroup(page, label('hiring_kit'));
  await group.scrollIntoViewIfNeeded();
  const expand = group.getByRole('button', {name: 'Expand', exact: true}).first();
  if (await expand.isVisible()) await expand.click();
  await textbox(page, label('hiring_kit.summary')).fill(kit.summary);
  const lists = [
    ['hiring_kit.responsibilities', kit.responsibilities],
    ['hiring_kit.requirements', kit.requirements],
    ['hiring_kit.nice_to_have', kit.niceToHave],
  ] as const;
  for (const [field, lines] of lists) {
    for (const line of lines) await (await addItem(page, label(field), label(field))).fill(line);
  }
  await fillPairs(page, label('hiring_kit.questions'), [label('hiring_kit.questions.question'), label('hiring_kit.questions.good_answer')], kit.questions);
}

/** Types the new entry's slug (its address) in the editor's slug panel. */
async function setSlug(page: Page, slug: string): Promise<void> {
  // The panel stays open from one entry to the next (a click on its tab closes it), still showing the
  // previous entry's slug: closed and opened again, it shows the new entry's.
  const panel = page.getByRole('radio', {name: 'Slug', exact: true});
  if (await panel.isChecked()) await panel.click();
  await panel.click();
  await page.getByRole('button', {name: 'Edit Slug', exact: true}).click();
  const field = page.getByRole('textbox', {name: 'Slug', exact: true});
  await field.fill(slug);
  // Typed, then confirmed (✓ or Enter): the panel then shows it as the entry's slug.
  await field.press('Enter');
  await expect(page.getByRole('button', {name: 'Edit Slug', exact: true})).toBeVisible();
  await expect(field).toHaveText(slug);
}

/** The files `npm run new:role` writes for the journey's slug in every language, and its category lists, in a scratch copy of `empresas/`. */
function newRoleScaffold(): {pages: Record<Locale, matter.GrayMatterFile<string>>; lists: Record<string, string[]>} {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'new-role-'));
  fs.cpSync(path.join(root, CONTENT_DIR), path.join(scratch, CONTENT_DIR), {recursive: true, filter: (file) => !isJourneyPage(file)});
  execFileSync(process.execPath, [path.join(root, 'scripts/new-role.mjs'), NEW_ROLE.slug, '--category', NEW_ROLE.category.id, '--root', scratch], {stdio: 'pipe'});
  const read = (dir: string) => matter(fs.readFileSync(path.join(scratch, dir, `${NEW_ROLE.slug}.mdx`), 'utf8'));
  const pages = Object.fromEntries(LOCALES.map((locale) => [locale, read(contentDir(locale))])) as Record<Locale, matter.GrayMatterFile<string>>;
  const scaffold = {pages, lists: JSON.parse(fs.readFileSync(path.join(scratch, CATEGORY_LISTS_FILE), 'utf8')) as Record<string, string[]>};
  fs.rmSync(scratch, {recursive: true, force: true});
  return scaffold;
}

/**
 * A scratch copy of the repository's content and content tests with the editor's files in place,
 * where the content tests run as they would after a commit (`npx jest tests/unit/content.test.ts`).
 */
function scratchRepository(written: Record<string, string>): string {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'editor-journey-'));
  // The content tests read the country pages too (src/pages/paises/ and each translation's twins).
  const translated = TRANSLATED.flatMap(({locale, dir}) => [dir, translationDir(locale, 'docusaurus-plugin-content-pages')]);
  for (const entry of ['package.json', 'jest.config.mjs', 'tsconfig.json', SIDEBARS_FILE, 'src', CONTENT_DIR, ...translated, 'tests/site.ts', 'tests/unit/content.test.ts', 'tests/unit/styleStub.cjs']) {
    fs.cpSync(path.join(root, entry), path.join(scratch, entry), {recursive: true, filter: (file) => !isJourneyPage(file)});
  }
  fs.symlinkSync(path.join(root, 'node_modules'), path.join(scratch, 'node_modules'));
  for (const [file, text] of Object.entries(written)) {
    fs.mkdirSync(path.dirname(path.join(scratch, file)), {recursive: true});
    fs.writeFileSync(path.join(scratch, file), text);
  }
  return scratch;
}

test('local mode: a new role in every language and a changed landing string give the files new:role and a hand edit would', async ({page}) => {
  // A page typed in three languages, on a loaded machine.
  test.setTimeout(330_000);
  const roleFile = (locale: Locale) => `${contentDir(locale)}/${NEW_ROLE.slug}.mdx`;
  const esFile = roleFile('es');
  const scaffold = newRoleScaffold();
  await openLocalRepository(page);

  // The Spanish page, as a copywriter fills it in: every field new:role writes, in its order.
  const es = NEW_ROLE.es;
  await page.goto(`${BASE}/admin/#/collections/roles_es/new`);
  const label = (field: keyof typeof ROLE_FIELDS) => ROLE_FIELDS[field].label.es;
  await textbox(page, label('title_feminine')).fill(es.titleFeminine);
  for (const skill of es.skills) await (await addItem(page, label('skills'), label('skills'))).fill(skill);
  for (const person of es.profiles) {
    await (await addItem(page, label('profiles'), label('profiles.name'))).fill(person.name);
    await page.getByRole('radiogroup', {name: label('profiles.form')}).last().getByRole('radio', {name: person.form}).click();
    await page.getByRole('combobox', {name: label('profiles.country')}).last().click();
    await page.getByRole('option', {name: person.country, exact: true}).click();
    await page.getByRole('radiogroup', {name: label('profiles.seniority')}).last().getByRole('radio', {name: person.seniority, exact: true}).click();
    await page.getByRole('spinbutton', {name: label('profiles.years'), exact: true}).last().fill(person.years);
    for (const skill of person.stack) await (await addItem(page, label('profiles.stack'), label('profiles.stack'))).fill(skill);
    await page.getByRole('spinbutton', {name: label('profiles.companies'), exact: true}).last().fill(person.companies);
    await page.getByRole('spinbutton', {name: label('profiles.rating'), exact: true}).last().fill(person.rating);
  }
  await fillTexts(page, label, es);
  // The editor draws the fields below the fold as they scroll into view.
  await fieldGroup(page, label('related')).scrollIntoViewIfNeeded();
  await textbox(page, 'Texto de la página').fill(es.body);
  await setSlug(page, NEW_ROLE.slug);

  // The role's name left empty: refused, the field named, nothing written.
  await page.getByRole('button', {name: 'Save', exact: true}).click();
  const title = fieldGroup(page, label('title'));
  await expect(title.getByRole('alert')).toContainText(REQUIRED_MESSAGE);
  // The only field refused: everything else the copywriter typed passes the editor's rules (the schema's).
  await expect(page.getByRole('group', {name: 'Edit \u2068_default\u2069 Content'}).getByRole('alert')).toHaveCount(1);
  await title.scrollIntoViewIfNeeded();
  await page.screenshot({path: test.info().outputPath('editor-role.png')});
  expect(await repositoryFileOrNull(page, esFile)).toBeNull();
  // The build refuses the same file for the same field, in the same words (left empty or left out).
  for (const title of ['', undefined]) {
    expect(roleFrontMatterSchema.safeParse({...scaffold.pages.es.data, title}).error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)).toEqual([`title: ${REQUIRED_MESSAGE}`]);
  }
  await textbox(page, label('title')).fill(es.title);
  await page.getByRole('button', {name: 'Save', exact: true}).click();
  await expect.poll(() => repositoryFileOrNull(page, esFile)).not.toBeNull();
  // Saved, the editor goes back to the list.
  await expect(page.getByRole('main', {name: '\u2068Roles (español)\u2069 Collection'})).toBeVisible();

  // Each translation, as its translator fills it in: the texts only, under the Spanish page's slug.
  const trLabel = (field: keyof typeof ROLE_FIELDS) => ROLE_FIELDS[field].label.en;
  for (const locale of TRANSLATIONS) {
    const copy = TRANSLATED_ROLE[locale];
    const {segment, label: name, gendered} = language(locale);
    await page.goto(`${BASE}/admin/#/collections/roles_${segment}/new`);
    await textbox(page, trLabel('title')).fill(copy.title);
    // A language whose titles agree with the person has the title for a woman too.
    expect(gendered, `${locale}: a title for a woman`).toBe(copy.titleFeminine !== undefined);
    if (copy.titleFeminine !== undefined) await textbox(page, trLabel('title_feminine')).fill(copy.titleFeminine);
    await fillTexts(page, trLabel, copy);
    await fieldGroup(page, trLabel('keywords')).scrollIntoViewIfNeeded();
    await textbox(page, 'Page text').fill(copy.body);
    await setSlug(page, NEW_ROLE.slug);
    await fieldGroup(page, trLabel('title')).scrollIntoViewIfNeeded();
    await page.screenshot({path: test.info().outputPath(`editor-translate-${locale}.png`)});
    await page.getByRole('button', {name: 'Save', exact: true}).click();
    await expect.poll(() => repositoryFileOrNull(page, roleFile(locale))).not.toBeNull();
    await expect(page.getByRole('main', {name: `\u2068Roles (${name})\u2069 Collection`})).toBeVisible();
  }

  // The role in its category: its slug added to the category's list (sidebars.ts's lists), last.
  const listsBefore = await readRepositoryFile(page, CATEGORY_LISTS_FILE);
  await page.goto(`${BASE}/admin/#/collections/categories/entries/categories`);
  const list = fieldGroup(page, NEW_ROLE.category.label);
  // The list's head counts its items (the editor draws an item only once it scrolls into view); "Add" appends one.
  const listed = (JSON.parse(listsBefore) as Record<string, string[]>)[NEW_ROLE.category.id]!.length;
  // (The editor may take seconds to draw the list on a loaded machine: the first wait allows for it; inside the retried
  // click below, a short wait, so a click that added nothing is tried again.)
  const counted = (count: number, timeout: number) => expect(list).toContainText(`${count} ${NEW_ROLE.category.label}`, {timeout});
  await counted(listed, 15_000);
  const add = list.getByRole('button', {name: `Add \u2068${NEW_ROLE.category.label}\u2069`, exact: true}).last();
  await add.scrollIntoViewIfNeeded();
  await expect(async () => {
    if (!(await list.textContent())?.includes(`${listed + 1} ${NEW_ROLE.category.label}`)) await add.click();
    await counted(listed + 1, 2_000);
  }).toPass();
  // The new item, last and empty (every listed page has its slug), beside the button.
  const added = list.getByRole('textbox').last();
  await expect(added).toHaveValue('');
  await added.fill(NEW_ROLE.slug);
  await page.getByRole('button', {name: 'Save', exact: true}).click();
  const listsSaved = await savedRepositoryFile(page, CATEGORY_LISTS_FILE, listsBefore);

  // One landing string, in every language, in the UI strings' form.
  const {landing} = NEW_ROLE;
  const [group, ...rest] = landing.id.split('.');
  const codeFile = (locale: Locale) => `i18n/${locale}/code.json`;
  const before = Object.fromEntries(await Promise.all(LOCALES.map(async (locale) => [locale, await readRepositoryFile(page, codeFile(locale))] as const))) as Record<Locale, string>;
  await page.goto(`${BASE}/admin/#/collections/strings/entries/code`);
  for (const locale of LOCALES) {
    // The editor names each language in English (Spanish, English, Portuguese (Brazil)…).
    const pane = page.getByRole('group', {name: `Edit \u2068${EDITOR_LANGUAGE_NAMES[locale]}\u2069 Content`});
    if (locale !== 'es') await page.getByRole('radiogroup', {name: 'Switch Locale'}).first().getByRole('radio', {name: EDITOR_LANGUAGE_NAMES[locale], exact: true}).click();
    // The group of ids opens once (it stays open when the other language is shown).
    const ids = fieldGroup(pane, groupLabel(group!));
    await expect(ids).toBeVisible();
    const expand = ids.getByRole('button', {name: 'Expand', exact: true}).first();
    if (await expand.isVisible()) await expand.click();
    const string = fieldGroup(pane, landing.id);
    await string.scrollIntoViewIfNeeded();
    await string.getByRole('textbox', {name: 'Text / Texto'}).fill(landing.text[locale]);
  }
  expect(rest.length).toBeGreaterThan(0);
  await page.getByRole('button', {name: 'Save', exact: true}).click();
  // The files: where new:role puts them, the keys it writes, valid for the build. Each read once the save has
  // replaced it (while the editor writes a file, it may be briefly absent or unreadable).
  const written: Record<string, string> = {[CATEGORY_LISTS_FILE]: listsSaved};
  for (const locale of LOCALES) written[roleFile(locale)] = await savedRepositoryFile(page, roleFile(locale));
  for (const locale of LOCALES) written[codeFile(locale)] = await savedRepositoryFile(page, codeFile(locale), before[locale]);
  const saved = Object.fromEntries(LOCALES.map((locale) => [locale, matter(written[roleFile(locale)]!)])) as Record<Locale, matter.GrayMatterFile<string>>;
  for (const locale of LOCALES) {
    expect(Object.keys(saved[locale].data), locale).toEqual(Object.keys(scaffold.pages[locale].data));
    expect(saved[locale].content.trim(), locale).toBe(NEW_ROLE[locale].body);
  }
  expect(saved.es.data).toMatchObject({title: es.title, title_feminine: es.titleFeminine, skills: es.skills});
  // The lists: new:role's, but for the new slug's place in its category (the editor adds it at the end; a writer drags it).
  const lists = JSON.parse(listsSaved) as Record<string, string[]>;
  const without = (all: Record<string, string[]>) => Object.fromEntries(Object.entries(all).map(([id, pages]) => [id, pages.filter((slug) => slug !== NEW_ROLE.slug)]));
  expect(Object.keys(lists)).toEqual(Object.keys(scaffold.lists));
  expect(without(lists)).toEqual(without(scaffold.lists));
  expect(lists[NEW_ROLE.category.id]).toContain(NEW_ROLE.slug);
  expect(saved.es.data.profiles).toHaveLength(es.profiles.length);
  for (const locale of TRANSLATIONS) {
    const copy = TRANSLATED_ROLE[locale];
    expect(saved[locale].data, locale).toMatchObject({title: copy.title, heading: copy.heading, ...(copy.titleFeminine === undefined ? {} : {title_feminine: copy.titleFeminine})});
  }
  // The hiring kit as the writers typed it, in the file's keys.
  for (const locale of LOCALES) {
    const {kit} = NEW_ROLE[locale];
    expect(saved[locale].data.hiring_kit).toEqual({
      summary: kit.summary,
      responsibilities: kit.responsibilities,
      requirements: kit.requirements,
      nice_to_have: kit.niceToHave,
      questions: kit.questions.map(([question, answer]) => ({question, good_answer: answer})),
    });
  }
  // code.json: Docusaurus's format, each file byte for byte as before except the one message.
  for (const locale of LOCALES) {
    const original = JSON.parse(before[locale]) as Record<string, {message: string}>;
    const expected = before[locale].replace(JSON.stringify(original[landing.id]!.message), JSON.stringify(landing.text[locale]));
    expect(expected, locale).not.toBe(before[locale]);
    expect(written[codeFile(locale)], locale).toBe(expected);
  }

  // A scratch copy of the repository with these files: the build's checks (schema and the rules
  // between files) and the content tests, as they run after a commit.
  const scratch = scratchRepository(written);
  try {
    expect(validateContent(readContentFiles(scratch), readCategoryLists(scratch)).problems).toEqual([]);
    const jest = path.join(root, 'node_modules/jest/bin/jest.js');
    const run = () => execFileSync(process.execPath, [jest, '--ci', '--colors=false', 'tests/unit/content.test.ts'], {cwd: scratch, stdio: 'pipe', encoding: 'utf8'});
    expect(run).not.toThrow();
  } finally {
    fs.rmSync(scratch, {recursive: true, force: true});
  }
});
