/**
 * `import url from './x.svg?url'` gives the file's built URL (an `<img>` source)
 * instead of an SVGR component. Inlined SVG components each carry their own
 * `id`s (flag-icons' `clipPath id="a"`): two of them in one page repeat an id,
 * and `url(#a)` can resolve to another flag. As files, flags also leave the
 * JavaScript bundle.
 */
import type {Plugin} from '@docusaurus/types';
import {getFileLoaderUtils} from '@docusaurus/utils';

type Rule = {test?: unknown; oneOf?: unknown[]};

export default function svgUrlPlugin(): Plugin {
  return {
    name: 'ready-svg-url',
    configureWebpack(config, isServer) {
      const rules = (config.module?.rules ?? []) as Rule[];
      const svgRule = rules.find((rule) => String(rule.test) === String(/\.svg$/i) && Array.isArray(rule.oneOf));
      if (!svgRule?.oneOf) {
        throw new Error('ready-svg-url: the SVG rule of @docusaurus/plugin-svgr was not found.');
      }
      // First in the rule's `oneOf`, so SVGR never sees a `?url` import.
      svgRule.oneOf.unshift({resourceQuery: /^\?url$/, use: [getFileLoaderUtils(isServer).loaders.file({folder: 'images'})]});
      return {};
    },
  };
}
