/**
 * Keeps Prism out of the browser bundle (see prismStub.tsx): the theme's code
 * block and its Prism client module get the stub instead of prism-react-renderer.
 * Server-side config code (theme options) still loads the real package from Node.
 * After each build it checks that no script carries Prism (its hook name
 * "after-tokenize", a string minification keeps): an upgrade that imports Prism
 * by another path stops the build, naming this trim, instead of shipping it.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/** A string every build of Prism carries and the stub does not. */
export const PRISM_MARK = '"after-tokenize"';

/** The built scripts (under `outDir`/assets/js) that carry Prism; empty when the stub took its place everywhere. */
export function scriptsWithPrism(outDir: string): string[] {
  const dir = path.join(outDir, 'assets/js');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.js') && fs.readFileSync(path.join(dir, name), 'utf8').includes(PRISM_MARK))
    .map((name) => `assets/js/${name}`);
}

export default function plainCodePlugin(): Plugin {
  return {
    name: 'ready-plain-code',
    configureWebpack() {
      return {resolve: {alias: {'prism-react-renderer$': path.join(__dirname, 'prismStub.tsx')}}};
    },
    async postBuild({outDir}) {
      const found = scriptsWithPrism(outDir);
      if (found.length > 0) {
        throw new Error(
          `ready-plain-code (src/plugins/plainCode): Prism is in the browser bundle again (${found.join(', ')}): the theme no longer ` +
            "imports 'prism-react-renderer' by the path the alias replaces. Update the alias, or remove the plugin.",
        );
      }
    },
  };
}
