/**
 * The cost of a whole engagement, month by month (the cost guide's estimator, tables and prose): what a company has
 * paid in all if the engagement ends after month m, hiring the person directly or through Ready.
 *
 * - Directly: a recruiting fee when the search starts (`RECRUITING`), salary and employer on-costs each month, and, at
 *   the end, the notice and severance the country's law owes for ending an employment of that length without cause.
 * - Ready: the monthly price for each month, nothing before or after.
 *
 * Pure functions of src/data/costs.ts and src/data/pricing.ts; the build and the browser both run them.
 */
import type {CategoryId} from '../data/categories';
import {EXIT, type ExitTerms, HOURS, inHouseMonthly, readyMonthly, RECRUITING, type Steps} from '../data/costs';
import type {CountryCode} from '../data/countries';
import {pricing, rateBand} from '../data/pricing';
import type {Seniority} from '../data/profiles';

/** The spans a buyer may choose, in months, and the one shown first. */
export const SPAN = {min: 1, max: 24, default: 12} as const;

/** What a step table owes at a tenure of `month` whole months: its last step at or before it. */
export function stepAt(steps: Steps, month: number): number {
  let days = 0;
  for (const step of steps) if (step.fromMonth <= month) days = step.days;
  return days;
}

/** One exit item's amount for a monthly salary and a tenure: days of salary (a month counts 30), on a salary capped where the rule caps it. */
export function exitAmount(item: ExitTerms, monthlySalary: number, month: number): number {
  const base = item.capMonthlyUsd === undefined ? monthlySalary : Math.min(monthlySalary, item.capMonthlyUsd);
  return Math.round((base * stepAt(item.steps, month)) / 30);
}

export type Case = {country: CountryCode; category: CategoryId; level: Seniority; hours: number; role?: string};

export type MonthTotals = {
  month: number;
  /** Hiring directly: recruiting, every month's salary and on-costs so far, and the exit the law owes if it ends now. */
  direct: number;
  /** The part of `direct` that is notice and severance. */
  exit: number;
  /** Ready: the monthly price times the months; none while prices are hidden. */
  ready?: number;
};

export type TotalCost = {
  months: MonthTotals[];
  recruiting: number;
  monthlyDirect: number;
  monthlyReady?: number;
  /**
   * The first month from which hiring directly has cost less in total and stays so through the span: 1 when it always
   * has, null when it never gets there within the span; undefined while prices are hidden.
   */
  breakEven?: number | null;
  /** How many times the two totals change places within the span (severance owed at a new tenure can make them cross back). */
  crossings: number;
};

/** The totals of every month from 1 to `span`, and where they cross. */
export function totalCost({country, category, level, hours, role}: Case, span: number): TotalCost {
  const inHouse = inHouseMonthly(country, category, level, hours);
  const recruiting = Math.round(inHouse.salary * 12 * RECRUITING.share);
  const monthlyReady = pricing.showPrices ? readyMonthly(rateBand(category, role)[level], hours) : undefined;
  const months: MonthTotals[] = [];
  for (let month = 1; month <= span; month += 1) {
    const exit = Object.values(EXIT[country]).reduce((sum, item) => sum + exitAmount(item, inHouse.salary, month), 0);
    months.push({month, direct: recruiting + inHouse.total * month + exit, exit, ...(monthlyReady !== undefined && {ready: monthlyReady * month})});
  }
  if (monthlyReady === undefined) return {months, recruiting, monthlyDirect: inHouse.total, crossings: 0};
  const cheaper = months.map(({direct, ready}) => direct < ready!);
  const lastDearer = cheaper.lastIndexOf(false);
  const breakEven = lastDearer === months.length - 1 ? null : lastDearer + 2;
  const crossings = cheaper.filter((value, index) => index > 0 && value !== cheaper[index - 1]).length;
  return {months, recruiting, monthlyDirect: inHouse.total, monthlyReady, breakEven, crossings};
}

/** Every full-time case of the tables: each category, seniority and country, with Ready's category band. */
export function fullTimeCases(categories: readonly CategoryId[], countries: readonly CountryCode[]): Case[] {
  const levels: Seniority[] = ['semiSenior', 'senior', 'lead'];
  return categories.flatMap((category) => levels.flatMap((level) => countries.map((country) => ({country, category, level, hours: HOURS.fullTime}))));
}

/** What the guide's prose says about all the tables' cases at once (src/components/CostGuide, `PriceFindings`). */
export type Findings = {
  cases: number;
  /** Cases where hiring directly costs less a month than Ready. */
  directCheaperMonthly: number;
  /** Ready's monthly price over the direct monthly cost, lowest and highest. */
  ratio: {min: number; max: number};
  /** The month from which hiring directly costs less in total (over the longest span), lowest and highest; cases where it never does within it. */
  breakEven: {min: number; max: number; never: number};
  /** Cases where the totals cross more than once. */
  crossBack: number;
};

export function findings(cases: readonly Case[]): Findings | undefined {
  if (!pricing.showPrices || cases.length === 0) return undefined;
  const results = cases.map((item) => totalCost(item, SPAN.max));
  const ratios = results.map(({monthlyReady, monthlyDirect}) => monthlyReady! / monthlyDirect);
  const months = results.map(({breakEven}) => breakEven).filter((month): month is number => typeof month === 'number');
  return {
    cases: cases.length,
    directCheaperMonthly: results.filter(({monthlyReady, monthlyDirect}) => monthlyDirect < monthlyReady!).length,
    ratio: {min: Math.min(...ratios), max: Math.max(...ratios)},
    breakEven: {min: Math.min(...months), max: Math.max(...months), never: results.length - months.length},
    crossBack: results.filter(({crossings}) => crossings > 1).length,
  };
}
