/**
 * Puts the boot script that runs the bundles after the first paint at the end
 * of every page's <body> (src/lib/paintFirst.ts). It reads the preloads that
 * the page template of docusaurus.config.ts (`ssrTemplate`) writes in place of
 * Docusaurus' `<script defer>` tags.
 *
 * The bundler's runtime rides in the main bundle instead of a file of its own
 * (Docusaurus sets `runtimeChunk: true`): one request fewer on every first
 * visit, and one script that starts the app. Alone, the runtime ran in a task
 * of under a millisecond, which Lighthouse's simulation (it drops tasks under
 * 10 ms) could not tell from a script the first paint waited for: it counted
 * the runtime's download in the largest paint. The main bundle already
 * changes with every route (its route table), so caching loses little.
 */
import type {Plugin} from '@docusaurus/types';
import {bundleBootScript} from '../../lib/paintFirst';

export default function paintFirstPlugin(): Plugin {
  return {
    name: 'ready-paint-first',
    configureWebpack(_config, isServer) {
      return isServer ? {} : {optimization: {runtimeChunk: false}};
    },
    injectHtmlTags() {
      return {postBodyTags: [{tagName: 'script', innerHTML: bundleBootScript()}]};
    },
  };
}
