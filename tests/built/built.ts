/**
 * The built site as files (build/, from `npx docusaurus build`): a page's HTML by its URL path, parsed by a real HTML
 * parser (htmlparser2, read through cheerio: attributes in any order and quoting, entities decoded, implied end tags), and the accessible names the
 * browser tests found elements by (aria-label, or the text of the elements aria-labelledby names).
 */
import fs from 'node:fs';
import path from 'node:path';
import {type Cheerio, type CheerioAPI, type Element, load} from 'cheerio';
import {parseDocument} from 'htmlparser2';
import {ROOT} from '../site';

/** The build under test: build/, or BUILT_DIR (a copy given a planted fault, to see a check fail). */
export const BUILD = path.resolve(ROOT, process.env.BUILT_DIR ?? 'build');
export const BUILD_TALENTO = path.join(ROOT, 'build-talento');

/** Fails (never skips) when the build is missing. */
export function requireBuild(): void {
  if (!fs.existsSync(path.join(BUILD, 'en', 'index.html'))) throw new Error('build/ is missing: run `npx docusaurus build` first');
}

/** Every .html file under `dir`. */
export function htmlFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, {recursive: true, encoding: 'utf8'})
    .filter((name) => name.endsWith('.html'))
    .map((name) => path.join(dir, name));
}

/** The file the host serves for a site path: `/x` is x.html, or x/index.html (`/`, `/en/`). */
export function fileOf(urlPath: string, build = BUILD): string {
  const bare = urlPath.replace(/[?#].*$/, '');
  const candidates = bare.endsWith('/') ? [`${bare}index.html`] : [`${bare}.html`, `${bare}/index.html`];
  const file = candidates.map((candidate) => path.join(build, candidate)).find((candidate) => fs.existsSync(candidate));
  if (!file) throw new Error(`${urlPath}: no file in ${path.relative(ROOT, build)}/`);
  return file;
}

/** The HTML of a site path. */
export const htmlOf = (urlPath: string): string => fs.readFileSync(fileOf(urlPath), 'utf8');

const parsed = new Map<string, CheerioAPI>();
/**
 * The parsed page of a site path (parsed once per test file): htmlparser2's tree (the same elements as parse5's
 * here, in half the time, and queries on it ten times faster), read through cheerio.
 */
export function pageOf(urlPath: string): CheerioAPI {
  if (!parsed.has(urlPath)) parsed.set(urlPath, load(parseDocument(htmlOf(urlPath))));
  return parsed.get(urlPath)!;
}

/** Text as a browser's textContent gives it, whitespace collapsed. */
export const squash = (text: string): string => text.replace(/\s+/g, ' ').trim();

const idIndex = new WeakMap<CheerioAPI, Map<string, Element>>();
/** The page's elements by id (one pass over the page instead of one per name looked up). */
function idsOf($: CheerioAPI): Map<string, Element> {
  if (!idIndex.has($)) idIndex.set($, new Map($('[id]').toArray().map((element) => [$(element).attr('id')!, element])));
  return idIndex.get($)!;
}

/** An element's accessible name from aria-label or aria-labelledby (the names these pages use). */
export function nameOf($: CheerioAPI, element: Element): string {
  const label = $(element).attr('aria-label');
  if (label !== undefined) return squash(label);
  const ids = $(element).attr('aria-labelledby');
  if (!ids) return '';
  return squash(ids.split(/\s+/).map((id) => ((element) => (element ? $(element).text() : ''))(idsOf($).get(id))).join(' '));
}

/** The elements matching `selector` named `name` (exactly, or matching a RegExp). */
export function named($: CheerioAPI, selector: string, name: string | RegExp): Cheerio<Element> {
  return ($(selector) as Cheerio<Element>).filter((_, element) => {
    const own = nameOf($, element);
    return typeof name === 'string' ? own === name : name.test(own);
  });
}

/** The roles the browser tests looked elements up by. */
export const ROLE = {list: 'ul, ol, [role=list]', region: 'section[aria-label], section[aria-labelledby], [role=region]', navigation: 'nav, [role=navigation]'};
