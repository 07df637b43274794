/**
 * Role and team pages: validates what the docs plugin loaded (every problem,
 * one line each, stops the build), hands the client the category lists of
 * sidebars.ts as the docs plugin loaded them, translated, as global data, and
 * writes what the service pages show of the roles they fill
 * (`@generated/ready-roles/default/service-pages.json`). The country pages' data:
 * src/plugins/countries.
 * The category names come from src/data/categories.ts; their English lives in
 * i18n/en/ready-roles/categories.json.
 */
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {LoadedContent as DocsContent} from '@docusaurus/plugin-content-docs';
import {CATEGORIES} from '../../data/categories';
import {SERVICE_ROLES} from '../../data/serviceRoles';
import {type CategoryData, LISTED_ROLES, ROLES_PLUGIN_NAME, type RolesGlobalData} from '../../lib/roles';
import {docFiles, loadedCategoryLists} from './content';
import {countryRoleProblems, serviceRoleProblems, siteData} from './derive';
import {type CategoryLists, type ContentFile, type ContentPage, inListOrder, rolesByCategory, validateContent} from './schema';

type Categories = Omit<CategoryData, 'roles' | 'count'>[];

export const SERVICE_PAGES_DATA = 'service-pages.json';

/** The valid pages of one build (every language's pages when they are given), placed by `lists` (sidebars.ts); throws listing every problem. */
export function validatedPages(files: readonly ContentFile[], lists: CategoryLists, options: {loaded?: boolean} = {}): ContentPage[] {
  const {pages, problems} = validateContent(files, lists, options);
  const built: ContentPage[] = Object.values(pages).flatMap((byLocale) => [...byLocale.values()]);
  problems.push(...serviceRoleProblems(SERVICE_ROLES, built, 'src/data/serviceRoles.ts'), ...countryRoleProblems(built, 'src/data/countries.ts'));
  if (problems.length > 0) {
    throw new Error(
      `Role and team pages have ${problems.length} problem(s). Fix these files:\n${problems.map((p) => `  ${p}`).join('\n')}\n`,
    );
  }
  return built;
}

/** The valid pages of what the docs plugin loaded, placed by sidebars.ts as it loaded it; throws listing every problem. */
export function loadedPages(content: DocsContent): ContentPage[] {
  return validatedPages(docFiles(content.loadedVersions.flatMap((version) => version.docs)), loadedCategoryLists(content), {loaded: true});
}

/** The global data of one build's valid pages. */
export function rolesGlobalData(built: readonly ContentPage[], categories: Categories): RolesGlobalData {
  const byCategory = rolesByCategory(built);
  return {
    categories: categories.map((category) => ({
      ...category,
      roles: (byCategory.get(category.id) ?? []).slice(0, LISTED_ROLES).map(({slug, title}) => ({slug, title})),
      count: byCategory.get(category.id)?.length ?? 0,
    })),
    teams: inListOrder(built, 'team').map(({slug, title, category}) => ({slug, title, category})),
  };
}

export default function rolesPlugin(context: LoadContext): Plugin {
  const plugin: Plugin<Categories> = {
    name: ROLES_PLUGIN_NAME,
    async loadContent() {
      return CATEGORIES.map((category) => ({...category}));
    },
    getTranslationFiles({content}) {
      return [
        {
          path: 'categories',
          content: Object.fromEntries(
            content.flatMap(({id, title, summary}) => [
              [`${id}.title`, {message: title, description: `Name of the role category "${id}"`}],
              [`${id}.summary`, {message: summary, description: `One-line summary of the role category "${id}" (landing page card)`}],
            ]),
          ),
        },
      ];
    },
    translateContent({content, translationFiles}) {
      const messages = translationFiles[0]?.content ?? {};
      return content.map((category) => ({
        ...category,
        title: messages[`${category.id}.title`]?.message ?? category.title,
        summary: messages[`${category.id}.summary`]?.message ?? category.summary,
      }));
    },
    async allContentLoaded({allContent, actions}) {
      const content = allContent['docusaurus-plugin-content-docs']?.default as DocsContent;
      const built = loadedPages(content);
      actions.setGlobalData(rolesGlobalData(built, allContent[ROLES_PLUGIN_NAME]!.default as Categories));
      const {services} = siteData(built, context.i18n.currentLocale, [], SERVICE_ROLES);
      await actions.createData(SERVICE_PAGES_DATA, JSON.stringify(services));
    },
  };
  // Docusaurus types a site's plugins with unknown content.
  return plugin as unknown as Plugin;
}
