/**
 * Drops the style rules no page can use from the built stylesheet.
 *
 * Docusaurus ships one stylesheet for every page, render-blocking: Infima and the classic theme style a navbar,
 * sidebars, pagination, tabs, badges and more that this site does not render. A rule is dropped when one of the
 * classes its selector requires appears nowhere in the built pages and scripts (a class written inside `:not()`,
 * `:is()`, `:where()` or `:has()` does not count: the rule may match without it). A class a script composes
 * (`` `alert--${type}` ``) counts as used when the built scripts hold a string that starts with its prefix up to a
 * `-` or `_`. What a copywriter writes in a page's MDX is in that page's HTML, so it stays. Then a custom property
 * (`--ifm-pagination-…`) goes when no `var()` left in the stylesheet reads it and no page or script names it.
 * What it saves: src/plugins/lean/README.md.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import postcss, {type AtRule, type Root} from 'postcss';

const NAME = 'unusedCss (src/plugins/lean)';

/** Pseudo-classes whose argument may match without the classes it names. */
const LENIENT = /:(?:not|is|where|has|matches|-webkit-any|-moz-any)\(/gi;

/** The selector without the arguments of `LENIENT` pseudo-classes (nested parentheses included). */
export function requiredPart(selector: string): string {
  let out = '';
  let index = 0;
  for (const match of selector.matchAll(LENIENT)) {
    if (match.index! < index) continue;
    out += selector.slice(index, match.index);
    let depth = 1;
    let cursor = match.index! + match[0].length;
    while (cursor < selector.length && depth > 0) {
      if (selector[cursor] === '(') depth += 1;
      else if (selector[cursor] === ')') depth -= 1;
      cursor += 1;
    }
    index = cursor;
  }
  return out + selector.slice(index);
}

/**
 * The classes a selector requires. Attribute selectors and strings are not read (`a[href$=".pdf"]` needs no class
 * `pdf`); a selector with an escaped character (`.md\:flex`) is not judged: it counts as needing no class.
 */
export function requiredClasses(selector: string): string[] {
  const bare = requiredPart(selector).replace(/\[[^\]]*\]/g, '').replace(/"[^"]*"|'[^']*'/g, '');
  if (bare.includes('\\')) return [];
  return [...bare.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((match) => match[1]);
}

/** Whether a class is used, judged from the text of the built pages and scripts. */
export function classUsage(corpus: string): (className: string) => boolean {
  const tokens = new Set(corpus.match(/-?[_a-zA-Z][\w-]*/g));
  const prefixes = new Set<string>();
  for (const match of corpus.matchAll(/["'`](-?[_a-zA-Z][\w-]*[-_])(?=["'`$]|\$\{)/g)) prefixes.add(match[1]);
  return (className) => {
    if (tokens.has(className)) return true;
    for (const {index} of className.matchAll(/[-_]/g)) {
      if (prefixes.has(className.slice(0, index + 1))) return true;
    }
    return false;
  };
}

/**
 * Drops the custom properties that nothing reads: no `var()` of the stylesheet, and no mention in the pages or
 * scripts (`mentioned`), which may set or read them. Repeats until none goes: a property read only by a dropped one
 * goes too.
 */
function removeUnreadProperties(root: Root, mentioned: (text: string) => boolean): number {
  let removed = 0;
  for (;;) {
    const read = new Set([...root.toString().matchAll(/var\(\s*(--[\w-]+)/g)].map((match) => match[1]));
    let round = 0;
    root.walkDecls((declaration) => {
      if (declaration.prop.startsWith('--') && !read.has(declaration.prop) && !mentioned(declaration.prop)) {
        declaration.remove();
        round += 1;
      }
    });
    removed += round;
    if (round === 0) return removed;
  }
}

/**
 * The stylesheet without the selectors `used` rules out and the custom properties nothing reads (`mentioned`: the
 * pages and scripts name it); rules and blocks left empty go too.
 */
export function removeUnusedRules(
  css: string,
  used: (className: string) => boolean,
  mentioned: (text: string) => boolean = () => false,
): {css: string; removedSelectors: number; removedProperties: number} {
  const root = postcss.parse(css);
  let removedSelectors = 0;
  root.walkRules((rule) => {
    const kept = rule.selectors.filter((selector) => requiredClasses(selector).every(used));
    removedSelectors += rule.selectors.length - kept.length;
    if (kept.length === 0) rule.remove();
    else if (kept.length < rule.selectors.length) rule.selectors = kept;
  });
  const removedProperties = removeUnreadProperties(root, mentioned);
  root.walkRules((rule) => {
    if (rule.nodes.length === 0) rule.remove();
  });
  // Inner blocks first, so a block left empty by its children's removal goes too.
  const emptyBlocks: AtRule[] = [];
  root.walkAtRules((block) => {
    if (block.nodes) emptyBlocks.unshift(block);
  });
  for (const block of emptyBlocks) if (block.nodes!.length === 0) block.remove();
  return {css: root.toString(), removedSelectors, removedProperties};
}

async function filesUnder(dir: string, test: (name: string) => boolean): Promise<string[]> {
  const entries = await fs.readdir(dir, {withFileTypes: true, recursive: true}).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  return entries.filter((entry) => entry.isFile() && test(entry.name)).map((entry) => path.join(entry.parentPath, entry.name));
}

/** Rewrites the built stylesheets under `outDir` without the rules and custom properties no page can use. */
export async function removeUnusedCss(outDir: string): Promise<void> {
  const stylesheets = await filesUnder(path.join(outDir, 'assets/css'), (name) => name.endsWith('.css'));
  if (stylesheets.length === 0) throw new Error(`${NAME}: the build has no stylesheet under assets/css; Docusaurus may have moved it.`);
  const sources = await filesUnder(outDir, (name) => /\.(?:html|js)$/.test(name));
  const corpus = (await Promise.all(sources.map((file) => fs.readFile(file, 'utf8')))).join('\n');
  const used = classUsage(corpus);
  for (const file of stylesheets) {
    const {css} = removeUnusedRules(await fs.readFile(file, 'utf8'), used, (text) => corpus.includes(text));
    await fs.writeFile(file, css);
  }
}
