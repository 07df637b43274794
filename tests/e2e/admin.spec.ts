/**
 * The content editor at /admin (src/plugins/cms): not part of the public site
 * (noindex, its own CSP, outside the sitemaps and the search), its script from
 * the site itself, and the editor booting under that CSP.
 */
import fs from 'node:fs';
import path from 'node:path';
import {expect, type Page, test} from '@playwright/test';
import matter from 'gray-matter';
import {ROLE_FIELDS} from '../../src/plugins/cms/fields';
import {EN_CONTENT_DIR} from '../../src/plugins/roles/content';
import {LIMITS} from '../../src/plugins/roles/limits';
import {roleFrontMatterSchema} from '../../src/plugins/roles/schema';
import {ADMIN_ORIGINS, adminContentSecurityPolicy} from '../../src/plugins/hosting/rules';
import {BASE, NODE_BASE, SKIP_SUBPATH, SUBPATH_BASE} from '../../playwright.config';

test.skip(({viewport}) => (viewport?.width ?? 0) < 1000, 'the editor is a desktop tool; one viewport is enough');

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

test('the sitemaps do not list /admin', async ({request}) => {
  for (const sitemap of ['/sitemap.xml', '/en/sitemap.xml']) {
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

/** The repository files the editor reads in local mode (the content, the translations and a `.git` stub, which it checks for). */
function repositoryFiles(): {path: string; text: string}[] {
  const root = path.resolve(__dirname, '../..');
  const folders = ['empresas', EN_CONTENT_DIR, 'src/pages', 'i18n/en/docusaurus-plugin-content-pages', 'blog', 'i18n/en/docusaurus-plugin-content-blog', 'i18n/es', 'i18n/en'];
  const files = folders.flatMap((folder) =>
    fs
      .readdirSync(path.join(root, folder), {withFileTypes: true})
      .filter((entry) => entry.isFile() && /\.(mdx|yml|json)$/.test(entry.name))
      .map((entry) => ({path: `${folder}/${entry.name}`, text: fs.readFileSync(path.join(root, folder, entry.name), 'utf8')})),
  );
  const plugins = fs
    .readdirSync(path.join(root, 'i18n/en'), {withFileTypes: true})
    .filter((entry) => entry.isDirectory() && entry.name.startsWith('ready-'))
    .flatMap((entry) =>
      fs.readdirSync(path.join(root, 'i18n/en', entry.name)).map((name) => ({path: `i18n/en/${entry.name}/${name}`, text: fs.readFileSync(path.join(root, 'i18n/en', entry.name, name), 'utf8')})),
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
  await page.screenshot({path: test.info().outputPath('editor-role.png')});
  expect(await readRepositoryFile(page, 'empresas/data-engineer.mdx')).toBe(before);
  await description.fill(String(original.data.description));

  const renamed = `${String(original.data.title)} (nuevo)`;
  await title.fill(renamed);
  await page.getByRole('button', {name: 'Save'}).click();
  await expect.poll(() => readRepositoryFile(page, 'empresas/data-engineer.mdx')).not.toBe(before);
  const after = matter(await readRepositoryFile(page, 'empresas/data-engineer.mdx'));
  expect(after.data.title).toBe(renamed);
  expect(roleFrontMatterSchema.safeParse(after.data).error?.issues ?? []).toEqual([]);
  expect(Object.keys(after.data)).toEqual(expect.arrayContaining(Object.keys(original.data)));
  expect(after.content.trim()).toBe(original.content.trim());

  // The English form of the same page, for its translator.
  await page.goto(`${BASE}/admin/#/collections/roles_en/entries/data-engineer`);
  await expect(page.getByRole('textbox', {name: ROLE_FIELDS.title.label.en, exact: true})).toBeVisible();
  await page.screenshot({path: test.info().outputPath('editor-translate.png')});
});
