import {expect, test} from '@playwright/test';
import {LEGAL_PATHS, SERVICE_PATHS} from '../../src/config/routes';
import {inLocale, LOCALES, ROLE_SLUGS, site, TEAM_SLUGS} from './support';

test.skip(({viewport}) => (viewport?.width ?? 0) < 1000, 'head tags do not depend on the viewport');

const first = (html: string, pattern: RegExp) => html.match(pattern)?.[1]?.replace(/^"|"$/g, '') ?? null;
const local = (url: string) => url.replace(site.url.replace(/\/$/, ''), '');

/** Every page of both sitemaps, as site-relative paths. */
async function sitemapPaths(request: import('@playwright/test').APIRequestContext): Promise<string[]> {
  const robots = await (await request.get('/robots.txt')).text();
  const sitemaps = [...robots.matchAll(/^Sitemap: (.+)$/gm)].map((match) => local(match[1]));
  expect(sitemaps).toEqual(['/sitemap.xml', '/en/sitemap.xml']);
  const paths: string[] = [];
  for (const sitemap of sitemaps) {
    const xml = await (await request.get(sitemap)).text();
    const pages = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => local(match[1]));
    // Each entry names its twin in the other language and the default.
    expect((xml.match(/hreflang="x-default"/g) ?? []).length, sitemap).toBe(pages.length);
    paths.push(...pages);
  }
  return paths;
}

/** The pages of the product specification and of the content: each must be in the sitemaps, in both languages. */
const EXPECTED = [
  '/',
  ...Object.values(SERVICE_PATHS),
  ...Object.values(LEGAL_PATHS),
  '/blog',
  ...[...ROLE_SLUGS, ...TEAM_SLUGS].map((slug) => `/empresas/${slug}`),
].flatMap((page) => LOCALES.map((locale) => inLocale(locale, page)));

test('every page in the sitemaps answers in its language with its own title, description, canonical, alternates and share image', async ({request}) => {
  test.setTimeout(240_000);
  const paths = await sitemapPaths(request);
  expect(EXPECTED.filter((page) => !paths.includes(page)), 'pages missing from the sitemaps').toEqual([]);
  const titles = new Map<string, string>();
  const descriptions = new Map<string, string>();
  const images = new Set<string>();
  for (const path of paths.filter((p) => !/\/(tags|archive|authors|page)\b/.test(p))) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const html = await response.text();
    expect(html, path).toMatch(new RegExp(`<html[^>]*\\slang="?${path.startsWith('/en/') ? 'en' : 'es'}[\\s">]`));
    expect(html, path).toMatch(/<h1[\s>]/);
    const title = first(html, /<title[^>]*>([^<]+)<\/title>/)!;
    const description = first(html, /<meta[^>]+name=description content=("[^"]*"|[^ >]+)/)!;
    expect(title, path).toBeTruthy();
    expect(description, path).toBeTruthy();
    // Unique within a language (a page and its twin in the other language may share a brand-like title).
    const language = path.startsWith('/en/') ? 'en' : 'es';
    expect(titles.get(`${language}:${title}`), `title of ${path}`).toBeUndefined();
    expect(descriptions.get(`${language}:${description}`), `description of ${path}`).toBeUndefined();
    titles.set(`${language}:${title}`, path);
    descriptions.set(`${language}:${description}`, path);

    expect(local(first(html, /<link[^>]+rel=canonical href=([^ >]+)/)!), path).toBe(path);
    const es = path.replace(/^\/en(\/|$)/, '/');
    const en = es === '/' ? '/en/' : `/en${es}`;
    expect(local(first(html, /<link[^>]+href=([^ >]+) hreflang=es /)!), path).toBe(es);
    expect(local(first(html, /<link[^>]+href=([^ >]+) hreflang=en /)!), path).toBe(en);
    expect(local(first(html, /<link[^>]+href=([^ >]+) hreflang=x-default /)!), path).toBe(es);
    expect(html, path).toMatch(/<meta[^>]+name=twitter:card content=summary_large_image/);
    images.add(local(first(html, /<meta[^>]+property=og:image content=([^ >]+)/)!));
  }
  for (const image of images) {
    const response = await request.get(image);
    expect(response.status(), image).toBe(200);
    const png = await response.body();
    expect([png.readUInt32BE(16), png.readUInt32BE(20)], image).toEqual([1200, 630]);
  }
});

function jsonLd(html: string): {'@type': string; [key: string]: unknown}[] {
  return [...html.matchAll(/<script[^>]*type=application\/ld\+json>([^<]*)<\/script>/g)].map((match) => JSON.parse(match[1]));
}

test('structured data: Organization on the home pages, BreadcrumbList and Service on role pages', async ({request}) => {
  for (const home of ['/', '/en/']) {
    const types = jsonLd(await (await request.get(home)).text()).map((entry) => entry['@type']);
    expect(types, home).toContain('Organization');
  }
  for (const path of ['/empresas/data-engineer', '/en/empresas/data-engineer', '/en/empresas/equipo-desarrollo-web']) {
    const data = jsonLd(await (await request.get(path)).text());
    const breadcrumbs = data.find((entry) => entry['@type'] === 'BreadcrumbList') as unknown as {itemListElement: {position: number; item: string}[]};
    expect(breadcrumbs.itemListElement.map((item) => item.position), path).toEqual([1, 2, 3]);
    expect(local(breadcrumbs.itemListElement[2].item), path).toBe(path);
    expect(data.find((entry) => entry['@type'] === 'Service'), path).toMatchObject({provider: {name: site.brand}});
  }
});
