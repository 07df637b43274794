/**
 * With BUNDLE_STATS=1, the browser bundle gets source maps without the comment
 * that points to them (the scripts stay byte for byte what a visitor gets),
 * and after the build they move out of the output into
 * .docusaurus/bundle-stats/<locale>/, so `build/` stays what is deployed and
 * `npm run bench:js` can read which source each minified byte came from.
 * Does nothing otherwise.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

const enabled = () => process.env.BUNDLE_STATS === '1';

/** Where the maps of a locale's scripts are kept, by the script's path under the locale's output (`assets/js/…`). */
export function statsDir(generatedFilesDir: string, locale: string): string {
  return path.join(generatedFilesDir, 'bundle-stats', locale);
}

export default function bundleStatsPlugin(context: LoadContext): Plugin {
  return {
    name: 'ready-bundle-stats',
    configureWebpack(_config, isServer) {
      return isServer || !enabled() ? {} : {devtool: 'hidden-source-map'};
    },
    async postBuild({outDir}) {
      if (!enabled()) return;
      const dir = statsDir(context.generatedFilesDir, context.i18n.currentLocale);
      await fs.rm(dir, {recursive: true, force: true});
      const scripts = path.join(outDir, 'assets/js');
      await fs.mkdir(path.join(dir, 'assets/js'), {recursive: true});
      for (const name of await fs.readdir(scripts)) {
        if (name.endsWith('.js.map')) await fs.rename(path.join(scripts, name), path.join(dir, 'assets/js', name));
      }
    },
  };
}
