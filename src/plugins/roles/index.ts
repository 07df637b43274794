/**
 * Validates every role and team page before anything is built, and hands the
 * category → roles lists (from sidebars.ts, titles from the frontmatter) to the
 * client as global data, so the landing page and the role pages share one source.
 */
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import type {LoadContext, Plugin} from '@docusaurus/types';
import sidebars from '../../../sidebars';
import {CATEGORY_IDS, type CategoryId, type ContentFile, type Sidebars, validateContent} from '../../lib/roleContent';

export const ROLES_PLUGIN_NAME = 'ready-roles';
export const CONTENT_DIR = 'empresas';
export const EN_CONTENT_DIR = 'i18n/en/docusaurus-plugin-content-docs/current';

export type RoleLink = {slug: string; title: string};
export type RolesGlobalData = {
  categories: {id: CategoryId; roles: RoleLink[]}[];
  teams: (RoleLink & {category: CategoryId; roles: string[]})[];
};

function readDir(siteDir: string, dir: string, locale: 'es' | 'en'): ContentFile[] {
  const absolute = path.join(siteDir, dir);
  if (!fs.existsSync(absolute)) {
    return [];
  }
  return fs
    .readdirSync(absolute, {recursive: true, encoding: 'utf8'})
    .filter((name) => /\.mdx?$/.test(name))
    .sort()
    .map((name) => {
      const file = path.posix.join(dir, name.split(path.sep).join('/'));
      const slug = path.basename(name).replace(/\.mdx?$/, '');
      try {
        const {data} = matter(fs.readFileSync(path.join(absolute, name), 'utf8'));
        const nested = name.includes(path.sep);
        return {
          file,
          slug,
          locale,
          frontMatter: data,
          parseError: nested ? `Role and team files live directly in ${dir}/, not in subfolders` : undefined,
        };
      } catch (error) {
        return {file, slug, locale, frontMatter: {}, parseError: `Invalid YAML: ${(error as Error).message.split('\n')[0]}`};
      }
    });
}

export function readContentFiles(siteDir: string): ContentFile[] {
  return [...readDir(siteDir, CONTENT_DIR, 'es'), ...readDir(siteDir, EN_CONTENT_DIR, 'en')];
}

/** Validates and builds the global data for `locale`; throws with every problem listed. */
export function loadRoles(siteDir: string, sidebars: Sidebars, locale: string): RolesGlobalData {
  const {pages, problems} = validateContent(readContentFiles(siteDir), sidebars);
  if (problems.length > 0) {
    throw new Error(
      `Role and team pages have ${problems.length} problem(s). Fix these files:\n${problems.map((p) => `  ${p}`).join('\n')}\n`,
    );
  }
  const lookup = (slug: string) => (locale === 'en' ? pages.en.get(slug) : undefined) ?? pages.es.get(slug)!;
  return {
    categories: CATEGORY_IDS.map((id) => ({
      id,
      roles: (sidebars[id] ?? []).map((slug) => ({slug, title: lookup(slug).title})),
    })),
    teams: [...pages.es.values()]
      .filter((page) => page.kind === 'team')
      .map(({slug}) => {
        const page = lookup(slug);
        return {slug, title: page.title, category: page.category, roles: page.kind === 'team' ? page.roles : []};
      }),
  };
}

export default function rolesPlugin(context: LoadContext): Plugin {
  return {
    name: ROLES_PLUGIN_NAME,
    getPathsToWatch() {
      return [path.join(context.siteDir, CONTENT_DIR, '**/*.{md,mdx}'), path.join(context.siteDir, EN_CONTENT_DIR, '**/*.{md,mdx}')];
    },
    async loadContent() {
      return loadRoles(context.siteDir, sidebars, context.i18n.currentLocale);
    },
    async contentLoaded({content, actions}) {
      actions.setGlobalData(content);
    },
  };
}
