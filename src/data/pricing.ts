/**
 * The price anchor: an hourly rate "from" per seniority, by category (a role
 * may have its own), and each service's own anchor. One switch, `showPrices`,
 * turns every price off; the pages then offer a quote within
 * `terms.quoteHours` instead. Plain data, read by the build and the browser.
 */
import type {ContentStatus} from '../lib/launch';
import type {CategoryId} from './categories';
import type {Seniority} from './profiles';
import type {PriceRange} from '../lib/structuredData';

/** Hourly rate in USD from which each seniority starts. */
export type RateBand = Record<Seniority, number>;

export const pricing = {
  /** false: no page shows a price; role, team and service pages offer a quote instead. */
  showPrices: true,
  currency: 'USD',
  byCategory: {
    development: {semiSenior: 28, senior: 40, lead: 52},
    data: {semiSenior: 30, senior: 42, lead: 55},
    design: {semiSenior: 25, senior: 36, lead: 48},
    marketing: {semiSenior: 22, senior: 32, lead: 42},
    ia: {semiSenior: 38, senior: 52, lead: 68},
  } satisfies Record<CategoryId, RateBand>,
  /** A role whose market rate differs from its category's, by slug. */
  byRole: {
    'community-manager': {semiSenior: 18, senior: 26, lead: 34},
    'prompt-engineer': {semiSenior: 32, senior: 45, lead: 58},
  } as Record<string, RateBand>,
  /** Payroll: the monthly management fee per person, from. Headhunting: the one-off fee, as a share of the first year's gross salary. */
  services: {payrollMonthlyFrom: 190, headhuntingPercent: 16},
};

/** The band a role or team page shows: its own, else its category's. */
export function rateBand(category: CategoryId, slug?: string): RateBand {
  return (slug && pricing.byRole[slug]) || pricing.byCategory[category];
}

/** A band as structured data reads it: from its lowest to its highest hourly rate; none while prices are hidden. */
export function hourlyRange(band: RateBand): PriceRange | undefined {
  return pricing.showPrices ? {low: band.semiSenior, high: band.lead, currency: pricing.currency, unit: 'HUR'} : undefined;
}

/** Each service's price as structured data reads it (Headhunting's is a share of a salary: none); none while prices are hidden. */
export function servicePriceRange(id: 'freelancing' | 'payroll' | 'headhunting'): PriceRange | undefined {
  if (id === 'freelancing') return hourlyRange(lowestBand());
  if (id === 'payroll' && pricing.showPrices) return {low: pricing.services.payrollMonthlyFrom, currency: pricing.currency, unit: 'MON'};
  return undefined;
}

/** The lowest rate of each seniority across categories and roles (the Freelancing page's "from"). */
export function lowestBand(): RateBand {
  const bands = [...Object.values(pricing.byCategory), ...Object.values(pricing.byRole)];
  const lowest = (level: Seniority) => Math.min(...bands.map((band) => band[level]));
  return {semiSenior: lowest('semiSenior'), senior: lowest('senior'), lead: lowest('lead')};
}

/** Launch status (npm run check:launch): set to 'final' once the owner confirms the rates (or sets showPrices to false). */
export const launchStatus: ContentStatus = {
  what: 'Prices',
  status: 'illustrative',
  why: 'hourly rates per seniority by category and role, the Payroll monthly fee and the Headhunting share (src/data/pricing.ts) are examples; showPrices: false hides every price',
  shows: 'the "Tarifas de referencia / Reference rates" block of every role and team page and the price line of each service page',
};
