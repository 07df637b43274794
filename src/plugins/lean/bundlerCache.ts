/**
 * Keys Rspack's persistent cache by the base URL and the tricks that are off.
 * Docusaurus keys it by locale and version only: a build under
 * BASE_URL=/talento/ after one at `/` reused stylesheets whose font URLs still
 * pointed at `/assets/…`.
 */

type CacheExperiments = {experiments?: {cache?: {version?: string}}};

/** Adds `key` (the base URL, and the tricks that are off) to the version that keys Rspack's persistent cache. */
export function keyCacheByBaseUrl(config: unknown, key: string): void {
  const cache = (config as CacheExperiments).experiments?.cache;
  if (cache && typeof cache === 'object') {
    cache.version = `${cache.version ?? ''}-base:${key}`;
  }
}
