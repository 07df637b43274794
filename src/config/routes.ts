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
