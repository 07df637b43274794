/**
 * The one place for the brand, every outbound URL and every timing.
 *
 * A value wrapped in `placeholder(…)` is a stand-in until the business supplies
 * the real one: valid, so the site and its tests work, and named by
 * `npm run check:launch` with where it shows. A `LAUNCH=1` build refuses it.
 * Nothing else in the repo repeats these values.
 */
import {placeholder, settle} from '../lib/launch';
import type {CountryCode} from '../data/people';

export const ANALYTICS_PROVIDERS = ['none', 'plausible', 'umami'] as const;
export type AnalyticsProvider = (typeof ANALYTICS_PROVIDERS)[number];
/** `endpoint`: the event API's URL; `site`: the domain (Plausible) or the website id (Umami). */
export type AnalyticsConfig = {provider: AnalyticsProvider; endpoint: string; site: string};
/** What hiring the person directly costs a client (`hireDirectFee`). */
export type HireDirectFee = {salaryShare: number; freeAfterMonths: number};
/** Ready's company in a country: its legal name, and the registration the law asks of it there, if any (`entities`). */
export type Entity = {name: string; registration?: string};

const CALLS = 'role, team and service pages';

/**
 * Stand-ins for Ready's company in each country (`entities`): its legal name, and the registration the law asks of it
 * there, where one does (Mexico's register of specialised services, REPSE, Ley Federal del Trabajo art. 15).
 */
const ENTITIES: Record<CountryCode, Entity> = {
  ar: {name: 'Ready Talento Argentina S.R.L.'},
  br: {name: 'Ready Talento Brasil Ltda.'},
  cl: {name: 'Ready Talento SpA'},
  co: {name: 'Ready Talento Colombia S.A.S.'},
  cr: {name: 'Ready Talento Costa Rica S.R.L.'},
  mx: {name: 'Ready Talento México, S. de R.L. de C.V.', registration: 'REPSE 00000/2026'},
  pe: {name: 'Ready Talento Perú S.A.C.'},
  uy: {name: 'Ready Talento Uruguay S.A.S.'},
};

