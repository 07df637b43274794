/**
 * Keys Rspack's persistent cache by the base URL, the tricks that are off and
 * the patches applied to packages. Docusaurus keys it by locale and version
 * only: a build under BASE_URL=/talento/ after one at `/` reused stylesheets
 * whose font URLs still pointed at `/assets/…`; and Rspack takes a package as
 * unchanged while its version is, so a build after `patches/` changed reused
 * the unpatched react-dom (tests/unit/serverRender.test.tsx).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

type CacheExperiments = {experiments?: {cache?: {version?: string}}};

/** A digest of the files in `patches/` (patch-package's, applied at `npm install`). */
export function patchesKey(siteDir: string): string {
  const dir = path.join(siteDir, 'patches');
  const hash = crypto.createHash('sha256');
  for (const name of fs.existsSync(dir) ? fs.readdirSync(dir).sort() : []) hash.update(name).update(fs.readFileSync(path.join(dir, name)));
  return hash.digest('hex').slice(0, 12);
}

/** Adds `key` (the base URL, the tricks that are off, the patches) to the version that keys Rspack's persistent cache. */
export function keyCacheByBaseUrl(config: unknown, key: string): void {
  const cache = (config as CacheExperiments).experiments?.cache;
  if (cache && typeof cache === 'object') {
    cache.version = `${cache.version ?? ''}-base:${key}`;
  }
}
