/**
 * Two pieces of the Docusaurus runtime, lighter in the browser bundle:
 * - `tslib`: @docusaurus/utils-common, the only client code that needs it,
 *   `require`s it for one helper, which pulled in all of tslib (18 KB raw,
 *   1.6 KB brotli on every page). The client bundle gets tslibHelpers.ts
 *   instead.
 * - the theme's route progress bar (nprogress, 1.1 KB brotli on every page):
 *   progressBar.ts does its job in a few lines.
 * Server-side code keeps the real modules.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/** The theme's progress-bar client module, as `.docusaurus/client-modules.js` requires it (without its extension). */
const themeProgressBar = require.resolve('@docusaurus/theme-classic/lib/nprogress').replace(/\.js$/, '');

export default function leanRuntimePlugin(): Plugin {
  return {
    name: 'ready-lean-runtime',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {
        resolve: {
          alias: {
            [`${themeProgressBar}$`]: path.join(__dirname, 'progressBar.ts'),
            tslib$: path.join(__dirname, 'tslibHelpers.ts'),
          },
        },
      };
    },
  };
}
