/**
 * What the tests read from the content and configuration files, with no test runner in it: the browser tests
 * (tests/e2e/support.ts re-exports it) and the jest tests over the build (tests/built) share it.
 */
import fs from 'node:fs';
import path from 'node:path';
import createJiti from 'jiti';
import {loadRedirects} from '../src/plugins/redirects/data';
import {EXTERNAL_TARGETS, isExternalTarget} from '../src/config/redirectTargets';
import {site} from '../src/config/site';
import {LOCALES as SITE_LOCALES, localePath} from '../src/config/locales';
import type {CategoryId} from '../src/data/categories';
import {categoryLists, readContentFiles} from '../src/plugins/roles/content';
import {type CategoryLists, rolesByCategory, validateContent} from '../src/plugins/roles/schema';

export const ROOT = path.resolve(__dirname, '..');
/** Every language of the site (src/config/languages.json), the default first. */
export const LOCALES = SITE_LOCALES;
export type Locale = string;

/** Docusaurus's sidebars file (docusaurus.config.ts hands it to the docs plugin). */
export const SIDEBARS_FILE = 'sidebars.ts';

/** The category lists as the build reads them: sidebars.ts (in `siteDir`), loaded afresh. */
export function readCategoryLists(siteDir: string): CategoryLists {
  const load = createJiti(__filename, {cache: false, requireCache: false, interopDefault: true});
  return categoryLists(load(path.join(siteDir, SIDEBARS_FILE)) as Record<string, unknown>);
}

/** The content as validated for the build: every page of each language. */
export const CONTENT = validateContent(readContentFiles(ROOT), readCategoryLists(ROOT));
/** The pages as the content defines them (Spanish files; English ones translate them). */
export const CONTENT_PAGES = [...CONTENT.pages.es.values()];
/** Each category's role slugs, in page order. */
export const CATEGORY_ROLES = Object.fromEntries([...rolesByCategory(CONTENT_PAGES)].map(([id, pages]) => [id, pages.map(({slug}) => slug)])) as Record<
  CategoryId,
  string[]
>;
export const ROLE_SLUGS = Object.values(CATEGORY_ROLES).flat();
export const TEAM_SLUGS = CONTENT_PAGES.filter(({kind}) => kind === 'team').map(({slug}) => slug);

/** The entries of src/data/redirects.yml, read from the file: a line added there is tested everywhere. */
export const REDIRECTS = loadRedirects(ROOT);
export {EXTERNAL_TARGETS, isExternalTarget, site};

/**
 * A UI string as a page in `locale` shows it: the language's code.json, else Docusaurus's own translation of its
 * theme's strings (`theme.*`), else the Spanish text (what the site shows until a string is translated).
 */
export function uiString(locale: Locale, id: string): string {
  const read = (file: string): Record<string, {message: string} | string> => (fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : {});
  const theme = path.join(ROOT, 'node_modules/@docusaurus/theme-translations/locales', locale, 'theme-common.json');
  for (const source of [read(path.join(ROOT, 'i18n', locale, 'code.json')), read(theme), read(path.join(ROOT, 'i18n/es/code.json'))]) {
    const entry = source[id];
    if (entry) return typeof entry === 'string' ? entry : entry.message;
  }
  throw new Error(`No text for the UI string "${id}" in ${locale}`);
}

/** `path` in `locale`: English adds `/en`, Portuguese `/pt`. */
export const inLocale = localePath;
