/**
 * The docs plugin that loads the role and team pages, with one thing less in
 * what it ships: the version's route props list every page's id, title and
 * description (9 KB raw, 3 KB brotli, on every role and team page), for the
 * theme's doc cards and sidebars, which this site does not use. The pages read
 * their siblings from the roles plugin's global data instead. If a theme
 * component that looks docs up by id comes into use, the build stops on that
 * page ("no doc found with id").
 */
import docsPlugin, {validateOptions} from '@docusaurus/plugin-content-docs';
import type {PluginOptions} from '@docusaurus/plugin-content-docs';
import type {Plugin, PluginModule, RouteConfig} from '@docusaurus/types';

type VersionProps = {version?: {docs?: Record<string, unknown>}};

/** The route with the version's `docs` emptied, and its child routes likewise. */
export function withoutDocList(route: RouteConfig): RouteConfig {
  const props = route.props as VersionProps | undefined;
  return {
    ...route,
    ...(props?.version?.docs ? {props: {...props, version: {...props.version, docs: {}}}} : {}),
    ...(route.routes ? {routes: route.routes.map(withoutDocList)} : {}),
  };
}

const roleDocsPlugin: PluginModule = async (context, options) => {
  const plugin = await docsPlugin(context, options as PluginOptions);
  const contentLoaded: typeof plugin.contentLoaded = async (args) =>
    plugin.contentLoaded?.({...args, actions: {...args.actions, addRoute: (route) => args.actions.addRoute(withoutDocList(route))}});
  // The same plugin (name, id, content, hooks); the cast only forgets which content type it loads.
  return {...plugin, contentLoaded} as Plugin;
};
// The docs plugin's own option schema and defaults (its types are narrower than the generic module type).
roleDocsPlugin.validateOptions = validateOptions as NonNullable<PluginModule['validateOptions']>;

export default roleDocsPlugin;
