/**
 * The comparison page (src/pages/comparativa.mdx, src/components/Comparison): Ready beside the three other ways of
 * adding a person to a team, aspect by aspect. Each cell's text is a guide message, `compare.cell.<aspect>.<option>`
 * (src/lib/guideMessages.ts, English in i18n/en/ready-guides/messages.json); Ready's cells insert the engagement
 * terms (`{trialDays}`…, src/data/engagement.ts). Claims about the alternatives are general, about kinds of service
 * and not brands; a cell that states a figure names its source here (a test holds every other cell to no digits),
 * or inserts one worked out from the data (`COMPUTED_CELLS`: the monthly cost, src/data/comparisonFigures.ts).
 */
import type {Source} from './countries';
import {type EngagementTerms, termValues} from './engagement';

/** The columns: Ready, hiring in-house, an open freelance marketplace, a recruiting agency. */
export const OPTIONS = ['ready', 'inHouse', 'marketplace', 'agency'] as const;
export type Option = (typeof OPTIONS)[number];

/** The rows, in the order a buyer asks. */
export const ASPECTS = ['firstProfiles', 'vetting', 'trial', 'replacement', 'contract', 'price', 'monthlyCost', 'invoice', 'leaves', 'hireDirect'] as const;
export type Aspect = (typeof ASPECTS)[number];

export type CellId = `compare.cell.${Aspect}.${Option}`;

/** Where a cell's figure comes from, for the cells that state one. */
export const CELL_SOURCES: Partial<Record<CellId, Source>> = {};

/**
 * The cells that insert figures worked out from the data or the site's configuration, never typed, and the names
 * each inserts: the monthly cost of the reference case (src/data/comparisonFigures.ts), Ready's and the in-house range across the
 * eight countries, with whether Ready's price includes VAT (src/config/site.ts `pricesIncludeVat`); and what Ready charges when a client takes the person onto its own payroll (src/config/site.ts,
 * `hireDirectFee`). Every other cell of the alternatives inserts nothing.
 */
export const COMPUTED_CELLS: Partial<Record<CellId, readonly ComputedName[]>> = {
  'compare.cell.monthlyCost.ready': ['ready', 'vat'],
  'compare.cell.monthlyCost.inHouse': ['min', 'max'],
  'compare.cell.hireDirect.ready': ['share', 'months'],
};

/** What the computed cells insert, written in the page's format ("USD 6933", "15 %"). */
export type ComputedValues = {ready: string; vat: string; min: string; max: string; share: string; months: number};
export type ComputedName = keyof ComputedValues;

/** The monthly-cost row's figures in USD a month (src/data/comparisonFigures.ts), as the build writes them for the page. */
export type MonthlyFigures = {
  /** Ready's full-time price "from" for the reference case; none while prices are hidden (src/data/pricing.ts `showPrices`). */
  ready?: number;
  /** The in-house cost of the same case (gross salary plus the employer's on-costs) in the cheapest and the dearest country. */
  min: number;
  max: number;
  /** In how many of the `countries` hiring directly costs less a month than Ready; none while prices are hidden. */
  cheaper?: number;
  countries: number;
};

/** The values a cell's text may insert: Ready's own terms in Ready's cells, and in a computed cell the figures it names. */
export function cellValues(id: CellId, option: Option, terms: EngagementTerms, computed: ComputedValues): Record<string, string | number> {
  const figures = Object.fromEntries((COMPUTED_CELLS[id] ?? []).map((name) => [name, computed[name]]));
  return {...(option === 'ready' && termValues(terms)), ...figures};
}
