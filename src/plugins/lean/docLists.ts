/**
 * docLists: the docs plugin ships two lists of every role and team page that only the theme's doc cards, sidebars
 * and docs navbar items read, none of which this site uses:
 * - the version's route props list every page's id, title and description, and every category's list of pages
 *   (sidebars.ts, `docsSidebars`), on every role and team page;
 * - its global data lists every page's id and path again, and each sidebar's first page (in every page's main script).
 * The pages read their siblings from the roles plugin's data instead. If a theme component that looks docs up by id
 * comes into use, the build stops on that page ("no doc found with id"); switch this trick off.
 */
import type {Plugin, RouteConfig} from '@docusaurus/types';

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

type ContentLoadedArgs = Parameters<NonNullable<Plugin['contentLoaded']>>[0];

/**
 * Runs the docs plugin's `contentLoaded` with actions that drop both lists. A docs plugin that ships the lists
 * elsewhere would leave the trims idle and the lists shipped: the build stops, naming this module.
 */
export async function withoutDocLists(args: ContentLoadedArgs, contentLoaded: (args: ContentLoadedArgs) => Promise<void> | void): Promise<void> {
  const stripped = {routes: 0, globalData: 0};
  await contentLoaded({
    ...args,
    actions: {
      ...args.actions,
      addRoute: (route) => {
        if (hasDocList(route)) stripped.routes += 1;
        args.actions.addRoute(withoutDocList(route));
      },
      setGlobalData: (data) => {
        if ((data as GlobalData)?.versions?.some((version) => Array.isArray(version.docs) && version.docs.length > 0)) stripped.globalData += 1;
        args.actions.setGlobalData(withoutGlobalDocList(data));
      },
    },
  });
  if (stripped.routes === 0 || stripped.globalData === 0) {
    throw new Error(
      `docLists (src/plugins/lean/docLists.ts): the docs plugin no longer puts its list of pages in ${stripped.routes === 0 ? "the version route's props (version.docs)" : 'its global data (versions[].docs)'}; ` +
        'update withoutDocList / withoutGlobalDocList to where the list now is, or switch the trick off (LEAN_OFF=docLists).',
    );
  }
}
