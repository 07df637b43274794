/**
 * What search engines and link previews read, from the built files (was tests/e2e/seo.spec.ts, over HTTP: the host
 * serves these files as they are, which hosting.spec and routes.spec check): both sitemaps list every page of the
 * product specification and the content, and each page has its language, h1, unique title and description,
 * canonical, alternates, share card and a 1200 × 630 share image; structured data where it belongs.
 */
import fs from 'node:fs';
import path from 'node:path';
import {COUNTRIES_PATH, COUNTRY_PATHS, GUIDE_PATHS, LEGAL_PATHS, SERVICE_PATHS} from '../../src/config/routes';
import {lowestBand, pricing, rateBand} from '../../src/data/pricing';
import {LANGUAGES, SEGMENTS} from '../../src/config/locales';
import {localeOfPath, pathForLocale} from '../../src/lib/languageRouting';
import {inLocale, LOCALES, ROLE_SLUGS, site, TEAM_SLUGS} from '../site';

const LANGUAGE_OF = Object.fromEntries(LANGUAGES.map((entry) => [entry.locale, entry]));
import {BUILD, fileOf, pageOf, requireBuild} from './built';

const local = (url: string) => url.replace(site.url.replace(/\/$/, ''), '');
const read = (sitePath: string) => fs.readFileSync(path.join(BUILD, sitePath), 'utf8');

beforeAll(requireBuild);

/** Every page of every language's sitemap, as site-relative paths. */
function sitemapPaths(): string[] {
  const sitemaps = [...read('robots.txt').matchAll(/^Sitemap: (.+)$/gm)].map((match) => local(match[1]));
  expect(sitemaps).toEqual(LOCALES.map((locale) => inLocale(locale, '/sitemap.xml')));
  return sitemaps.flatMap((sitemap) => {
    const xml = read(sitemap);
    const pages = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => local(match[1]));
    // Each entry names its twins in the other languages and the default.
    expect([sitemap, (xml.match(/hreflang="x-default"/g) ?? []).length]).toEqual([sitemap, pages.length]);
    return pages;
  });
}

/** The pages of the product specification and of the content: each must be in the sitemaps, in every language. */
const EXPECTED = ['/', ...Object.values(SERVICE_PATHS), ...Object.values(LEGAL_PATHS), COUNTRIES_PATH, ...Object.values(COUNTRY_PATHS), ...Object.values(GUIDE_PATHS), '/blog', ...[...ROLE_SLUGS, ...TEAM_SLUGS].map((slug) => `/empresas/${slug}`)].flatMap((page) =>
  LOCALES.map((locale) => inLocale(locale, page)),
);

