/**
 * The cost of a whole engagement (src/lib/totalCost.ts) and the guide's sentences that compare prices
 * (src/components/CostGuide, `PriceFindings`): worked out from the data, so a rate that changes under them changes
 * what they say. The cases change the data in this test's own copy of the modules (jest isolates each file).
 */
import React from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {CATEGORY_IDS} from '@site/src/data/categories';
import {EXIT_ITEMS, HOURS, inHouseMonthly, IN_HOUSE, readyMonthly, RECRUITING} from '@site/src/data/costs';
import {COUNTRY_CODES} from '@site/src/data/people';
import {pricing} from '@site/src/data/pricing';
import {exitAmount, findings, fullTimeCases, SPAN, stepAt, totalCost} from '@site/src/lib/totalCost';
import {GUIDE_MESSAGES} from '@site/src/lib/guideMessages';

jest.mock('@docusaurus/useDocusaurusContext', () => ({__esModule: true, default: () => ({i18n: {currentLocale: 'es'}})}), {virtual: true});
jest.mock('@docusaurus/useIsBrowser', () => ({__esModule: true, default: () => false}), {virtual: true});
jest.mock('@docusaurus/useBrokenLinks', () => ({__esModule: true, default: () => ({collectAnchor: () => undefined, collectLink: () => undefined})}), {virtual: true});
jest.mock('@docusaurus/Link', () => ({__esModule: true, default: ({to, ...rest}: {to: string}) => <a href={to} {...rest} />}), {virtual: true});
jest.mock(
  '@generated/ready-guides/default/cost-guide.json',
  () => {
    const {GUIDE_MESSAGES: messages} = jest.requireActual('@site/src/lib/guideMessages');
    return {messages: Object.fromEntries(Object.entries(messages as Record<string, {message: string}>).map(([id, {message}]) => [id, message])), roles: []};
  },
  {virtual: true},
);
jest.mock('@site/src/hooks/useRoles', () => {
  const {CATEGORIES} = jest.requireActual('@site/src/data/categories');
  return {useRoles: () => ({categories: (CATEGORIES as {id: string; title: string}[]).map(({id, title}) => ({id, title, roles: [], count: 0})), teams: []})};
});

const {PriceFindings} = jest.requireActual('@site/src/components/CostGuide') as typeof import('@site/src/components/CostGuide');
const prose = () => renderToStaticMarkup(<PriceFindings />).replace(/<[^>]+>/g, ' ');
const message = (id: keyof typeof GUIDE_MESSAGES) => GUIDE_MESSAGES[id].message;
/** A message's fixed words up to its first placeholder: what shows that it was chosen. */
const opening = (id: keyof typeof GUIDE_MESSAGES) => message(id).split('{')[0]!.trim();

const original = structuredClone(pricing.byCategory);
afterEach(() => {
  Object.assign(pricing.byCategory, structuredClone(original));
  pricing.showPrices = true;
});

