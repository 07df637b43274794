/**
 * Share images: one 1200×630 PNG per page and language (and WebP cards for blog
 * posts), named after the page's path, so the page (which only knows its URL) and the build step (which
 * draws them) agree without a lookup table.
 */

export const OG_IMAGE_DIR = 'img/og';
export const OG_IMAGE_SIZE = {width: 1200, height: 630} as const;

/** `/en/empresas/data-engineer` under `/en/` → `empresas-data-engineer`; the home page → `home`. */
export function ogImageName(pathname: string, localeBaseUrl: string): string {
  const relative = pathname.startsWith(localeBaseUrl) ? pathname.slice(localeBaseUrl.length) : pathname.replace(/^\/+/, '');
  const name = relative
    .replace(/\.html$/, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return name || 'home';
}

/** Site-relative path of a page's share image (the caller adds the base URL). */
export function ogImagePath(pathname: string, localeBaseUrl: string): string {
  return `/${OG_IMAGE_DIR}/${ogImageName(pathname, localeBaseUrl)}.png`;
}

/**
 * The widths of a blog post's card: the same picture as WebP, written for blog posts only. The blog list shows it on
 * each post's card: full width on a phone, a 15rem thumbnail from 768 px. WebP, because the PNG weighs about 220 KB
 * and an SVG (text as paths) has the browser parse, lay out and paint a document of paths per card; 800 px is 17 KB.
 */
export const OG_CARD_WIDTHS = [800, 1200] as const;

/** Site-relative path of a blog post's card picture `width` pixels wide (one of `OG_CARD_WIDTHS`). */
export function ogCardPath(pathname: string, localeBaseUrl: string, width: (typeof OG_CARD_WIDTHS)[number]): string {
  return `/${OG_IMAGE_DIR}/${ogImageName(pathname, localeBaseUrl)}-${width}.webp`;
}

/** Whether a built page is a blog post (its Open Graph type is `article`): the pages that get card pictures too. */
export function isArticle(html: string): boolean {
  return /<meta\b[^>]*\bproperty=["']?og:type["']?[^>]*\bcontent=["']?article\b/i.test(html);
}

/** The visible page title without the ` | Brand` suffix Docusaurus appends. */
export function pageHeadline(documentTitle: string, brand: string): string {
  const suffix = ` | ${brand}`;
  const title = documentTitle.endsWith(suffix) ? documentTitle.slice(0, -suffix.length) : documentTitle;
  return title.trim() || brand;
}
