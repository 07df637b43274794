/**
 * Where role and team pages live, and the rules that keep each fact in one
 * file: which pages each category holds, and in what order, is written in
 * sidebars.ts (its lists in empresas/_sidebars.json) and nowhere else; a
 * page's other structure (a team's roles, a role's skills and people) is
 * written in the Spanish file only, and each translation (English, Portuguese…)
 * translates the texts and inherits the structure when it is read.
 */
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import {DEFAULT_LOCALE, LOCALES, type Locale, translationDir} from '../../config/locales';
import {type CategoryLists, type ContentFile, problemLine} from './schema';

export const CONTENT_DIR = 'empresas';
/** A language's role and team pages: `i18n/<locale>/docusaurus-plugin-content-docs/current`. */
export function contentDir(locale: Locale): string {
  return locale === DEFAULT_LOCALE ? CONTENT_DIR : translationDir(locale, 'docusaurus-plugin-content-docs/current');
}
export const EN_CONTENT_DIR = contentDir('en');
/** The languages that translate the Spanish pages, each with its folder. */
export const TRANSLATED = LOCALES.filter((locale) => locale !== DEFAULT_LOCALE).map((locale) => ({locale, dir: contentDir(locale)}));
export {CATEGORY_LISTS_FILE} from './schema';
export const STRUCTURAL_KEYS = ['roles', 'skills', 'related', 'profiles'] as const;

const MARKDOWN = /\.mdx?$/;

/** The language of a file under a translation folder, or the default language. */
export function localeOfFile(file: string): Locale {
  return TRANSLATED.find(({dir}) => file.startsWith(`${dir}/`))?.locale ?? DEFAULT_LOCALE;
}

/** The Spanish page a translated one translates. */
export function spanishSourceOf(translatedFile: string): string {
  return path.posix.join(CONTENT_DIR, path.posix.relative(contentDir(localeOfFile(translatedFile)), translatedFile));
}

/** A translated page's frontmatter with the Spanish page's structure; setting structure in a translation is a mistake. */
export function inheritStructure(
  english: Record<string, unknown>,
  spanish: Record<string, unknown> | undefined,
  translatedFile: string,
): {frontMatter: Record<string, unknown>; problems: string[]} {
  const problems = STRUCTURAL_KEYS.filter((key) => key in english).map((key) =>
    problemLine(translatedFile, key, `Set only in the Spanish file ${spanishSourceOf(translatedFile)}; remove it here`),
  );
  const structure = Object.fromEntries(STRUCTURAL_KEYS.filter((key) => spanish && key in spanish).map((key) => [key, spanish![key]]));
  return {frontMatter: {...english, ...structure}, problems};
}

type ParseFrontMatter = (params: {filePath: string; fileContent: string}) => Promise<{frontMatter: Record<string, unknown>; content: string}>;

/**
 * `markdown.parseFrontMatter` for the site: English role and team pages get
 * their Spanish twin's structure (a team's roles, a role's skills and people);
 * both languages take categories and order from the same sidebars.ts. Every
 * other file is parsed as usual.
 */
export function createParseFrontMatter(siteDir: string) {
  const translatedDirs = TRANSLATED.map(({dir}) => path.join(siteDir, dir) + path.sep);
  return async (params: {filePath: string; fileContent: string; defaultParseFrontMatter: ParseFrontMatter}) => {
    const parsed = await params.defaultParseFrontMatter(params);
    if (!translatedDirs.some((dir) => params.filePath.startsWith(dir)) || !MARKDOWN.test(params.filePath)) {
      return parsed;
    }
    const translatedFile = path.relative(siteDir, params.filePath).split(path.sep).join('/');
    const spanishPath = path.join(siteDir, spanishSourceOf(translatedFile));
    const spanish = fs.existsSync(spanishPath) ? matter(fs.readFileSync(spanishPath, 'utf8')).data : undefined;
    const {frontMatter, problems} = inheritStructure(parsed.frontMatter, spanish, translatedFile);
    if (problems.length > 0) {
      throw new Error(`Role and team pages: fix this file:\n${problems.map((problem) => `  ${problem}`).join('\n')}`);
    }
    return {...parsed, frontMatter};
  };
}

function listPages(siteDir: string, dir: string): string[] {
  const absolute = path.join(siteDir, dir);
  if (!fs.existsSync(absolute)) {
    return [];
  }
  return fs
    .readdirSync(absolute, {recursive: true, encoding: 'utf8'})
    .filter((name) => MARKDOWN.test(name))
    .map((name) => name.split(path.sep).join('/'))
    .sort();
}

function readFrontMatter(siteDir: string, file: string): {data: Record<string, unknown>; readProblems?: string[]} {
  try {
    return {data: matter(fs.readFileSync(path.join(siteDir, file), 'utf8')).data};
  } catch (error) {
    return {data: {}, readProblems: [problemLine(file, 'frontmatter', `Invalid YAML: ${(error as Error).message.split('\n')[0]}`)]};
  }
}

/** Every role and team file of every language, read the way the build reads them (for tests and scripts). */
export function readContentFiles(siteDir: string): ContentFile[] {
  const spanish = listPages(siteDir, CONTENT_DIR).map((name): ContentFile => {
    const file = `${CONTENT_DIR}/${name}`;
    const {data, readProblems} = readFrontMatter(siteDir, file);
    return {file, slug: name.replace(MARKDOWN, ''), locale: 'es', frontMatter: data, readProblems};
  });
  const bySlug = new Map(spanish.map((page) => [page.slug, page.frontMatter]));
  const translated = TRANSLATED.flatMap(({locale, dir}) =>
    listPages(siteDir, dir).map((name): ContentFile => {
      const file = `${dir}/${name}`;
      const slug = name.replace(MARKDOWN, '');
      const {data, readProblems} = readFrontMatter(siteDir, file);
      const {frontMatter, problems} = inheritStructure(data, bySlug.get(slug), file);
      return {file, slug, locale, frontMatter, readProblems: [...(readProblems ?? []), ...problems]};
    }),
  );
  return [...spanish, ...translated];
}

/** The role and team pages the docs plugin loaded, as content files (a translated page's frontmatter already carries the Spanish structure). */
export function docFiles(docs: readonly {source: string; id: string; frontMatter: Record<string, unknown>}[]): ContentFile[] {
  return docs.map((doc): ContentFile => {
    const file = doc.source.replace(/^@site\//, '');
    return {file, slug: doc.id, locale: localeOfFile(file), frontMatter: doc.frontMatter};
  });
}

type SidebarItem = string | {type?: string; id?: string; items?: readonly SidebarItem[]};

/**
 * Each sidebar's doc ids in order, from sidebars as written (ids, `{type: 'doc', id}`, categories with
 * `items`) or as the docs plugin loaded them (`loadedVersions[].sidebars`): a category's pages.
 */
export function categoryLists(sidebars: Readonly<Record<string, unknown>>): CategoryLists {
  const ids = (items: readonly SidebarItem[]): string[] =>
    items.flatMap((item) => (typeof item === 'string' ? [item] : item.type === 'doc' && item.id ? [item.id] : item.items ? ids(item.items) : []));
  return Object.fromEntries(Object.entries(sidebars).map(([id, items]) => [id, Array.isArray(items) ? ids(items as SidebarItem[]) : []]));
}

/** The category lists of the docs plugin's loaded content (its one version). */
export function loadedCategoryLists(content: {loadedVersions: readonly {sidebars: Readonly<Record<string, unknown>>}[]}): CategoryLists {
  return categoryLists(content.loadedVersions[0]?.sidebars ?? {});
}
