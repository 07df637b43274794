/**
 * What each template ships at start, and the byte budget that compares it with the figures recorded from the previous
 * main (`budgets/bytes.json`), by difference, as facebook/docusaurus compares its `main*.js` with its base branch: a
 * template whose start-up scripts or stylesheets grow by more than `TOLERANCE` bytes (brotli) fails, whatever its
 * absolute size. The figures change on purpose only, with `npm run budget:bytes -- --update`, in the commit that
 * explains the growth. Used by `scripts/check-bytes.mjs` (the test command's "byte budgets" stage) and
 * `scripts/bench-scale.mjs`.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/** Growth that fails, in bytes (brotli): issue 25 asks that a 2 KB regression on any template fail. */
export const TOLERANCE = 2048;

/** A page's start-up bytes, brotli at quality 11: what a host serving precompressed files sends (nginx's rules compress on the fly, at 6). */
export type PageBytes = {scripts: number; styles: number; files: Record<string, number>};
/** The recorded figures: per template and language (`landing/es`), scripts and stylesheets. */
export type Recorded = Record<string, {scripts: number; styles: number}>;

const brotliCache = new Map<string, number>();
export function brotliSize(file: string): number {
  if (!brotliCache.has(file)) {
    brotliCache.set(file, zlib.brotliCompressSync(fs.readFileSync(file), {params: {[zlib.constants.BROTLI_PARAM_QUALITY]: 11}}).length);
  }
  return brotliCache.get(file)!;
}

/** The HTML file of a route (`/x` is written as x.html, trailingSlash false), as src/plugins/ogImages finds it. */
export function htmlFile(buildDir: string, route: string): string {
  const relative = route.replace(/^\//, '');
  const candidates = relative === '' || relative.endsWith('/') ? [`${relative}index.html`] : [relative, `${relative}.html`, `${relative}/index.html`];
  const found = candidates.map((candidate) => path.join(buildDir, candidate)).find((file) => fs.existsSync(file) && fs.statSync(file).isFile());
  if (!found) throw new Error(`${route}: no page in ${buildDir}`);
  return found;
}

/** An HTML tag's attributes, quoted or not (the built pages are minified). */
function attributes(tag: string): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [, name, ...value] of tag.matchAll(/([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g)) {
    result[name.toLowerCase()] = value.find((part) => part !== undefined) ?? '';
  }
  return result;
}

const local = (urls: string[]) => [...new Set(urls.filter((url) => !/^(?:[a-z]+:)?\/\//i.test(url)).map((url) => url.split(/[?#]/)[0]))];

/** The scripts a page loads at start: `<script src>`, `<link rel=preload as=script>` (the bundles), `<link rel=modulepreload>`. */
export function startScripts(html: string): string[] {
  const urls: string[] = [];
  for (const [, name, rest] of html.matchAll(/<(script|link)\b([^>]*)>/gi)) {
    const attrs = attributes(rest);
    const rel = (attrs.rel ?? '').toLowerCase().split(/\s+/);
    if (name.toLowerCase() === 'script' && attrs.src) urls.push(attrs.src);
    else if (rel.includes('modulepreload') && attrs.href) urls.push(attrs.href);
    else if (rel.includes('preload') && attrs.as === 'script' && attrs.href) urls.push(attrs.href);
  }
  return local(urls);
}

/** The stylesheets a page loads at start: `<link rel=stylesheet>` and `<link rel=preload as=style>`. */
export function startStyles(html: string): string[] {
  const urls: string[] = [];
  for (const [, rest] of html.matchAll(/<link\b([^>]*)>/gi)) {
    const attrs = attributes(rest);
    const rel = (attrs.rel ?? '').toLowerCase().split(/\s+/);
    if ((rel.includes('stylesheet') || (rel.includes('preload') && attrs.as === 'style')) && attrs.href) urls.push(attrs.href);
  }
  return local(urls);
}

/**
 * A page's start-up bytes: the scripts and stylesheets it loaded (`assets`, paths as requested, e.g. by a browser
 * until the page was hydrated and idle), each measured from its file in the build. A file missing from the build stops
 * with its name.
 */
export function pageBytes(buildDir: string, url: string, assets: {scripts: string[]; styles: string[]}, baseUrl = '/'): PageBytes {
  const files: Record<string, number> = {};
  const sum = (urls: string[]) =>
    local(urls).reduce((total, asset) => {
      const file = path.join(buildDir, asset.startsWith(baseUrl) ? asset.slice(baseUrl.length) : asset.replace(/^\//, ''));
      if (!fs.existsSync(file)) throw new Error(`${url} loads ${asset}, which is not in the build`);
      files[asset] = brotliSize(file);
      return total + files[asset];
    }, 0);
  return {
    scripts: sum(assets.scripts),
    styles: sum(assets.styles),
    files,
  };
}

/**
 * What broke the budget: each template and kind (scripts, styles) that grew by more than `tolerance` bytes over the
 * recorded figures, and each template with no figure (new templates are recorded on purpose too). Empty when within.
 */
/** Templates held to another template's budget, not their own: the guide pages to the role page's. */
export const BUDGET_OF: Readonly<Record<string, string>> = {howWeWork: 'role', comparison: 'role'};

export function overBudget(recorded: Recorded, current: Recorded, tolerance = TOLERANCE): string[] {
  const problems: string[] = [];
  for (const [page, now] of Object.entries(current)) {
    const [template, locale] = page.split('/');
    const budget = BUDGET_OF[template] ? `${BUDGET_OF[template]}/${locale}` : page;
    const before = recorded[budget];
    if (!before) {
      problems.push(`${page}: no recorded figure in budgets/bytes.json`);
      continue;
    }
    for (const kind of ['scripts', 'styles'] as const) {
      const growth = now[kind] - before[kind];
      if (growth > tolerance) {
        problems.push(`${page}: ${kind} ${kb(before[kind])}${budget === page ? '' : ` (${budget})`} → ${kb(now[kind])} KB (+${kb(growth)} KB, more than the ${kb(tolerance)} KB allowed)`);
      }
    }
  }
  return problems;
}

export const kb = (bytes: number) => (bytes / 1024).toFixed(1);
