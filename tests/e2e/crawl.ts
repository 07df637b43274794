/**
 * A small link crawler over built pages, independent of the browser: the
 * HTTP fetch is passed in, so a test can run it over a few synthetic pages.
 */

export type Fetched = {status: number; contentType: string; body: string};

export type CrawlOptions = {
  /** Origin of the site; links elsewhere are not followed. */
  origin: string;
  /** Paths allowed to answer with a redirect (3xx) instead of 200. */
  mayRedirect: (path: string) => boolean;
  /** How many requests run at once. */
  concurrency?: number;
};

export type CrawlResult = {pages: string[]; problems: string[]};

const ATTRIBUTE = String.raw`=(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))`;
const HREF = new RegExp(String.raw`<a\s[^>]*?\bhref${ATTRIBUTE}`, 'gi');
const ID = new RegExp(String.raw`<[a-z][^>]*?\s(?:id|name)${ATTRIBUTE}`, 'gi');
/** Script bodies (the client bundle's data, JSON-LD) may hold markup-like text that is not markup. */
const SCRIPT = /<script\b[^>]*>[\s\S]*?<\/script>/gi;

function decodeEntities(value: string): string {
  return value.replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#39;/g, "'");
}

function matches(html: string, pattern: RegExp): string[] {
  return [...html.replace(SCRIPT, '').matchAll(pattern)].map((match) => decodeEntities(match[1] ?? match[2] ?? match[3]));
}

/** Every `a[href]` of a page, resolved against the page's URL. */
export function linksIn(html: string, pageUrl: string): URL[] {
  return matches(html, HREF).flatMap((href) => {
    try {
      return [new URL(href, pageUrl)];
    } catch {
      return [];
    }
  });
}

/** The ids (and anchor names) a `#fragment` can point at. */
export function anchorsIn(html: string): Set<string> {
  return new Set(matches(html, ID));
}

/**
 * Follows every same-origin link from `starts`; reports pages that do not
 * answer 200 (or a redirect where allowed) and fragments with no matching id
 * in their target page, each with the page that links to it.
 */
export async function crawl(starts: string[], fetchPath: (path: string) => Promise<Fetched>, options: CrawlOptions): Promise<CrawlResult> {
  const {origin, mayRedirect, concurrency = 8} = options;
  const problems: string[] = [];
  const linkedFrom = new Map<string, string>(starts.map((start) => [start, '(start)']));
  const anchors = new Map<string, Set<string>>();
  const fragments: {path: string; fragment: string; from: string}[] = [];
  const queue = [...starts];

  const visit = async (path: string) => {
    const {status, contentType, body} = await fetchPath(path);
    const redirect = status >= 300 && status < 400;
    if (status !== 200 && !(redirect && mayRedirect(path))) {
      problems.push(`${path} answered ${status} (linked from ${linkedFrom.get(path)})`);
      return;
    }
    if (status !== 200 || !contentType.includes('html')) return;
    anchors.set(path, anchorsIn(body));
    for (const url of linksIn(body, `${origin}${path}`)) {
      if (url.origin !== origin) continue;
      const target = `${url.pathname}${url.search}`;
      const fragment = decodeURIComponent(url.hash.slice(1));
      if (fragment) fragments.push({path: target, fragment, from: path});
      if (!linkedFrom.has(target)) {
        linkedFrom.set(target, path);
        queue.push(target);
      }
    }
  };

  while (queue.length > 0) {
    await Promise.all(queue.splice(0, concurrency).map(visit));
  }
  for (const {path, fragment, from} of fragments) {
    const ids = anchors.get(path);
    // A target that failed is already reported; a redirect has no anchors of its own.
    if (ids && !ids.has(fragment)) problems.push(`${from} links to ${path}#${fragment}, which has no element with that id`);
  }
  return {pages: [...anchors.keys()], problems};
}
