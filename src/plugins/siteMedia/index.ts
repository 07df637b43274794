/**
 * Expands the named media queries of src/lib/customMedia.ts in every
 * stylesheet (a PostCSS step), so breakpoints that the code also needs are
 * written once, in src/config/site.ts.
 */
import type {Plugin} from '@docusaurus/types';
import {expandCustomMedia} from '../../lib/customMedia';

export default function siteMediaPlugin(): Plugin {
  return {
    name: 'ready-site-media',
    configurePostCss(options) {
      options.plugins.push({
        postcssPlugin: 'ready-site-media',
        AtRule: {
          media: (rule: {params: string}) => {
            rule.params = expandCustomMedia(rule.params);
          },
        },
      });
      return options;
    },
  };
}
