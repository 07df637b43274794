/**
 * The comparison on the cost guide (src/components/CostGuide): Ready beside the three other ways of adding a person
 * to a team, aspect by aspect. Each cell's text is a guide message, `compare.cell.<aspect>.<option>`
 * (src/lib/guideMessages.ts, English in i18n/en/ready-guides/messages.json); Ready's cells insert the engagement
 * terms (`{trialDays}`…, src/data/engagement.ts). Claims about the alternatives are general, about kinds of service
 * and not brands; a cell that states a figure names its source here (a test holds every other cell to no digits).
 */
import type {Source} from './countries';
import {type EngagementTerms, termValues} from './engagement';

/** The columns: Ready, hiring in-house, an open freelance marketplace, a recruiting agency. */
export const OPTIONS = ['ready', 'inHouse', 'marketplace', 'agency'] as const;
export type Option = (typeof OPTIONS)[number];

/** The rows, in the order a buyer asks. */
export const ASPECTS = ['firstProfiles', 'vetting', 'trial', 'replacement', 'contract', 'price', 'invoice', 'leaves'] as const;
export type Aspect = (typeof ASPECTS)[number];

export type CellId = `compare.cell.${Aspect}.${Option}`;

/** Where a cell's figure comes from, for the cells that state one. */
export const CELL_SOURCES: Partial<Record<CellId, Source>> = {};

/** The values a cell's text may insert: Ready's own terms; the alternatives' cells insert none. */
export function cellValues(option: Option, terms: EngagementTerms): Record<string, number> {
  return option === 'ready' ? termValues(terms) : {};
}