describe('a whole engagement', () => {
  it('reads a step table at any tenure, and counts days of a salary capped where the rule caps it', () => {
    const steps = [{fromMonth: 1, days: 0}, {fromMonth: 4, days: 30}, {fromMonth: 13, days: 60}];
    expect([1, 3, 4, 12, 13, 24].map((month) => stepAt(steps, month))).toEqual([0, 0, 30, 30, 60, 60]);
    const item = {kind: 'severance', name: 'x', steps, rule: 'x', source: {publisher: 'x', url: 'https://x.example/x'}, checked: '2026-11-28', status: 'checked'} as const;
    expect(exitAmount(item, 3000, 13)).toBe(6000);
    expect(exitAmount({...item, capMonthlyUsd: 2000}, 3000, 13)).toBe(4000);
  });

  it('adds recruiting, each month and the exit the law owes when it ends; Ready only its months', () => {
    const {salary, total} = inHouseMonthly('co', 'data', 'senior');
    const rate = pricing.byCategory.data.senior;
    const result = totalCost({country: 'co', category: 'data', level: 'senior', hours: HOURS.fullTime}, SPAN.max);
    expect(result.months).toHaveLength(SPAN.max);
    for (const {month, direct, exit, ready} of result.months) {
      const owed = EXIT_ITEMS.co.reduce((sum, item) => sum + exitAmount(item, salary, month), 0);
      expect(exit).toBe(owed);
      expect(direct).toBe(Math.round(salary * 12 * RECRUITING.share) + total * month + owed);
      expect(ready).toBe(readyMonthly(rate, HOURS.fullTime) * month);
    }
  });

  it('finds the month from which hiring directly stays cheaper, "from the first month", "not within the span", and a crossing back', () => {
    const base = {country: 'co', category: 'development', level: 'senior', hours: HOURS.fullTime} as const;
    const {months} = totalCost(base, SPAN.max);
    const {breakEven} = totalCost(base, SPAN.max);
    expect(typeof breakEven).toBe('number');
    // From that month on, hiring directly costs less every month; the month before it does not.
    for (const entry of months.filter(({month}) => month >= breakEven!)) expect(entry.direct).toBeLessThan(entry.ready!);
    if (breakEven! > 1) expect(months[breakEven! - 2]!.direct).toBeGreaterThanOrEqual(months[breakEven! - 2]!.ready!);
    // Ready priced far above: from the first month. Priced at cost: never within the span.
    pricing.byCategory.development.senior = 1000;
    expect(totalCost(base, SPAN.max).breakEven).toBe(1);
    pricing.byCategory.development.senior = 1;
    expect(totalCost(base, SPAN.max)).toMatchObject({breakEven: null, crossings: 0});
    // No prices shown: no Ready total and no verdict.
    pricing.showPrices = false;
    expect(totalCost(base, 6).breakEven).toBeUndefined();
    expect(totalCost(base, 6).months[0]!.ready).toBeUndefined();
  });

  it('counts the crossings when a severance owed at a new tenure puts the direct total back above Ready', () => {
    // A rate just above the in-house month: the totals cross, and cross back wherever severance jumps more than the gap.
    const country = COUNTRY_CODES.find((code) => EXIT_ITEMS[code].some(({steps}) => steps.length > 2))!;
    const {total} = inHouseMonthly(country, 'development', 'senior');
    let found = false;
    for (let rate = 1; rate < 200 && !found; rate += 0.25) {
      pricing.byCategory.development.senior = rate;
      const result = totalCost({country, category: 'development', level: 'senior', hours: HOURS.fullTime}, SPAN.max);
      const cheaper = result.months.map(({direct, ready}) => direct < ready!);
      expect(result.crossings).toBe(cheaper.filter((value, index) => index > 0 && value !== cheaper[index - 1]).length);
      found = result.crossings > 1;
    }
    expect({country, total, found}).toEqual({country, total, found: true});
  });
});

describe('the sentences that compare prices', () => {
  const cases = fullTimeCases(CATEGORY_IDS, COUNTRY_CODES);

  it('say how much less hiring directly costs a month, and between which months it starts to cost less in total', () => {
    const found = findings(cases)!;
    const text = prose();
    expect(found.cases).toBe(CATEGORY_IDS.length * 3 * COUNTRY_CODES.length);
    // Today's data: hiring directly is cheaper a month in every case, so the page says so in those words.
    expect(found.directCheaperMonthly).toBe(found.cases);
    expect(text).toContain(opening('findings.monthly.all'));
    expect(text).not.toMatch(/en algunos casos/i);
    expect(text).toContain(`entre el mes ${found.breakEven.min} y el mes ${found.breakEven.max}`);
    const ratio = (value: number) => value.toFixed(2).replace('.', ',');
    expect(text).toContain(`entre ${ratio(found.ratio.min)} y ${ratio(found.ratio.max)} veces`);
  });

  it('change when a rate changes under them', () => {
    // Ready's development rates cut to a price below every country's in-house month: now only some cases are cheaper directly.
    const lowest = Math.min(...COUNTRY_CODES.flatMap((code) => (['semiSenior', 'senior', 'lead'] as const).map((level) => inHouseMonthly(code, 'development', level).total)));
    const rate = Math.floor(lowest / (HOURS.fullTime * HOURS.weeksPerMonth)) - 1;
    Object.assign(pricing.byCategory.development, {semiSenior: rate, senior: rate, lead: rate});
    const found = findings(cases)!;
    expect(found.directCheaperMonthly).toBe(found.cases - COUNTRY_CODES.length * 3);
    const text = prose();
    expect(text).toContain(`en ${found.directCheaperMonthly} de los ${found.cases} casos`);
    expect(text).not.toContain(opening('findings.monthly.all'));
    // Ready at cost everywhere: no case where hiring directly is cheaper, in the month or in total.
    for (const band of Object.values(pricing.byCategory)) Object.assign(band, {semiSenior: 1, senior: 1, lead: 1});
    expect(prose()).toContain(opening('findings.monthly.none'));
    expect(prose()).toContain(opening('findings.total.none'));
    // Prices hidden: no sentence about them.
    pricing.showPrices = false;
    expect(prose()).toBe('');
  });

  it('stand on in-house figures every country has', () => {
    for (const code of COUNTRY_CODES) expect(Object.keys(IN_HOUSE[code].salary).sort()).toEqual([...CATEGORY_IDS].sort());
  });
});
