/**
 * Every legal, tax and employer-cost fact in the data (src/lib/facts.ts): a rule, a link to the rule's own text, the
 * day it was checked and a status; `npm run check:launch` lists those waiting for counsel.
 */
import {COUNTRY_FACTS, countryFactsForCounsel} from '@site/src/data/countries';
import {costFactsForCounsel, EXIT_FACTS, ON_COST_FACTS} from '@site/src/data/costFacts';
import {type Fact, factsIn, type FoundFact} from '@site/src/lib/facts';

const FACTS: FoundFact[] = [...factsIn(COUNTRY_FACTS, ['countries']), ...factsIn(ON_COST_FACTS, ['onCosts']), ...factsIn(EXIT_FACTS, ['exit'])];

/** The law a rule names: its text up to the first comma or colon ("Ley Federal del Trabajo"). */
const law = (fact: Fact) => fact.rule.split(/[,:;]/)[0]!.replace(/ de \d{4}$/, '').trim();

/** What the test finds wrong with one fact, or nothing. */
function problems({rule, source, checked, status, shallow}: Fact): string[] {
  const found: string[] = [];
  if (rule.trim().length < 8) found.push('no rule');
  if (!source?.publisher?.trim()) found.push('no publisher');
  let url: URL | undefined;
  try {
    url = new URL(source.url);
  } catch {
    found.push(`no link: ${String(source?.url)}`);
  }
  if (url && !/^https?:$/.test(url.protocol)) found.push(`not a web link: ${source.url}`);
  if (url && url.pathname.replace(/\/+$/, '') === '' && !url.search && !shallow) found.push(`a publisher's bare origin: ${source.url}`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(checked) || Number.isNaN(Date.parse(checked)) || Date.parse(checked) > Date.now()) found.push(`no real check date: ${checked}`);
  if (status !== 'checked' && status !== 'counsel') found.push(`no status: ${String(status)}`);
  return found;
}

describe('the facts', () => {
  it('are all found: every country fact, on-cost and exit payment', () => {
    expect(FACTS.length).toBeGreaterThanOrEqual(Object.keys(COUNTRY_FACTS).length * 6 + Object.values(ON_COST_FACTS).reduce((sum, facts) => sum + Object.keys(facts).length, 0) + Object.values(EXIT_FACTS).length * 2);
  });

  it('each carry a rule, a link to its text (not a bare home page), a check date and a status', () => {
    expect(FACTS.map(({path, fact}) => ({path, problems: problems(fact)})).filter(({problems: found}) => found.length > 0)).toEqual([]);
  });

  it('share a link only with rules of the same law, unless they say why no deeper page exists', () => {
    const byUrl = new Map<string, FoundFact[]>();
    for (const found of FACTS) byUrl.set(found.fact.source.url, [...(byUrl.get(found.fact.source.url) ?? []), found]);
    const mixed = [...byUrl.entries()]
      .map(([url, found]) => ({url, laws: [...new Set(found.filter(({fact}) => !fact.shallow).map(({fact}) => law(fact)))]}))
      .filter(({laws}) => laws.length > 1);
    expect(mixed).toEqual([]);
  });

  it('that wait for counsel are each listed by the launch guard', () => {
    const waiting = FACTS.filter(({fact}) => fact.status === 'counsel').length;
    expect(Object.keys(countryFactsForCounsel).length + Object.keys(costFactsForCounsel).length).toBe(waiting);
  });

  it('catch what they should: a fact without a date, at a bare origin, or with no status', () => {
    const good: Fact = {rule: 'Ley de ejemplo, art. 1', source: {publisher: 'Boletín', url: 'https://example.gob/ley/1'}, checked: '2026-11-28', status: 'checked'};
    expect(problems(good)).toEqual([]);
    expect(problems({...good, checked: ''})).toHaveLength(1);
    expect(problems({...good, source: {publisher: 'Boletín', url: 'https://example.gob/'}})).toHaveLength(1);
    expect(problems({...good, source: {publisher: 'Boletín', url: 'https://example.gob/'}, shallow: 'no page of its own'})).toEqual([]);
    expect(problems({...good, status: 'maybe' as Fact['status']})).toHaveLength(1);
  });
});