test('every page in the sitemaps is built in its language with its own title, description, canonical, alternates and share image', () => {
  const paths = sitemapPaths();
  expect(EXPECTED.filter((page) => !paths.includes(page))).toEqual([]);
  const titles = new Map<string, string>();
  const descriptions = new Map<string, string>();
  const images = new Set<string>();
  for (const page of paths.filter((p) => !/\/(tags|archive|authors|page)\b/.test(p))) {
    expect(() => fileOf(page)).not.toThrow();
    const $ = pageOf(page);
    const language = localeOfPath(page, '/', SEGMENTS);
    expect([page, $('html').attr('lang'), $('h1').length > 0]).toEqual([page, LANGUAGE_OF[language]!.htmlLang, true]);
    const title = $('head > title').first().text();
    const description = $('meta[name="description"]').first().attr('content') ?? '';
    expect([page, title !== '', description !== '']).toEqual([page, true, true]);
    // Unique within a language (a page and its twin in the other language may share a brand-like title).
    expect([page, titles.get(`${language}:${title}`), descriptions.get(`${language}:${description}`)]).toEqual([page, undefined, undefined]);
    titles.set(`${language}:${title}`, page);
    descriptions.set(`${language}:${description}`, page);

    // Its twin in every language (hreflang by each language's htmlLang), the Spanish one as the default.
    const es = pathForLocale(page, '/', 'es', SEGMENTS);
    const link = (selector: string) => local($(`link${selector}`).first().attr('href') ?? '');
    expect([page, link('[rel="canonical"]'), ...LANGUAGES.map(({htmlLang}) => link(`[rel="alternate"][hreflang="${htmlLang}"]`)), link('[rel="alternate"][hreflang="x-default"]')]).toEqual([
      page,
      page,
      ...LANGUAGES.map(({locale}) => pathForLocale(page, '/', locale, SEGMENTS)),
      es,
    ]);
    expect([page, $('meta[name="twitter:card"]').attr('content')]).toEqual([page, 'summary_large_image']);
    images.add(local($('meta[property="og:image"]').first().attr('content') ?? ''));
  }
  for (const image of images) {
    const png = fs.readFileSync(path.join(BUILD, image));
    expect([image, png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([image, 1200, 630]);
  }
});

function jsonLd(page: string): {'@type': string; [key: string]: unknown}[] {
  const $ = pageOf(page);
  return $('script[type="application/ld+json"]')
    .toArray()
    .map((script) => JSON.parse($(script).text()));
}

test('structured data: Organization on the home pages, BreadcrumbList and Service on role pages', () => {
  for (const home of ['/', '/en/']) expect([home, jsonLd(home).map((entry) => entry['@type'])]).toEqual([home, expect.arrayContaining(['Organization'])]);
  for (const page of ['/empresas/data-engineer', '/en/empresas/data-engineer', '/en/empresas/equipo-desarrollo-web']) {
    const data = jsonLd(page);
    const breadcrumbs = data.find((entry) => entry['@type'] === 'BreadcrumbList') as unknown as {itemListElement: {position: number; item: string}[]};
    expect([page, breadcrumbs.itemListElement.map((item) => item.position), local(breadcrumbs.itemListElement[2].item)]).toEqual([page, [1, 2, 3], page]);
    expect(data.find((entry) => entry['@type'] === 'Service')).toMatchObject({provider: {name: site.brand}});
  }
});

test('structured data: each role, team and service page offers its price range when prices are shown (src/data/pricing.ts)', () => {
  const offers = (page: string) => jsonLd(page).find((entry) => entry['@type'] === 'Service')?.offers as Record<string, unknown> | undefined;
  const role = rateBand('data', 'data-engineer');
  const low = lowestBand();
  const expected: [string, Record<string, unknown> | undefined][] = pricing.showPrices
    ? [
        ['/empresas/data-engineer', {lowPrice: role.semiSenior, highPrice: role.lead, priceCurrency: pricing.currency}],
        ['/en/empresas/data-engineer', {lowPrice: role.semiSenior, highPrice: role.lead, priceCurrency: pricing.currency}],
        [SERVICE_PATHS.freelancing, {lowPrice: low.semiSenior, highPrice: low.lead}],
        [SERVICE_PATHS.payroll, {lowPrice: pricing.services.payrollMonthlyFrom, priceSpecification: expect.objectContaining({unitCode: 'MON'})}],
        [SERVICE_PATHS.headhunting, undefined],
      ]
    : [['/empresas/data-engineer', undefined], [SERVICE_PATHS.freelancing, undefined]];
  for (const [page, offer] of expected) {
    if (offer) expect([page, offers(page)]).toEqual([page, expect.objectContaining(offer)]);
    else expect([page, offers(page)]).toEqual([page, undefined]);
  }
});

test('structured data: a BreadcrumbList on the countries page, every country page (home → countries → country) and the guide pages (home → guide)', () => {
  for (const locale of LOCALES) {
    const home = inLocale(locale, '/');
    const hub = inLocale(locale, COUNTRIES_PATH);
    const guides = Object.values(GUIDE_PATHS).map((guidePath) => inLocale(locale, guidePath));
    for (const page of [hub, ...Object.values(COUNTRY_PATHS).map((countryPath) => inLocale(locale, countryPath)), ...guides]) {
      const breadcrumbs = jsonLd(page).find((entry) => entry['@type'] === 'BreadcrumbList') as unknown as {itemListElement: {item: string}[]};
      const trail = page === hub || guides.includes(page) ? [home, page] : [home, hub, page];
      expect([page, breadcrumbs?.itemListElement.map((item) => local(item.item))]).toEqual([page, trail]);
    }
  }
});
