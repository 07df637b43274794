/**
 * The comparison's monthly-cost row (src/data/comparison.ts), worked out from the rates (src/data/pricing.ts) and the
 * cost guide's figures (src/data/costs.ts). The build writes them for the page (src/plugins/guides,
 * `comparison-figures.json`), so the comparison page does not load the cost guide's data to show four numbers.
 */
import {HOURS, inHouseMonthly, readyMonthly} from './costs';
import type {MonthlyFigures} from './comparison';
import {COUNTRY_CODES} from './people';
import {pricing} from './pricing';

/** The monthly-cost row's reference case: one senior person in development, full time. */
export const MONTHLY_CASE = {category: 'development', level: 'senior', hours: HOURS.fullTime} as const;

/**
 * Ready's full-time price "from" for the reference case (none while prices are hidden), the in-house cost of the same
 * case (gross salary plus the employer's on-costs) in the cheapest and the dearest of the eight countries, and in how
 * many of them hiring directly costs less a month than Ready.
 */
export function monthlyFigures(): MonthlyFigures {
  const {category, level, hours} = MONTHLY_CASE;
  const inHouse = COUNTRY_CODES.map((code) => inHouseMonthly(code, category, level, hours).total);
  const ready = pricing.showPrices ? readyMonthly(pricing.byCategory[category][level], hours) : undefined;
  return {
    ...(ready !== undefined && {ready, cheaper: inHouse.filter((total) => total < ready).length}),
    min: Math.min(...inHouse),
    max: Math.max(...inHouse),
    countries: COUNTRY_CODES.length,
  };
}
