/**
 * With BUNDLE_STATS=1, writes the client bundle's chunks and the modules in
 * each (with their sizes) to .docusaurus/bundle-stats/<locale>.json, and a
 * source map beside each script, for `npm run bench:js` to say which package
 * or module each byte a page loads comes from. Does nothing otherwise.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

type Stats = {toJson: (options: Record<string, boolean | number>) => unknown};
type Compiler = {hooks: {done: {tap: (name: string, callback: (stats: Stats) => void) => void}}};

export default function bundleStatsPlugin(context: LoadContext): Plugin {
  return {
    name: 'ready-bundle-stats',
    configureWebpack(config, isServer) {
      if (isServer || process.env.BUNDLE_STATS !== '1') {
        return {};
      }
      // Modules restored from the persistent cache come without the modules they concatenate: build afresh.
      const bundler = config as {cache?: unknown; experiments?: {cache?: unknown}};
      bundler.cache = false;
      if (bundler.experiments) {
        bundler.experiments.cache = false;
      }
      const file = path.join(context.generatedFilesDir, 'bundle-stats', `${context.i18n.currentLocale}.json`);
      return {
        // Source maps without the comment that points to them (the scripts stay byte for byte what a visitor gets):
        // `npm run bench:js` reads which source each minified byte came from, then deletes them.
        devtool: 'hidden-source-map',
        plugins: [
          {
            apply(compiler: Compiler) {
              compiler.hooks.done.tap('ready-bundle-stats', (stats) => {
                fs.mkdirSync(path.dirname(file), {recursive: true});
                fs.writeFileSync(file, JSON.stringify(stats.toJson({all: false, assets: true, chunks: true, chunkModules: true, dependentModules: true, orphanModules: true, nestedModules: true, ids: true, chunkModulesSpace: Infinity, nestedModulesSpace: Infinity})));
              });
            },
          },
        ],
      };
    },
  };
}
