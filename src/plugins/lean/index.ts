/**
 * The speed wall: every trick that reaches into Docusaurus or React internals, rewrites what Docusaurus generates
 * or builds, or swaps a package's module lives in this folder, behind one switch each. README.md beside this file
 * has the table: what each trick touches, what it buys, which test guards it. Outside this folder the site uses
 * public APIs only (tests/unit/wall.test.ts fails otherwise).
 *
 * Every trick is an optimisation, never a dependency: `LEAN=0` at build time turns them all off and the site is
 * still correct, only heavier. `LEAN_OFF=icons,paintFirst` turns off some. That is the upgrade path: when a
 * Docusaurus upgrade breaks a trick (each one throws, naming itself, when the shape it expects changes), switch it
 * off and ship, then mend or delete it.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {Config, LoadContext, Plugin, PluginModule} from '@docusaurus/types';
import {withoutDocLists} from './docLists';
import {bundleBootScript, paintFirstTemplate} from './paintFirst';
import {removeUnusedCss} from './unusedCss';
import {assertNoPrism, PRISM_ALIAS} from './plainCode';
import {keyCacheByBaseUrl, patchesKey} from './bundlerCache';

/** The tricks, each with what it does in one line (README.md: what it touches and buys). */
export const TRICKS = {
  paintFirst: 'the bundles run after the first paint (the page template preloads them instead of deferring them)',
  roleRoutes: 'role and team pages are one route in the browser, reading their content from their own HTML',
  configTrim: "the browser's copy of the site configuration and chunk registry lose what only the build reads",
  docLists: "the docs plugin's list of every page leaves the role pages' props and every page's global data",
  icons: "@tabler's icons render their paths as one string of markup, not a React element each",
  lateHydration: "the landing's lower bands hydrate as they near the screen (LateHydration's private contexts)",
  layoutProvider: "the theme's layout providers, less those of parts the site does not have",
  quietHead: "`<Head>` leaves the server's head alone until the visitor moves to another page in the app",
  progressBar: "a few lines in place of the theme's nprogress",
  tslib: 'one tslib helper in place of all of tslib',
  plainCode: 'no Prism in the browser: the site shows no code',
  unusedCss: 'style rules no page can use leave the built stylesheet',
  vendorsChunk: "a route's packages stay in its chunk (no defaultVendors split)",
  bundlerCache: "Rspack's persistent cache is keyed by base URL, the tricks that are off and patches/ (off: no persistent cache)",
} as const;

export type Trick = keyof typeof TRICKS;
export type LeanSwitches = Record<Trick, boolean>;
/** The wall's one options object: a trick set to false is off. */
export type LeanOptions = Partial<LeanSwitches>;

const NAMES = Object.keys(TRICKS) as Trick[];

/**
 * Tricks that only work with another: a late band still waiting must see no context change, and the theme's stock
 * providers (colour mode, announcement bar…) update theirs after the first commit, so React would drop its markup.
 */
const NEEDS: Partial<Record<Trick, Trick>> = {lateHydration: 'layoutProvider'};

/** Which tricks are on: every one unless `options` or `LEAN_OFF` says otherwise (or a trick it needs); none with `LEAN=0`. */
export function leanSwitches(env: Record<string, string | undefined>, options: LeanOptions = {}): LeanSwitches {
  if (env.LEAN !== undefined && !['0', '1'].includes(env.LEAN)) throw new Error(`LEAN=${env.LEAN}: use LEAN=0 (every speed trick off) or LEAN=1 (the default).`);
  const off = (env.LEAN_OFF ?? '').split(',').map((name) => name.trim()).filter(Boolean);
  const unknown = [...off, ...Object.keys(options)].filter((name) => !NAMES.includes(name as Trick));
  if (unknown.length > 0) throw new Error(`Unknown speed trick ${unknown.join(', ')}: the tricks are ${NAMES.join(', ')} (src/plugins/lean).`);
  const wanted = (name: Trick) => env.LEAN !== '0' && options[name] !== false && !off.includes(name);
  return Object.fromEntries(NAMES.map((name) => [name, wanted(name) && (!NEEDS[name] || wanted(NEEDS[name]))])) as LeanSwitches;
}

