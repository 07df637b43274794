import type {ContentStatus} from '../lib/launch';
import type {CountryCode} from './countries';

/**
 * The illustrated portraits of the landing page's people (static/img/people/).
 * They are invented people drawn for this site, not photographs.
 */
export const PORTRAIT_SIZE = 240;

export function portrait(file: string): string {
  return `/img/people/${file}.svg`;
}

/** What every person the landing page shows has: a name, a country and a portrait. */
export type Person = {name: string; country: CountryCode; /** URL of the portrait. */ photo: string};

/** A person whose portrait file is named after them: "Sebastián Núñez" → /img/people/sebastian-nunez.svg. */
export function person(name: string, country: CountryCode): Person {
  const file = name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, '-');
  return {name, country, photo: portrait(file)};
}

/** Launch status (npm run check:launch): set to 'final' once the portraits are real people's photos, used with consent. */
export const launchStatus: ContentStatus = {
  what: 'Portraits',
  status: 'illustrative',
  why: 'drawn portraits of invented people (static/img/people/)',
  shows: 'the hero candidate card, the testimonials and the pre-footer card and carousel of the landing page, and the profile cards of role, team and service pages',
};
