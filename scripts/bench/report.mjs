/**
 * Medians, ratios to the stock home and the printed tables of `npm run bench`.
 */
import {MAIN_THREAD_GROUPS} from './lighthouse.mjs';
import {HYDRATION, INTERACTIONS, SLOW_MS} from './interactions.mjs';

/** The middle value (the upper one of an even count, as before). */
export function median(numbers) {
  const sorted = [...numbers].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/** Medians over the runs, figure by figure. */
export function medians(runs) {
  return Object.fromEntries(Object.keys(runs[0]).map((key) => [key, median(runs.map((run) => run[key]))]));
}

/** page ÷ stock, figure by figure (two decimals), against the stock runs interleaved with the page; null without a stock figure. */
export function ratios(page, stock) {
  return Object.fromEntries(Object.entries(page).map(([key, value]) => [key, stock && stock[key] ? Number((value / stock[key]).toFixed(2)) : null]));
}

/**
 * A text table: `columns` are [label, width, cell(row)]; the first column is left-aligned, the others right-aligned.
 * Rows may be strings (printed as they are, for notes under a row).
 */
export function table(columns, rows) {
  const line = (cells) => cells.map((cell, i) => (i === 0 ? String(cell).padEnd(columns[0][1]) : String(cell).padStart(columns[i][1]))).join(' ');
  return [line(columns.map(([label]) => label)), ...rows.map((row) => (typeof row === 'string' ? row : line(columns.map(([, , cell]) => cell(row) ?? ''))))].join('\n');
}

/** – without a stock home; n/a when its figure is 0 (no ratio to it). */
const ratioCell = (row, key) => {
  if (!row.stock) return '–';
  return row.ratios[key] === null ? 'n/a' : row.ratios[key].toFixed(2);
};
const PAGE_WIDTH = 22;

/** A figure and its ratio to the stock home: two columns. */
function withRatio(key, label, width = 7) {
  return [
    [label, width, (row) => row.medians[key]],
    ['×stock', 6, (row) => (row.stockRow ? '' : ratioCell(row, key))],
  ];
}

/** Each measured page, then (when there is one) the stock home of the same runs, in the shape of a page row. */
function withStockRows(rows) {
  return rows.flatMap((row) => [row, ...(row.stock ? [{page: '  stock, same runs', medians: row.stock.medians, stockRow: true}] : [])]);
}

/** Perf score, LCP, TBT and main-thread work, each beside its ratio to the stock home. */
export function timingTable(rows) {
  const columns = [
    ['page', PAGE_WIDTH, (row) => row.page],
    ...withRatio('performance', 'perf', 5),
    ...withRatio('lcpMs', 'LCP ms'),
    ...withRatio('tbtMs', 'TBT ms'),
    ...withRatio('mainThreadMs', 'main ms', 8),
  ];
  return table(columns, withStockRows(rows));
}

/** Main-thread work by kind (Lighthouse's groups), each beside its ratio to the stock home, and what the labels mean. */
export function mainThreadTable(rows) {
  const columns = [['page', PAGE_WIDTH, (row) => row.page], ...MAIN_THREAD_GROUPS.flatMap(([group, label]) => withRatio(group, label, Math.max(label.length, 5)))];
  const legend = MAIN_THREAD_GROUPS.filter(([, label, what]) => label !== what).map(([, label, what]) => `${label} = ${what}`);
  return `${table(columns, withStockRows(rows))}\n(${legend.join(', ')})`;
}

/** The other scores and the bytes transferred, as the bench printed them before; the stock home once (its bytes never change). */
export function bytesTable(rows, stock) {
  const columns = [
    ['page', PAGE_WIDTH, (row) => row.page],
    ['a11y', 5, (row) => row.medians.accessibility],
    ['bp', 5, (row) => row.medians.bestPractices],
    ['seo', 5, (row) => row.medians.seo],
    ['CLS', 6, (row) => row.medians.cls],
    ['HTML KB', 7, (row) => row.medians.htmlKB],
    ['CSS KB', 7, (row) => row.medians.cssKB],
    ['JS KB', 7, (row) => row.medians.jsKB],
    ['font KB', 8, (row) => row.medians.fontKB],
    ['img KB', 7, (row) => row.medians.imageKB],
    ['total KB', 8, (row) => row.medians.totalKB],
  ];
  return table(columns, [...rows, ...(stock ? [{page: 'stock Docusaurus home', medians: stock}] : [])]);
}

/** Each run's perf / LCP / TBT / main-thread, the page's then the stock home's: on a shared machine the spread says as much as the median. */
export function eachRunLines(rows) {
  const run = ({performance, lcpMs, tbtMs, mainThreadMs}) => `${performance} / ${lcpMs} / ${tbtMs} / ${mainThreadMs}`.padStart(26);
  return rows.flatMap((row) => [
    `${row.page.padEnd(PAGE_WIDTH)} ${row.runs.map(run).join('')}`,
    ...(row.stock ? [`${'  stock, same runs'.padEnd(PAGE_WIDTH)} ${row.stock.runs.map(run).join('')}`] : []),
  ]);
}

const latencyCell = (value) => {
  if (value === undefined) return '–';
  if (value === 'error') return 'error';
  if (value === null) return '<16 ms';
  return `${value} ms${value > SLOW_MS ? ' !' : '  '}`;
};
const msCell = (value) => (value === undefined || value === 'error' ? latencyCell(value) : `${value} ms`);

/** Interaction latencies and times to hydrated, per language, then the stock home's time to hydrated (beside the landing's). */
export function interactionTable({rows, stock}) {
  const columns = [
    ['language', 22, (row) => row.label],
    ...INTERACTIONS.map(([key, label]) => [label, Math.max(label.length, 11), (row) => (row.stockRow ? '' : latencyCell(row[key]))]),
    ...HYDRATION.map(([key, label]) => [label, label.length, (row) => (row.stockRow ? (key === 'landingHydratedMs' ? msCell(row.hydratedMs) : '') : msCell(row[key]))]),
  ];
  return table(columns, [...rows.map((row) => ({...row, label: row.locale})), ...(stock ? [{...stock, label: 'stock Docusaurus home', stockRow: true}] : [])]);
}

/** Issue 25's targets for every template under simulated throttling; interactions have theirs (SLOW_MS). */
export const LCP_LIMIT_MS = 1200;

/**
 * The stock home over all its runs of one throttling method in the bench (each beside a page, A, B, A, B…): its medians,
 * how many runs they come from, and the spread of main-thread work, over the runs and over the rows' own medians.
 * Undefined without stock runs.
 */
export function stockOverAll(rows) {
  const runs = rows.flatMap((row) => row.stock?.runs ?? []);
  if (runs.length === 0) return undefined;
  const work = runs.map((run) => run.mainThreadMs);
  const rowMedians = rows.filter((row) => row.stock).map((row) => row.stock.medians.mainThreadMs);
  return {
    medians: medians(runs),
    runs: runs.length,
    mainThreadRange: [Math.min(...work), Math.max(...work)],
    rowMedianRange: [Math.min(...rowMedians), Math.max(...rowMedians)],
  };
}

/** How far the stock home itself moved in the bench, in a sentence under the timing table. */
export function stockOverAllLine(all) {
  const {medians: m, runs, mainThreadRange: [low, high], rowMedianRange: [rowLow, rowHigh]} = all;
  return (
    `The stock home over all its ${runs} runs: main-thread work ${m.mainThreadMs} ms (runs ${low}–${high}; the medians of ` +
    `its runs beside each page ${rowLow}–${rowHigh} ms), LCP ${m.lcpMs} ms, TBT ${m.tbtMs} ms. The same page moves that ` +
    'much from run to run: the budget below compares each page run by run with the stock run made right after it.'
  );
}

/**
 * Page ÷ stock for one figure, run by run (each page run with the stock run made right after it), and the median of
 * those ratios: the measure of an interleaved A/B design. A drift of the machine moves both runs of a pair, and one
 * slow run moves one ratio, not the verdict. Null without stock runs; a pair whose stock figure is 0 counts as 1 when
 * the page's is 0 too, else as over.
 */
export function pairedRatio(row, key) {
  if (!row.stock) return null;
  const each = row.runs.map((run, i) => {
    const stock = row.stock.runs[i]?.[key];
    if (stock === undefined) return undefined;
    if (stock === 0) return run[key] === 0 ? 1 : Infinity;
    return run[key] / stock;
  }).filter((ratio) => ratio !== undefined);
  return each.length === 0 ? null : Number(median(each).toFixed(2));
}

/**
 * The performance budget, one line per template and language: LCP within LCP_LIMIT_MS; main-thread work at or below
 * the stock home's, LCP and TBT below it, each as the median of the page's ratios to the stock run beside each of its
 * runs (pairedRatio); then interactions within SLOW_MS. Each line says `ok` or names what is over; the bench exits 1
 * with `--strict` when one is (timings move with the machine: read them beside the load-average warning).
 */
export function budgetLines(rows, interactions) {
  const lines = rows.map((row) => {
    const {lcpMs, tbtMs} = row.medians;
    const over = [];
    if (lcpMs > LCP_LIMIT_MS) over.push(`LCP ${lcpMs} ms > ${LCP_LIMIT_MS}`);
    // Null without stock runs: no comparison is over then.
    const [work, lcp, tbt] = ['mainThreadMs', 'lcpMs', 'tbtMs'].map((key) => pairedRatio(row, key));
    const of = `× stock, median of ${row.runs.length} paired run${row.runs.length === 1 ? '' : 's'}`;
    if (work > 1) over.push(`main-thread ${work.toFixed(2)}${of}`);
    if (lcp >= 1) over.push(`LCP ${lcp.toFixed(2)}${of}`);
    if (tbtMs > 0 && tbt >= 1) over.push(`TBT ${tbt.toFixed(2)}${of}`);
    return {page: row.page, over, note: work === null ? '' : ` (main-thread ${work.toFixed(2)}${of})`};
  });
  for (const row of interactions?.rows ?? []) {
    const slow = INTERACTIONS.filter(([key]) => typeof row[key] === 'number' && row[key] > SLOW_MS).map(([key, label]) => `${label} ${row[key]} ms > ${SLOW_MS}`);
    lines.push({page: `interactions (${row.locale})`, over: slow});
  }
  return lines.map(({page, over, note = ''}) => `${page.padEnd(PAGE_WIDTH)} ${over.length === 0 ? `ok${note}` : `OVER: ${over.join('; ')}`}`);
}
