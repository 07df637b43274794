import type {ContentStatus} from '../lib/launch';

/**
 * The illustrated portraits of the landing page's people (static/img/people/).
 * They are invented people drawn for this site, not photographs.
 */
export const PORTRAIT_SIZE = 240;

export function portrait(file: string): string {
  return `/img/people/${file}.svg`;
}

/** Launch status (npm run check:launch): set to 'final' once the portraits are real people's photos, used with consent. */
export const launchStatus: ContentStatus = {
  what: 'Portraits',
  status: 'illustrative',
  why: 'drawn portraits of invented people (static/img/people/)',
  shows: 'the hero candidate card, the testimonials and the pre-footer card and carousel of the landing page, and the profile cards of role, team and service pages',
};
