/**
 * Route-level facts shared by the pages, the plugins and the host rules:
 * the landing page's section ids, the legal pages and the redirects.
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

export type RedirectTarget = 'home' | 'signIn';
export type Redirect = {from: string; to: RedirectTarget};

/**
 * Old or auxiliary paths. `home` goes to the home page of the same language;
 * `signIn` leaves for the talent platform's sign-in page.
 */
export const REDIRECTS: readonly Redirect[] = [
  {from: '/empresas/payroll', to: 'home'},
  {from: '/wizard/talk', to: 'home'},
  {from: '/wizard/2', to: 'home'},
  {from: '/freelancers', to: 'signIn'},
  {from: '/referir-amigos', to: 'signIn'},
];
