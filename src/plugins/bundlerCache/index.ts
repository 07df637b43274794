/**
 * Keys Rspack's persistent cache by the base URL too. Docusaurus keys it by
 * locale and version only, so a build under BASE_URL=/talento/ after one at `/`
 * reused stylesheets whose font URLs still pointed at `/assets/…`.
 */
import type {LoadContext, Plugin} from '@docusaurus/types';

type CacheExperiments = {experiments?: {cache?: {version?: string}}};

export default function bundlerCachePlugin(context: LoadContext): Plugin {
  return {
    name: 'ready-bundler-cache',
    configureWebpack(config) {
      const cache = (config as CacheExperiments).experiments?.cache;
      if (cache && typeof cache === 'object') {
        cache.version = `${cache.version ?? ''}-base:${context.siteConfig.baseUrl}`;
      }
      return {};
    },
  };
}
