/**
 * Writes the host rules after each locale's build, from the whole built site
 * as it stands then (so the last locale's pass sees every page): the nginx
 * include, `_redirects`, `_headers` and the JSON `npm run serve` reads. The CSP
 * script hashes come from the built HTML itself, never from a copied list.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {loadRedirects} from '../redirects/data';
import {EXTERNAL_TARGETS} from '../../config/redirectTargets';
import {site} from '../../config/site';
import {SEGMENTS} from '../../config/locales';
import {buildAnalytics} from '../analytics/config';
import {buildHostRules, headersFile, HOSTING_DIR, inlineScriptHashes, nginxBrotliConf, nginxConf, redirectsFile} from './rules';

async function htmlFiles(dir: string): Promise<string[]> {
  const names = await fs.readdir(dir, {recursive: true});
  return names.filter((name) => name.endsWith('.html')).map((name) => path.join(dir, name));
}

/**
 * Whether this build went into the locale's folder of the whole site's output (`build/en`, when
 * every language is built, with its base URL extended likewise), so the host files belong one
 * level up. A build of that language alone (`--locale en`) is its own site, in `build`.
 */
export function isLocaleFolder(outDir: string, currentLocale: string, defaultLocale: string): boolean {
  return currentLocale !== defaultLocale && path.basename(outDir) === SEGMENTS[currentLocale];
}

export default function hostingPlugin(): Plugin {
  return {
    name: 'ready-hosting',
    async postBuild({outDir, siteDir, siteConfig, i18n}) {
      const localized = isLocaleFolder(outDir, i18n.currentLocale, i18n.defaultLocale);
      const root = localized ? path.dirname(outDir) : outDir;
      const baseUrl = localized ? siteConfig.baseUrl.slice(0, -`${SEGMENTS[i18n.currentLocale]}/`.length) : siteConfig.baseUrl;
      const hashes = new Set<string>();
      for (const file of await htmlFiles(root)) {
        inlineScriptHashes(await fs.readFile(file, 'utf8')).forEach((hash) => hashes.add(hash));
      }
      const rules = buildHostRules({
        baseUrl,
        localeDirs: i18n.locales.filter((locale) => locale !== i18n.defaultLocale).map((locale) => SEGMENTS[locale]!),
        redirects: loadRedirects(siteDir),
        externalTargets: EXTERNAL_TARGETS,
        videoUrl: site.promoVideoUrl,
        playerUrl: site.playerUrl,
        scriptHashes: [...hashes],
        analyticsEndpoint: buildAnalytics(site.analytics).endpoint || undefined,
      });
      await fs.mkdir(path.join(root, HOSTING_DIR), {recursive: true});
      await Promise.all([
        fs.writeFile(path.join(root, HOSTING_DIR, 'nginx.conf'), nginxConf(rules)),
        fs.writeFile(path.join(root, HOSTING_DIR, 'nginx-brotli.conf'), nginxBrotliConf()),
        fs.writeFile(path.join(root, HOSTING_DIR, 'rules.json'), `${JSON.stringify(rules, null, 2)}\n`),
        fs.writeFile(path.join(root, '_redirects'), redirectsFile(rules)),
        fs.writeFile(path.join(root, '_headers'), headersFile(rules)),
      ]);
    },
  };
}
