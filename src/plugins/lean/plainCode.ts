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

/** What the bundler resolves `prism-react-renderer` to in the browser. */
export const PRISM_ALIAS = path.join(__dirname, 'prismStub.tsx');

/** Stops the build when Prism is back in a script: the theme no longer imports it by the path the alias replaces. */
export function assertNoPrism(outDir: string): void {
  const found = scriptsWithPrism(outDir);
  if (found.length > 0) {
    throw new Error(
      `plainCode (src/plugins/lean): Prism is in the browser bundle again (${found.join(', ')}): the theme no longer ` +
        "imports 'prism-react-renderer' by the path the alias replaces. Update the alias, or switch the trick off (LEAN_OFF=plainCode).",
    );
  }
}
