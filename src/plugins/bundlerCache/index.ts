/**
 * Keys Rspack's persistent cache by the base URL and by whether source maps
 * are wanted (BUNDLE_STATS=1, src/plugins/bundleStats). Docusaurus keys it by
 * locale and version only: a build under BASE_URL=/talento/ after one at `/`
 * reused stylesheets whose font URLs still pointed at `/assets/…`, and a stats
 * build after an ordinary one reused modules without maps (main.js had none).
 */
import type {LoadContext, Plugin} from '@docusaurus/types';

type CacheExperiments = {experiments?: {cache?: {version?: string}}};

export default function bundlerCachePlugin(context: LoadContext): Plugin {
  return {
    name: 'ready-bundler-cache',
    configureWebpack(config) {
      const cache = (config as CacheExperiments).experiments?.cache;
      if (cache && typeof cache === 'object') {
        cache.version = `${cache.version ?? ''}-base:${context.siteConfig.baseUrl}-maps:${process.env.BUNDLE_STATS === '1'}`;
      }
      return {};
    },
  };
}
