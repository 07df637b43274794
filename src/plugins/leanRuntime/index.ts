/**
 * Pieces of the Docusaurus runtime, lighter in the browser bundle (server-side
 * rendering keeps the real ones):
 * - `tslib`: @docusaurus/utils-common, the only client code that needs it,
 *   `require`s it for one helper, which pulled in all of tslib (18 KB raw,
 *   1.6 KB brotli on every page). The client bundle gets tslibHelpers.ts.
 * - the theme's route progress bar (nprogress, 1.1 KB brotli on every page):
 *   progressBar.ts does its job in a few lines.
 * - the generated configuration and chunk registry, without what only the
 *   build reads (generatedLoader.cjs).
 * - the base URL issue banner, which `baseUrlIssueBanner: false` turns off:
 *   its code stays out too.
 * - the role and team pages as one route (roleRoutes.cjs): no role page adds
 *   a byte to the scripts of any page.
 * - @tabler/icons-react's icons with their paths as one string of markup, not
 *   a React element each (iconComponent.ts, swapped in by iconLoader.cjs, in
 *   the server's rendering too, so both write the same markup).
 * - no `defaultVendors` split of a route's packages into a chunk of their own.
 * - chunk files named by their number, not their route's chunk name: the
 *   bundler's runtime, in every page, then maps numbers to content hashes
 *   only, not to names as well (the names stay where prefetching needs them).
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

// The loader's modules are CommonJS (rspack requires them as they are).
const {NAME: ROLE_ROUTES} = require('./roleRoutes.cjs') as {NAME: string};

/** A module as `.docusaurus/client-modules.js` or core's App.js requires it: an absolute path without extension. */
const moduleOf = (request: string) => require.resolve(request).replace(/\.js$/, '');

export default function leanRuntimePlugin({siteConfig}: LoadContext): Plugin {
  // The server compilation would wait for the browser's compilation of the role pages' MDX, which has none.
  if (siteConfig.future.faster.mdxCrossCompilerCache) {
    throw new Error(`${ROLE_ROUTES}: needs future.faster.mdxCrossCompilerCache: false in docusaurus.config.ts (with it, the build hangs).`);
  }
  return {
    name: 'ready-lean-runtime',
    getClientModules() {
      return [path.join(__dirname, 'rolePages.ts')];
    },
    configureWebpack(config, isServer) {
      const icons = {
        test: /[\\/]@tabler[\\/]icons-react[\\/]dist[\\/]esm[\\/]createReactComponent\.mjs$/,
        use: [{loader: path.join(__dirname, 'iconLoader.cjs')}],
      };
      if (isServer) return {module: {rules: [icons]}};
      const chunkFilename = config.output?.chunkFilename;
      const alias: Record<string, string> = {
        [`${moduleOf('@docusaurus/theme-classic/lib/nprogress')}$`]: path.join(__dirname, 'progressBar.ts'),
        tslib$: path.join(__dirname, 'tslibHelpers.ts'),
      };
      if (!siteConfig.baseUrlIssueBanner) {
        alias[`${moduleOf('@docusaurus/core/lib/client/BaseUrlIssueBanner')}$`] = path.join(__dirname, 'NoBanner.tsx');
      }
      return {
        ...(typeof chunkFilename === 'string' && chunkFilename.includes('[contenthash') ? {output: {chunkFilename: chunkFilename.replace('[name]', '[id]')}} : {}),
        resolve: {alias},
        // Docusaurus turns off the bundler's `default` group but not `defaultVendors`, which took the packages a
        // route uses (the logo marquee) out of its chunk into one more request: a page's route code comes as one
        // script (the landing 3 → 2, a role page 2 → 1, the blog 8 → 6), and no template's scripts grew.
        optimization: {splitChunks: {cacheGroups: {defaultVendors: false}}},
        module: {
          rules: [
            icons,
            {
              test: /[\\/]\.docusaurus[\\/](?:registry\.js|routes\.js|routesChunkNames\.json|docusaurus\.config\.mjs)$/,
              enforce: 'pre',
              use: [{loader: path.join(__dirname, 'generatedLoader.cjs')}],
            },
          ],
        },
      };
    },
  };
}