/** The configuration as written, markers included: `npm run check:launch` reads it; the site reads `site`. */
export const siteSource = {
  brand: 'Ready',
  url: placeholder('https://ready-talento.example.com', {
    why: 'the production domain (origin only)',
    shows: 'canonical and hreflang links, the sitemap, share cards and structured data of every page',
  }),
  whatsappNumber: placeholder('56900000000', {
    why: 'the business WhatsApp line, digits only, country code first',
    shows: `the floating WhatsApp button on every page; the hero, pre-footer, footer, mobile menu, not-found page and ${CALLS}`,
  }),
  /** Prefilled WhatsApp greeting, in Spanish on every page (the business's working language). */
  whatsappGreeting: 'Hola, me gustaría saber más sobre los talentos de Ready.',
  calendarUrl: placeholder('https://calendar.example.com/ready/talent-quote', {
    why: 'the calendar-booking page',
    shows: `every "Cotiza talento / Get a Talent Quote" and "Agenda una llamada" button: hero, features, pre-footer, mobile menu, ${CALLS}`,
  }),
  signInUrl: placeholder('https://app.example.com/login', {
    why: "the talent platform's sign-in page",
    shows: 'the header sign-in link, the mobile menu, the pre-footer "Postula" link, and the /freelancers and /referir-amigos redirects',
  }),
  linkedinUrl: placeholder('https://www.linkedin.com/company/example-ready', {
    why: 'the LinkedIn company page',
    shows: 'the social links of the footer and the mobile menu',
  }),
  instagramUrl: placeholder('https://www.instagram.com/example.ready', {
    why: 'the Instagram profile',
    shows: 'the social links of the footer and the mobile menu',
  }),
  promoVideoUrl: placeholder('https://media.example.com/ready/promo.mp4', {
    why: 'the promotional video file (its origin also goes into the CSP media-src)',
    shows: 'the video carousel of #atributos on the landing page, after a click on play',
  }),
  playerUrl: placeholder('https://player.example.com/embed/ready-promo', {
    why: 'the embeddable video player page (its origin also goes into the CSP frame-src)',
    shows: 'the pre-footer video of the landing page, after a click on play',
  }),
  /**
   * What Ready charges when a client takes the person onto its own payroll: a one-off share of the annual gross
   * salary the client offers, owed only if the hire happens before `freeAfterMonths` months from the person's first
   * day (during the engagement or after it ends); nothing after. `salaryShare: 0` or `freeAfterMonths: 0`: never a fee.
   */
  hireDirectFee: placeholder({salaryShare: 0.15, freeAfterMonths: 12} as HireDirectFee, {
    why: "Ready's fee for hiring the person directly: a stand-in (15% of the annual gross salary, nothing after 12 months) until the business sets the real terms of its contract",
    shows: 'the "hire directly" row of the comparison (/comparativa) and the section #contratacion-directa of /como-trabajamos, every language',
  }),
  /**
   * The company of Ready's that signs the service contract and issues the invoice in each country, by its legal
   * name: shown in the facts card of each country page (/paises/<country>).
   */
  entities: placeholder(ENTITIES, {
    why: "Ready's company that signs and invoices in each country, by its legal name, with its registration where the law asks for one (Mexico's REPSE): stand-ins until the business names its entities and confirms the registration (and whether its service needs one)",
    shows: 'the "who signs with you" fact of each country page (/paises/<country>), every language',
  }),
  /** Whether the rates and prices the site shows already include VAT (IVA; IGV in Peru). */
  pricesIncludeVat: placeholder(false, {
    why: 'whether the rates and prices on the site include VAT: a stand-in (false: VAT is added to the invoice where it applies) until the business confirms how it quotes',
    shows: 'the invoicing section of /como-trabajamos (#facturacion) and Ready\'s monthly price in the comparison (/comparativa), every language',
  }),
  privacy: {
    controllerName: placeholder('Ready Talento SpA', {
      why: 'the legal entity responsible for personal data',
      shows: 'the privacy policy and the legal notice (every language)',
    }),
    contactEmail: placeholder('privacidad@example.com', {
      why: 'the privacy contact address',
      shows: 'the privacy policy, legal notice, cookie policy and terms pages (every language)',
    }),
    postalAddress: placeholder('Av. Ejemplo 1234, oficina 56, Santiago, Chile', {
      why: "the controller's postal address, where data subjects may also write",
      shows: 'the privacy policy (every language)',
    }),
  },
  /**
   * Audience measurement, off by default. The build reads ANALYTICS_PROVIDER, ANALYTICS_ENDPOINT and
   * ANALYTICS_SITE over these defaults (src/plugins/analytics/config.ts); docs/measurement.md.
   */
  analytics: {provider: 'none', endpoint: '', site: ''} as AnalyticsConfig,
  timings: {
    heroRotationMs: 5000,
    prefooterRotationMs: 4000,
    videoCarouselMs: 3000,
    smallCandidateCarouselMs: 2000,
    defaultAutoplayMs: 4000,
    marqueeSpeed: 100,
    smoothScroll: {durationMs: 500, offsetPx: -70, delayMs: 100},
    swipe: {thresholdPx: 10},
    /** How long before its turn a rotating item asks for its pictures, at most (half the interval when shorter). */
    picturesAheadMs: 2000,
  },
  /** Width from which the pre-footer shows the rotating card instead of the swipe carousel. */
  prefooterCardMinWidthPx: 1080,
};

export const site = settle(siteSource);

export function whatsappUrl(message: string): string {
  return `https://wa.me/${site.whatsappNumber}?text=${encodeURIComponent(message)}`;
}

/** The years of the copyright lines, as the specification shows them: the mobile menu's and the footer's (also the blog feeds'). */
export const COPYRIGHT_YEARS = {menu: 2023, footer: 2025} as const;
