/**
 * A legal, tax or employer-cost fact as the data states it (src/data/countries.ts, src/data/costFacts.ts): the rule it comes
 * from, where that rule's own text is published, the day someone last read it there, and whether it is settled or
 * waits for counsel. Pages show "checked on" for checked facts only; `npm run check:launch` lists the rest. Pure, so
 * the browser may import it.
 */
import type {ContentStatus} from './launch';

/** Where the official text of a rule is published. */
export type Source = {
  /** Who publishes it: the tax authority, the official gazette, the legislature. */
  publisher: string;
  /** https:// address of the rule's own text (a law's page or PDF), not the publisher's home page. */
  url: string;
};

/**
 * `checked`: the figure or rule was read in the source's text on `checked`. `counsel`: it waits for counsel (a reading
 * of the law a lawyer must confirm, or a figure the source could not confirm).
 */
export type FactStatus = 'checked' | 'counsel';

export type Fact = {
  /** The rule, as the official text names it (Spanish in every language). */
  rule: string;
  source: Source;
  /** The day the rule was last read at its source (YYYY-MM-DD). */
  checked: string;
  status: FactStatus;
  /** Why the link cannot go deeper than the publisher's general page (the publisher has no page of the rule's own). */
  shallow?: string;
};

/** A fact found in a data module, with where it sits there (`ar.onCosts.0`). */
export type FoundFact = {path: string; fact: Fact};

export function isFact(value: unknown): value is Fact {
  return typeof value === 'object' && value !== null && 'rule' in value && 'source' in value;
}

/** Every fact inside a value (an object of countries, a list of on-costs…), in order. */
export function factsIn(value: unknown, path: readonly string[] = []): FoundFact[] {
  if (typeof value !== 'object' || value === null) return [];
  const here = isFact(value) ? [{path: path.join('.'), fact: value}] : [];
  return here.concat(Object.entries(value).flatMap(([key, child]) => (key === 'source' ? [] : factsIn(child, [...path, key]))));
}

/** The launch guard's entries (src/lib/launch.ts) for the facts that wait for counsel, one per fact, by path. */
export function counselList(facts: readonly FoundFact[], {file, shows}: {file: string; shows: string}): Record<string, ContentStatus> {
  return Object.fromEntries(
    facts
      .filter(({fact}) => fact.status === 'counsel')
      .map(({path, fact}) => [path, {what: `Fact waiting for counsel: ${path}`, status: 'review', why: `${fact.rule} (${fact.source.url}; ${file})`, shows}]),
  );
}
