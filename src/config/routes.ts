/**
 * Route-level facts shared by the pages, the plugins and the host rules:
 * the landing page's section ids, the legal and service pages. The redirects
 * are data: src/data/redirects.yml (src/plugins/redirects/data.ts).
 * Paths are locale-neutral and relative to the base URL; English adds `/en`.
 */

export const SECTION_IDS = [
  'atributos',
  'proceso',
  'servicios',
  'perfiles',
  'testimonios',
  'caracteristicas',
] as const;
export type SectionId = (typeof SECTION_IDS)[number];

/** The sections the header links to, in header order. */
export const NAV_SECTION_IDS = ['atributos', 'proceso', 'perfiles', 'servicios'] as const satisfies readonly SectionId[];

/**
 * Empty elements at the end of the parts of the first screen that no frame may show half-parsed: the page's head
 * names them in `<link rel="expect" blocking="render">` (the site header's end on every page, docusaurus.config.ts;
 * the landing hero's, src/components/Landing/Hero), so the browser paints nothing before the parser has reached
 * them. Chromium unblocks when the element is inserted, the specification when it is fully parsed: for an empty
 * element placed last, both are the same moment.
 */
export const FIRST_SCREEN_IDS = {header: 'site-header-end', hero: 'hero-end'} as const;

export const LEGAL_PATHS = {
  legalNotice: '/aviso-legal',
  privacy: '/politica-de-privacidad',
  cookies: '/configuracion-de-cookies',
  terms: '/terminos-y-condiciones',
} as const;

export const SERVICE_PATHS = {
  freelancing: '/service-freelancing',
  payroll: '/service-payroll',
  headhunting: '/service-headhunting',
} as const;

/** The role page the header's "READY IA" entry opens. */
export const AI_HIGHLIGHT_PATH = '/empresas/machine-learning-engineer';

/** The countries page, and each country's page under it (src/pages/paises/; the facts: src/data/countries.ts). */
export const COUNTRIES_PATH = '/paises';
export const COUNTRY_PATHS = {
  ar: '/paises/argentina',
  br: '/paises/brasil',
  cl: '/paises/chile',
  co: '/paises/colombia',
  cr: '/paises/costa-rica',
  mx: '/paises/mexico',
  pe: '/paises/peru',
  uy: '/paises/uruguay',
} as const;

/** The guide pages (src/pages/*.mdx, their frame src/components/GuidePage): the cost guide with its estimator, the terms in writing, and Ready beside the alternatives. */
export const GUIDE_PATHS = {
  costs: '/costos',
  howWeWork: '/como-trabajamos',
  comparison: '/comparativa',
} as const;

/** The estimator's address with a role page's role (or, for a team page, its category) already chosen. */
export function costGuideHref(choice: {role: string} | {category: string}): string {
  const query = 'role' in choice ? `rol=${encodeURIComponent(choice.role)}` : `categoria=${encodeURIComponent(choice.category)}`;
  return `${GUIDE_PATHS.costs}?${query}#estimador`;
}
