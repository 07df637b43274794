/**
 * Writes robots.txt at the site root once per build (the default locale's
 * pass), pointing at both locales' sitemaps.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {robotsTxt} from './urls';

export default function seoPlugin(): Plugin {
  return {
    name: 'ready-seo',
    async postBuild({outDir, siteConfig, i18n}) {
      if (i18n.currentLocale !== i18n.defaultLocale) {
        return;
      }
      await fs.writeFile(path.join(outDir, 'robots.txt'), robotsTxt(siteConfig.url, siteConfig.baseUrl));
    },
  };
}
