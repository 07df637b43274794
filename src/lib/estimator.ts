/**
 * The cost guide's estimator as plain functions (src/components/CostGuide): what it is set to, read from and written
 * to the page's address so a link reproduces a result (`?rol=data-engineer&nivel=senior&horas=40&pais=co&meses=12`),
 * and what it works out: a month, and the whole engagement (src/lib/totalCost.ts). A value the address gets wrong (garbage, an old role) falls back to the default, never an error.
 */
import {CATEGORY_IDS, type CategoryId} from '../data/categories';
import {HOURS, inHouseMonthly, type InHouseCost, readyMonthly} from '../data/costs';
import {COUNTRY_CODES, type CountryCode} from '../data/people';
import {pricing, rateBand} from '../data/pricing';
import type {Seniority} from '../data/profiles';
import type {GuideRole} from './guideMessages';
import {SPAN, totalCost, type TotalCost} from './totalCost';

/** The hours a week the estimator offers. */
export const HOURS_OPTIONS = [10, 20, 30, HOURS.fullTime] as const;

/** Each seniority as the address writes it. */
export const LEVEL_PARAMS: Record<Seniority, string> = {semiSenior: 'semi-senior', senior: 'senior', lead: 'lider'};

export type Estimate = {
  /** A role page's slug, or none for any role of the category. */
  role?: string;
  category: CategoryId;
  level: Seniority;
  hours: number;
  country: CountryCode;
  /** How many months the engagement lasts, from SPAN.min to SPAN.max. */
  months: number;
};

export const DEFAULT_ESTIMATE: Estimate = {category: 'development', level: 'senior', hours: HOURS.fullTime, country: 'co', months: SPAN.default};

/** The estimate an address's query asks for; each part it lacks or gets wrong is the default's. */
export function readEstimate(search: string, roles: readonly GuideRole[]): Estimate {
  const params = new URLSearchParams(search);
  const role = roles.find(({slug}) => slug === params.get('rol'));
  const category = role?.category ?? CATEGORY_IDS.find((id) => id === params.get('categoria')) ?? DEFAULT_ESTIMATE.category;
  const level = (Object.keys(LEVEL_PARAMS) as Seniority[]).find((id) => LEVEL_PARAMS[id] === params.get('nivel')) ?? DEFAULT_ESTIMATE.level;
  const hours = HOURS_OPTIONS.find((option) => String(option) === params.get('horas')) ?? DEFAULT_ESTIMATE.hours;
  const country = COUNTRY_CODES.find((code) => code === params.get('pais')) ?? DEFAULT_ESTIMATE.country;
  const asked = params.get('meses') ?? '';
  const months = /^\d+$/.test(asked) && Number(asked) >= SPAN.min && Number(asked) <= SPAN.max ? Number(asked) : DEFAULT_ESTIMATE.months;
  return {...(role && {role: role.slug}), category, level, hours, country, months};
}

/** The query that reproduces an estimate. */
export function estimateQuery({role, category, level, hours, country, months}: Estimate): string {
  const choice = role ? `rol=${encodeURIComponent(role)}` : `categoria=${category}`;
  return `?${choice}&nivel=${LEVEL_PARAMS[level]}&horas=${hours}&pais=${country}&meses=${months}`;
}

export type EstimateResult = {
  /** Ready's hourly rate and monthly price for the hours; none while prices are hidden (src/data/pricing.ts). */
  ready?: {rate: number; monthly: number};
  /** Hiring the same person in the country, prorated to the hours. */
  inHouse: InHouseCost;
  /** The whole engagement, month by month. */
  total: TotalCost;
};

/** What an estimate comes to a month, and over its months. */
export function workOut({role, category, level, hours, country, months}: Estimate): EstimateResult {
  const rate = rateBand(category, role)[level];
  return {
    ...(pricing.showPrices && {ready: {rate, monthly: readyMonthly(rate, hours)}}),
    inHouse: inHouseMonthly(country, category, level, hours),
    total: totalCost({country, category, level, hours, role}, months),
  };
}
