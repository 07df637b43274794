/**
 * The bench's verdict (scripts/bench/report.mjs): each page run is followed by a run of the stock home (A, B, A, B…),
 * and the budget takes the median of the page's ratios to those runs, pair by pair. A drift of the machine moves both
 * runs of a pair; one slow run moves one ratio, not the verdict.
 */
// The modules that drive Lighthouse and Playwright stand in with the constants the report reads.
jest.mock('@site/scripts/bench/lighthouse.mjs', () => ({MAIN_THREAD_GROUPS: []}));
jest.mock('@site/scripts/bench/interactions.mjs', () => ({
  HYDRATION: [],
  INTERACTIONS: [['menuMs', 'menu 390', 'tap on the header menu button']],
  SLOW_MS: 200,
}));
import {budgetLines, pairedRatio, stockOverAll, stockOverAllLine} from '@site/scripts/bench/report.mjs';

type Run = {lcpMs: number; tbtMs: number; mainThreadMs: number};
const run = (mainThreadMs: number, lcpMs = 1900, tbtMs = 70): Run => ({lcpMs, tbtMs, mainThreadMs});
const fast = (mainThreadMs: number) => run(mainThreadMs, 1050, 20);
const median = (runs: Run[], key: keyof Run) => [...runs.map((r) => r[key])].sort((a, b) => a - b)[Math.floor(runs.length / 2)];
const medians = (runs: Run[]) => ({lcpMs: median(runs, 'lcpMs'), tbtMs: median(runs, 'tbtMs'), mainThreadMs: median(runs, 'mainThreadMs')});
function row(page: string, mine: Run[], stock: Run[]) {
  return {page, runs: mine, medians: medians(mine), stock: {runs: stock, medians: medians(stock)}};
}

// The machine slowed down in the middle of the first page's runs: both sides of those pairs took longer.
const drifting = row('service (es)', [fast(820), fast(1000), fast(1060), fast(1010), fast(830)], [run(960), run(1180), run(1250), run(1190), run(980)]);
// One slow page run among five.
const outlier = row('landing (es)', [fast(790), fast(1310), fast(780), fast(770), fast(760)], [run(830), run(860), run(840), run(850), run(870)]);
// Truly heavier than the stock home.
const heavier = row('blog (es)', [run(1000, 1300, 90), run(1010, 1300, 90), run(990, 1300, 90)], [run(900, 1900, 70), run(910, 1900, 70), run(890, 1900, 70)]);

describe('pairedRatio', () => {
  it('is the median of the page ÷ stock ratios, pair by pair', () => {
    expect(pairedRatio(drifting, 'mainThreadMs')).toBe(0.85);
    expect(pairedRatio(outlier, 'mainThreadMs')).toBe(0.93);
    expect(pairedRatio(heavier, 'mainThreadMs')).toBe(1.11);
  });

  it('is null without stock runs, and counts a stock figure of 0 as equal or over', () => {
    expect(pairedRatio({page: 'landing (es)', runs: [fast(900)], medians: medians([fast(900)])}, 'mainThreadMs')).toBeNull();
    expect(pairedRatio(row('blog (es)', [run(900, 1000, 0)], [run(900, 1900, 0)]), 'tbtMs')).toBe(1);
    expect(pairedRatio(row('blog (es)', [run(900, 1000, 5)], [run(900, 1900, 0)]), 'tbtMs')).toBe(Infinity);
  });
});

describe('budget', () => {
  it('passes a page that is lighter run by run, though its median is above the stock runs of the quiet stretch', () => {
    const all = stockOverAll([drifting, outlier]);
    expect(drifting.medians.mainThreadMs).toBeGreaterThan(all!.medians.mainThreadMs);
    expect(budgetLines([drifting, outlier])).toEqual([
      expect.stringMatching(/^service \(es\) +ok \(main-thread 0\.85× stock, median of 5 paired runs\)$/),
      expect.stringMatching(/^landing \(es\) +ok \(main-thread 0\.93× stock, median of 5 paired runs\)$/),
    ]);
  });

  it('without stock runs (--no-stock) judges LCP alone', () => {
    const alone = [run(2000, 1300, 500)];
    expect(budgetLines([{page: 'blog (es)', runs: alone, medians: medians(alone)}])).toEqual([expect.stringMatching(/^blog \(es\) +OVER: LCP 1300 ms > 1200$/)]);
  });

  it('names each figure over, and the interactions too slow', () => {
    const lines = budgetLines([heavier], {rows: [{locale: 'es', menuMs: 240}]});
    expect(lines[0]).toMatch(/^blog \(es\) +OVER: LCP 1300 ms > 1200; main-thread 1\.11× stock, median of 3 paired runs; TBT 1\.29× stock, median of 3 paired runs$/);
    expect(lines[1]).toMatch(/^interactions \(es\) +OVER: menu 390 240 ms > 200$/);
  });
});

describe('the stock home over all its runs', () => {
  it('says how far the same page moved', () => {
    const all = stockOverAll([drifting, outlier]);
    expect(all).toMatchObject({runs: 10, mainThreadRange: [830, 1250], rowMedianRange: [850, 1180]});
    expect(stockOverAllLine(all)).toMatch(/all its 10 runs: main-thread work \d+ ms \(runs 830–1250; the medians of its runs beside each page 850–1180 ms\)/);
  });

  it('is undefined without stock runs', () => {
    expect(stockOverAll([{page: 'landing (es)', runs: [fast(900)], medians: medians([fast(900)])}])).toBeUndefined();
  });
});
