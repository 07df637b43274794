/**
 * The docs plugin that loads the role and team pages, with two things less in
 * what it ships, both for the theme's doc cards, sidebars and docs navbar
 * items, which this site does not use:
 * - the version's route props list every page's id, title and description
 *   (9 KB raw, 3 KB brotli, on every role and team page), and every category's
 *   list of pages (sidebars.ts, `docsSidebars`);
 * - its global data lists every page's id and path again (2.7 KB raw, in every
 *   page's main script), and each sidebar's first page.
 * The pages read their siblings from the build-time data each page gets
 * (below) and the roles plugin's global data instead.
 * If a theme component that looks docs up by id comes into use, the build
 * stops on that page ("no doc found with id").
 *
 * And one thing more: each page's metadata gets `rolePage`, the data the
 * build works out for it from every page of its language (derive.ts: example
 * profiles, a team's skills, related pages, the shared questions), which the
 * page component (src/theme/RolePage) reads. Invalid pages stop the build
 * here, before any route exists.
 */
import path from 'node:path';
import docsPlugin, {validateOptions} from '@docusaurus/plugin-content-docs';
import type {LoadedContent, PluginOptions} from '@docusaurus/plugin-content-docs';
import type {Plugin, PluginModule, RouteConfig} from '@docusaurus/types';
import {terms} from '../../data/engagement';
import {ROLE_PAGE_KEY} from '../../lib/rolePage';
import {SERVICE_ROLES} from '../../data/serviceRoles';
import {CATEGORY_LISTS_FILE, docFiles, loadedCategoryLists} from './content';
import {siteData} from './derive';
import {validatedPages} from './index';
import {loadSharedFaq} from './sharedFaq';

type VersionProps = {version?: {docs?: Record<string, unknown>; docsSidebars?: Record<string, unknown>}};

/** The route with the version's `docs` and `docsSidebars` emptied, and its child routes likewise. */
export function withoutDocList(route: RouteConfig): RouteConfig {
  const props = route.props as VersionProps | undefined;
  return {
    ...route,
    ...(props?.version?.docs ? {props: {...props, version: {...props.version, docs: {}, docsSidebars: {}}}} : {}),
    ...(route.routes ? {routes: route.routes.map(withoutDocList)} : {}),
  };
}

/** Whether a route (or one of its child routes) carries the version's list of docs, not empty. */
export function hasDocList(route: RouteConfig): boolean {
  const docs = (route.props as VersionProps | undefined)?.version?.docs;
  return (docs !== undefined && Object.keys(docs).length > 0) || (route.routes ?? []).some(hasDocList);
}

type GlobalData = {versions?: {docs?: unknown[]; draftIds?: unknown[]; sidebars?: unknown}[]};

/** The plugin's global data with each version's list of docs (and drafts, and sidebars) emptied. */
export function withoutGlobalDocList(data: unknown): unknown {
  const global = data as GlobalData;
  if (!global?.versions) return data;
  return {...global, versions: global.versions.map((version) => ({...version, docs: [], draftIds: [], sidebars: {}}))};
}

const roleDocsPlugin: PluginModule = async (context, options) => {
  const plugin = await docsPlugin(context, options as PluginOptions);
  const contentLoaded: typeof plugin.contentLoaded = async (args) => {
    const content = args.content as LoadedContent;
    const docs = content.loadedVersions.flatMap((version) => version.docs);
    const locale = context.i18n.currentLocale;
    const {pages} = siteData(validatedPages(docFiles(docs), loadedCategoryLists(content)), locale, loadSharedFaq(context.siteDir, locale, terms), SERVICE_ROLES);
    // Into each page's own metadata, which its MDX chunk already carries: no chunk, request or registry entry more.
    for (const doc of docs) Object.assign(doc, {[ROLE_PAGE_KEY]: pages.get(doc.id)});
    const stripped = {routes: 0, globalData: 0};
    await plugin.contentLoaded?.({
      ...args,
      actions: {
        ...args.actions,
        addRoute: (route) => {
          if (hasDocList(route)) stripped.routes += 1;
          args.actions.addRoute(withoutDocList(route));
        },
        setGlobalData: (data) => {
          if ((data as GlobalData)?.versions?.some((version) => Array.isArray(version.docs))) stripped.globalData += 1;
          args.actions.setGlobalData(withoutGlobalDocList(data));
        },
      },
    });
    // A docs plugin that ships the lists elsewhere would leave both trims idle and the lists shipped: stop, named.
    if (docs.length > 0 && (stripped.routes === 0 || stripped.globalData === 0)) {
      throw new Error(
        `src/plugins/roles/docs.ts: the docs plugin no longer puts its list of pages in ${stripped.routes === 0 ? "the version route's props (version.docs)" : 'its global data (versions[].docs)'}; ` +
          'update withoutDocList / withoutGlobalDocList to where the list now is (a Docusaurus upgrade changed it).',
      );
    }
  };
  // sidebars.ts reads its lists from a file: `npm start` reloads the pages when it changes, as when sidebars.ts does.
  const getPathsToWatch = () => [...(plugin.getPathsToWatch?.() ?? []), path.join(context.siteDir, CATEGORY_LISTS_FILE)];
  // The same plugin (name, id, content, hooks); the cast only forgets which content type it loads.
  return {...plugin, contentLoaded, getPathsToWatch} as Plugin;
};
// The docs plugin's own option schema and defaults (its types are narrower than the generic module type).
roleDocsPlugin.validateOptions = validateOptions as NonNullable<PluginModule['validateOptions']>;

export default roleDocsPlugin;
