/**
 * The cost of a whole engagement (src/lib/totalCost.ts): recruiting, the months and the exit the law owes, beside
 * Ready's months, and the month from which hiring directly stays cheaper. The cases change the rates in this test's
 * own copy of the modules (jest isolates each file); the sentences worked out from them: tests/unit/guides.test.tsx.
 */
import {EXIT, HOURS, inHouseMonthly, readyMonthly, RECRUITING} from '@site/src/data/costs';
import {COUNTRY_CODES} from '@site/src/data/people';
import {pricing} from '@site/src/data/pricing';
import {exitAmount, SPAN, stepAt, totalCost} from '@site/src/lib/totalCost';

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
      const owed = Object.values(EXIT.co).reduce((sum, item) => sum + exitAmount(item, salary, month), 0);
      expect(exit).toBe(owed);
      expect(direct).toBe(Math.round(salary * 12 * RECRUITING.share) + total * month + owed);
      expect(ready).toBe(readyMonthly(rate, HOURS.fullTime) * month);
    }
  });

  it('finds the month from which hiring directly stays cheaper, "from the first month", "not within the span", and a crossing back', () => {
    const base = {country: 'co', category: 'development', level: 'senior', hours: HOURS.fullTime} as const;
    const {months, breakEven} = totalCost(base, SPAN.max);
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
    const country = COUNTRY_CODES.find((code) => Object.values(EXIT[code]).some(({steps}) => steps.length > 2))!;
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