/** A module as Docusaurus's generated files and core's App.js require it: an absolute path without extension. */
const moduleOf = (request: string) => require.resolve(request).replace(/\.js$/, '');
const here = (file: string) => path.join(__dirname, file);

// Loaders are CommonJS (Rspack requires them as they are).
const {NAME: ROLE_ROUTES} = require('./roleRoutes.cjs') as {NAME: string};

/** Docusaurus's `@docusaurus/Head`, whose place quietHead.tsx takes in the browser. */
const STOCK_HEAD = /[\\/]@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]exports[\\/]Head\.js$/;

/**
 * quietHead stands in for a bare `<Helmet>` and nothing else: it stops the build, naming itself, when the stock
 * module becomes more (`source`: the installed core's `client/exports/Head.js`).
 */
export function checkStockHead(source: string): void {
  if (!/^import \{ Helmet \} from 'react-helmet-async';$/m.test(source) || !/^ {4}return <Helmet \{\.\.\.props\}\/>;$/m.test(source)) {
    throw new Error("quietHead (src/plugins/lean): @docusaurus/core's client/exports/Head.js is no longer a bare <Helmet>; switch the trick off (LEAN_OFF=quietHead), then mend or drop quietHead.tsx.");
  }
}

/** The installed core's `client/exports/Head.js`, or nothing if it moved (checkStockHead then stops the build). */
function stockHeadSource(): string {
  try {
    return fs.readFileSync(require.resolve('@docusaurus/core/lib/client/exports/Head.js'), 'utf8');
  } catch {
    return '';
  }
}

/** The public stand-in whose place lateHydration.ts takes (src/components/LateHydration/contexts.ts). */
const LATE_CONTEXTS = /[\\/]src[\\/]components[\\/]LateHydration[\\/]contexts\.ts$/;

function leanPlugin({siteConfig, siteDir}: LoadContext, on: LeanSwitches): Plugin {
  if (on.roleRoutes && siteConfig.future.faster.mdxCrossCompilerCache) {
    // The server compilation would wait for the browser's compilation of the role pages' MDX, which has none.
    throw new Error(`${ROLE_ROUTES}: needs future.faster.mdxCrossCompilerCache: false (withLean sets it; with it, the build hangs).`);
  }
  const icons = {
    test: /[\\/]@tabler[\\/]icons-react[\\/]dist[\\/]esm[\\/]createReactComponent\.mjs$/,
    use: [{loader: here('iconLoader.cjs')}],
  };
  if (on.quietHead) checkStockHead(stockHeadSource());
  return {
    name: 'ready-lean',
    getClientModules() {
      return [
        ...(on.roleRoutes ? [here('rolePages.ts')] : []),
        ...(on.quietHead ? [here('quietHeadState.ts')] : []),
      ];
    },
    configureWebpack(config, isServer, {currentBundler}) {
      // Which tricks are on changes what modules compile to: builds with other switches keep caches of their own.
      if (on.bundlerCache) {
        keyCacheByBaseUrl(config, `${siteConfig.baseUrl}-lean:${NAMES.filter((name) => !on[name]).join(',')}-patches:${patchesKey(siteDir)}`);
      }
      // In both bundles, so the server renders the same late bands and icons the browser hydrates.
      const plugins = on.lateHydration ? [new currentBundler.instance.NormalModuleReplacementPlugin(LATE_CONTEXTS, here('lateHydration.ts'))] : [];
      if (isServer) return {plugins, ...(on.icons ? {module: {rules: [icons]}} : {})};
      // The browser only: the server's `<Head>` writes the head, as it does stock.
      if (on.quietHead) plugins.push(new currentBundler.instance.NormalModuleReplacementPlugin(STOCK_HEAD, here('quietHead.tsx')));
      const alias: Record<string, string> = {};
      if (on.progressBar) alias[`${moduleOf('@docusaurus/theme-classic/lib/nprogress')}$`] = here('progressBar.ts');
      if (on.tslib) alias.tslib$ = here('tslibHelpers.ts');
      if (on.plainCode) alias['prism-react-renderer$'] = PRISM_ALIAS;
      const generated = on.configTrim || on.roleRoutes;
      return {
        plugins,
        resolve: {alias},
        optimization: {
          // The bundler's runtime rides in the main bundle: one request fewer, and one script that starts the app.
          ...(on.paintFirst ? {runtimeChunk: false} : {}),
          // Docusaurus turns off the bundler's `default` group but not `defaultVendors`, which takes the packages a
          // route uses out of its chunk into one more script.
          ...(on.vendorsChunk ? {splitChunks: {cacheGroups: {defaultVendors: false}}} : {}),
        },
        module: {
          rules: [
            ...(on.icons ? [icons] : []),
            ...(generated
              ? [
                  {
                    test: /[\\/]\.docusaurus[\\/](?:registry\.js|routes\.js|routesChunkNames\.json|docusaurus\.config\.mjs)$/,
                    enforce: 'pre' as const,
                    use: [{loader: here('generatedLoader.cjs'), options: {configTrim: on.configTrim, roleRoutes: on.roleRoutes}}],
                  },
                ]
              : []),
          ],
        },
      };
    },
    injectHtmlTags() {
      return on.paintFirst ? {postBodyTags: [{tagName: 'script', innerHTML: bundleBootScript()}]} : {};
    },
    async postBuild({outDir}) {
      if (on.plainCode) assertNoPrism(outDir);
      if (on.unusedCss) await removeUnusedCss(outDir);
    },
  };
}

