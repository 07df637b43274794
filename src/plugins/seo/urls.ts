/**
 * Search-engine facts derived from the languages (src/config/languages.json) and the base URL: the same page's URL
 * in each language, and robots.txt. Pure, so tests need no build.
 */
import {LOCALES, type Locale, SEGMENTS} from '../../config/locales';
import {pathForLocale} from '../../lib/languageRouting';

export const SITE_LOCALES: readonly Locale[] = LOCALES;

/** The absolute URL of `url`'s page in every locale (`url` is absolute, in any locale). */
export function alternateUrls(url: string, baseUrl: string): Record<Locale, string> {
  const parsed = new URL(url);
  const entries = SITE_LOCALES.map((locale) => {
    const target = new URL(parsed.href);
    target.pathname = pathForLocale(parsed.pathname, baseUrl, locale, SEGMENTS);
    return [locale, target.href] as const;
  });
  return Object.fromEntries(entries) as Record<Locale, string>;
}

/** robots.txt: everything may be crawled; one sitemap per locale. */
export function robotsTxt(siteUrl: string, baseUrl: string): string {
  const origin = siteUrl.replace(/\/+$/, '');
  const sitemaps = SITE_LOCALES.map((locale) => `Sitemap: ${origin}${SEGMENTS[locale] ? `${baseUrl}${SEGMENTS[locale]}/` : baseUrl}sitemap.xml`);
  return ['User-agent: *', 'Allow: /', '', ...sitemaps, ''].join('\n');
}
