/**
 * The docs plugin that loads the role and team pages, with one thing more: each page's metadata gets `rolePage`, the
 * data the build works out for it from every page of its language (derive.ts: example profiles, a team's skills,
 * related pages, the shared questions), which the page component (src/theme/RolePage) reads. Invalid pages stop the
 * build here, before any route exists. (What the docs plugin ships of every page's list is trimmed by the speed
 * wall, src/plugins/lean/docLists.ts.)
 */
import path from 'node:path';
import docsPlugin, {validateOptions} from '@docusaurus/plugin-content-docs';
import type {LoadedContent, PluginOptions} from '@docusaurus/plugin-content-docs';
import type {Plugin, PluginModule} from '@docusaurus/types';
import {terms} from '../../data/engagement';
import {ROLE_PAGE_KEY} from '../../lib/rolePage';
import {SERVICE_ROLES} from '../../data/serviceRoles';
import {CATEGORY_LISTS_FILE} from './content';
import {siteData} from './derive';
import {loadedPages} from './index';
import {loadSharedFaq} from './sharedFaq';

const roleDocsPlugin: PluginModule = async (context, options) => {
  const plugin = await docsPlugin(context, options as PluginOptions);
  const contentLoaded: typeof plugin.contentLoaded = async (args) => {
    const content = args.content as LoadedContent;
    const docs = content.loadedVersions.flatMap((version) => version.docs);
    const locale = context.i18n.currentLocale;
    const {pages} = siteData(loadedPages(content), locale, loadSharedFaq(context.siteDir, locale, terms), SERVICE_ROLES);
    // Into each page's own metadata, which its MDX chunk already carries: no chunk, request or registry entry more.
    for (const doc of docs) Object.assign(doc, {[ROLE_PAGE_KEY]: pages.get(doc.id)});
    await plugin.contentLoaded?.(args);
  };
  // sidebars.ts reads its lists from a file: `npm start` reloads the pages when it changes, as when sidebars.ts does.
  const getPathsToWatch = () => [...(plugin.getPathsToWatch?.() ?? []), path.join(context.siteDir, CATEGORY_LISTS_FILE)];
  // The same plugin (name, id, content, hooks); the cast only forgets which content type it loads.
  return {...plugin, contentLoaded, getPathsToWatch} as Plugin;
};
// The docs plugin's own option schema and defaults (its types are narrower than the generic module type).
roleDocsPlugin.validateOptions = validateOptions as NonNullable<PluginModule['validateOptions']>;

export default roleDocsPlugin;