/** The stock page template of this Docusaurus version (no `exports` map restricts the path). */
function stockTemplate(): string {
  // The config loader (jiti) may hand over the CommonJS module's default export itself.
  const template = require('@docusaurus/core/lib/ssg/ssgTemplate.html') as string | {default: string};
  return typeof template === 'string' ? template : template.default;
}

/** A plugin that only adds theme components: one folder of `theme/` per trick, so each has its own switch. */
const themePlugin = (trick: Trick) => () => ({name: `ready-lean-${trick}`, getThemePath: () => here(`theme/${trick}`)});

/**
 * The site configuration with the tricks that are on: the wall's plugins, the page template of `paintFirst`, and the
 * two settings `roleRoutes` and `bundlerCache` need.
 */
export function withLean(config: Config, on: LeanSwitches): Config {
  // `faster: true` is an object whose unnamed fields stay on (with `future.v4`).
  const faster = typeof config.future?.faster === 'object' ? config.future.faster : {};
  if (config.future?.faster === false) throw new Error('withLean (src/plugins/lean): it expects future.faster to be true or an object.');
  return {
    ...config,
    ...(on.paintFirst ? {ssrTemplate: paintFirstTemplate(stockTemplate())} : {}),
    future: {
      ...config.future,
      faster: {
        ...faster,
        ...(on.roleRoutes ? {mdxCrossCompilerCache: false} : {}),
        ...(on.bundlerCache ? {} : {rspackPersistentCache: false}),
      },
    },
    plugins: [
      ...(config.plugins ?? []),
      (context: LoadContext) => leanPlugin(context, on),
      ...(['layoutProvider', 'plainCode'] as const).filter((trick) => on[trick]).map(themePlugin),
    ],
  };
}

/** The docs plugin of the role pages, without its lists of every page when `docLists` is on. */
export function leanDocs(plugin: PluginModule, on: LeanSwitches): PluginModule {
  if (!on.docLists) return plugin;
  const wrapped: PluginModule = async (context, options) => {
    const inner = await plugin(context, options);
    if (!inner || !inner.contentLoaded) return inner;
    return {
      ...inner,
      contentLoaded: (args) => withoutDocLists(args, (trimmed) => inner.contentLoaded!(trimmed)),
    } as Plugin;
  };
  wrapped.validateOptions = plugin.validateOptions;
  return wrapped;
}
