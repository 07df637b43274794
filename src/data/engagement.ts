/**
 * The terms of an engagement, one source for the whole site: the terms row of
 * role, team and service pages, the landing hero and the answers of the shared
 * FAQ (`{firstProfilesHours}`, `{trialDays}`… in empresas/_faq.yml) all read
 * these numbers. Plain data with no imports but a type, so the build and the
 * browser can both load it.
 */
import type {ContentStatus} from '../lib/launch';

export type EngagementTerms = {
  /** Hours from the first call to the first vetted profiles. */
  firstProfilesHours: number;
  /** Hours to send a quote for a role. */
  quoteHours: number;
  /** Days at the start of an engagement that the client pays only if they keep the person. */
  trialDays: number;
  /** Days during which a person who does not work out is replaced at no cost. */
  replacementDays: number;
  /** How many times, within `replacementDays`, one position is replaced at no cost. */
  replacementLimit: number;
  /** Days of notice either side gives before an engagement ends, once the trial is over. */
  noticeDays: number;
  /** Working hours shared with US time zones (Eastern to Pacific). */
  usOverlapHours: {min: number; max: number};
  /** Days a client has to pay each month's invoice, counted from the day it is issued. */
  paymentDays: number;
};

export const terms: EngagementTerms = {
  firstProfilesHours: 48,
  quoteHours: 24,
  trialDays: 7,
  replacementDays: 90,
  replacementLimit: 2,
  noticeDays: 15,
  usOverlapHours: {min: 4, max: 8},
  paymentDays: 15,
};

/** The values the shared FAQ's answers may insert, by placeholder name. */
export function termValues({firstProfilesHours, quoteHours, trialDays, replacementDays, replacementLimit, noticeDays, paymentDays, usOverlapHours}: EngagementTerms): Record<string, number> {
  return {firstProfilesHours, quoteHours, trialDays, replacementDays, replacementLimit, noticeDays, paymentDays, overlapMin: usOverlapHours.min, overlapMax: usOverlapHours.max};
}

/** Launch status (npm run check:launch): set to 'final' once the owner confirms each figure above. */
export const launchStatus: ContentStatus = {
  what: 'Engagement terms',
  status: 'illustrative',
  why: 'time to first profiles, quote time, trial days, replacement days and how many replacements, notice days, US overlap hours and payment days (src/data/engagement.ts) are examples, not commitments',
  shows: 'the terms row of every role, team and service page and of the landing hero, the shared FAQ answers (empresas/_faq.yml) on role and team pages, the payment terms of the country pages and the "how we work" page (/como-trabajamos)',
};
