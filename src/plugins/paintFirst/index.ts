/**
 * Puts the boot script that runs the bundles after the first paint at the end
 * of every page's <body> (src/lib/paintFirst.ts). It reads the preloads that
 * the page template of docusaurus.config.ts (`ssrTemplate`) writes in place of
 * Docusaurus' `<script defer>` tags.
 */
import type {Plugin} from '@docusaurus/types';
import {bundleBootScript} from '../../lib/paintFirst';

export default function paintFirstPlugin(): Plugin {
  return {
    name: 'ready-paint-first',
    injectHtmlTags() {
      return {postBodyTags: [{tagName: 'script', innerHTML: bundleBootScript()}]};
    },
  };
}
