import type {ContentStatus} from '../lib/launch';

/**
 * The portraits of the site's (invented) people are drawn at build time with
 * DiceBear's "Toon Head" style (src/plugins/portraits), as pictures: /img/people/{id}.webp.
 */
/** Twice the largest box a portrait is shown in (104 px, the profile card's feature photo). */
export const PORTRAIT_SIZE = 208;
/** Flat illustrations: at WebP quality 72 about 2 KB a portrait, with no visible loss at that size (82: 3 KB). */
export const PORTRAIT_QUALITY = 72;

/** The countries the site's people come from (src/data/countries.ts names them and draws each flag). */
export const COUNTRY_CODES = ['ar', 'br', 'cl', 'co', 'cr', 'mx', 'pe', 'uy'] as const;
export type CountryCode = (typeof COUNTRY_CODES)[number];

/** How a person's Spanish title agrees with them (Desarrolladora / Desarrollador), and how their portrait is drawn. */
export type Form = 'feminine' | 'masculine';

export function portrait(id: string): string {
  return `/img/people/${id}.webp`;
}

/** "Sebastián Núñez" → "sebastian-nunez": the id of a person, and the name of their portrait's file. */
export function personId(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, '-');
}

/** What every person the site shows has: a name, a country and a portrait. */
export type Person = {name: string; country: CountryCode; /** URL of the portrait. */ photo: string};

/** A person whose portrait is drawn under their id (a vetted profile, or one of CLIENT_PEOPLE). */
export function person(name: string, country: CountryCode): Person {
  return {name, country, photo: portrait(personId(name))};
}

/** The testimonials' authors: clients, not freelancers, whose portraits are drawn like the profiles'. */
export const CLIENT_PEOPLE: readonly {id: string; form: Form}[] = [
  {id: 'francisca-morales', form: 'feminine'},
  {id: 'rodrigo-saavedra', form: 'masculine'},
  {id: 'catalina-huenchumilla', form: 'feminine'},
];

/** Launch status (npm run check:launch): set to 'final' once the portraits are real people's photos, used with consent. */
export const launchStatus: ContentStatus = {
  what: 'Portraits',
  status: 'illustrative',
  why: 'drawn portraits of invented people (src/plugins/portraits, DiceBear "Toon Head" by Johan Melin, CC BY 4.0)',
  shows: 'the hero candidate card, the testimonials and the pre-footer card and carousel of the landing page, and the profile cards of role, team and service pages',
};
