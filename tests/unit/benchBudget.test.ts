/**
 * The bench's verdict (scripts/bench/report.mjs): each page against the stock home's medians over all its runs of the
 * bench, which one page's few neighbouring runs of it can sit far from.
 */
// The modules that drive Lighthouse and Playwright stand in with the constants the report reads.
jest.mock('@site/scripts/bench/lighthouse.mjs', () => ({MAIN_THREAD_GROUPS: []}));
jest.mock('@site/scripts/bench/interactions.mjs', () => ({
  HYDRATION: [],
  INTERACTIONS: [['menuMs', 'menu 390', 'tap on the header menu button']],
  SLOW_MS: 200,
}));
import {budgetLines, stockOverAll, stockOverAllLine} from '@site/scripts/bench/report.mjs';

type Run = {lcpMs: number; tbtMs: number; mainThreadMs: number};
const run = (mainThreadMs: number, lcpMs = 1900, tbtMs = 70): Run => ({lcpMs, tbtMs, mainThreadMs});
const median = (runs: Run[], key: keyof Run) => [...runs.map((r) => r[key])].sort((a, b) => a - b)[Math.floor(runs.length / 2)];
const medians = (runs: Run[]) => ({lcpMs: median(runs, 'lcpMs'), tbtMs: median(runs, 'tbtMs'), mainThreadMs: median(runs, 'mainThreadMs')});
function row(page: string, mine: Run[], stock: Run[]) {
  return {page, runs: mine, medians: medians(mine), stock: {runs: stock, medians: medians(stock)}};
}

// Two pages at 900 ms; the stock home beside the first happened to run fast, beside the second slow.
const rows = [
  row('landing (es)', [run(900, 1050, 20), run(910, 1050, 20), run(890, 1050, 20)], [run(850), run(860), run(870)]),
  row('role (es)', [run(900, 1050, 20), run(905, 1050, 20), run(895, 1050, 20)], [run(1000), run(1010), run(990)]),
];

describe('the stock home over all its runs', () => {
  it('pools the runs beside every page', () => {
    const all = stockOverAll(rows);
    expect(all).toMatchObject({runs: 6, mainThreadRange: [850, 1010], rowMedianRange: [860, 1000]});
    expect(all?.medians.mainThreadMs).toBe(990);
    expect(stockOverAllLine(all)).toMatch(/all its 6 runs: main-thread work 990 ms \(runs 850–1010\).*ranged 860–1000 ms/);
  });

  it('is undefined without stock runs', () => {
    expect(stockOverAll([{page: 'landing (es)', runs: [run(900)], medians: medians([run(900)])}])).toBeUndefined();
  });
});

describe('budget', () => {
  it('compares with the pooled medians when given, and says so', () => {
    expect(budgetLines(rows, undefined, stockOverAll(rows))).toEqual([expect.stringMatching(/^landing \(es\) +ok$/), expect.stringMatching(/^role \(es\) +ok$/)]);
  });

  it('falls back to the runs beside the page', () => {
    const lines = budgetLines(rows, undefined, undefined);
    expect(lines[0]).toMatch(/OVER: main-thread 900 ms > stock 860$/);
    expect(lines[1]).toMatch(/ok$/);
  });

  it('names each figure over, the stock figure and where it comes from', () => {
    const slow = row('blog (es)', [run(1200, 1300, 90)], [run(800)]);
    const lines = budgetLines([slow], {rows: [{locale: 'es', menuMs: 240}]}, stockOverAll([...rows, slow]));
    expect(lines[0]).toMatch(/^blog \(es\) +OVER: LCP 1300 ms > 1200; main-thread 1200 ms > stock 870 \(median of its 7 runs\); TBT 90 ms ≥ stock 70 \(median of its 7 runs\)$/);
    expect(lines[1]).toMatch(/^interactions \(es\) +OVER: menu 390 240 ms > 200$/);
  });
});
