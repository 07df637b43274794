/**
 * One Lighthouse run (mobile) and the figures the bench keeps from it: the
 * scores, LCP, TBT, CLS, the main-thread work and its split by kind, and the
 * bytes transferred by type. Optionally saves the full report and the trace.
 */
import fs from 'node:fs';
import lighthouse from 'lighthouse';
// Lighthouse's own trace writer (the CLI's --save-assets): one event per line, opens in DevTools' Performance panel.
import {saveTrace} from 'lighthouse/core/lib/asset-saver.js';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/**
 * The groups of the `mainthread-work-breakdown` audit (lighthouse/core/lib/tracehouse/task-groups.js): id, short
 * label for the table, what it is.
 */
export const MAIN_THREAD_GROUPS = [
  ['scriptEvaluation', 'script', 'script evaluation'],
  ['styleLayout', 'style', 'style & layout'],
  ['other', 'other', 'other'],
  ['parseHTML', 'HTML', 'parse HTML & CSS'],
  ['paintCompositeRender', 'render', 'rendering (paint, composite)'],
  ['scriptParseCompile', 'compile', 'script parse & compile'],
  ['garbageCollection', 'GC', 'garbage collection'],
];

function kb(value = 0) {
  return Number((value / 1024).toFixed(1));
}

/** The figures of one Lighthouse result. */
export function figures(lhr) {
  const bytes = Object.fromEntries(lhr.audits['resource-summary'].details.items.map((item) => [item.resourceType, item.transferSize]));
  const mainThread = lhr.audits['mainthread-work-breakdown'];
  // Already scaled by the CPU slowdown under simulated throttling, as Lighthouse reports it.
  const byGroup = Object.fromEntries((mainThread.details?.items ?? []).map((item) => [item.group, item.duration]));
  return {
    performance: Math.round(lhr.categories.performance.score * 100),
    accessibility: Math.round(lhr.categories.accessibility.score * 100),
    bestPractices: Math.round(lhr.categories['best-practices'].score * 100),
    seo: Math.round(lhr.categories.seo.score * 100),
    lcpMs: Math.round(lhr.audits['largest-contentful-paint'].numericValue),
    tbtMs: Math.round(lhr.audits['total-blocking-time'].numericValue),
    cls: Number(lhr.audits['cumulative-layout-shift'].numericValue.toFixed(3)),
    mainThreadMs: Math.round(mainThread.numericValue ?? 0),
    ...Object.fromEntries(MAIN_THREAD_GROUPS.map(([group]) => [group, Math.round(byGroup[group] ?? 0)])),
    htmlKB: kb(bytes.document),
    cssKB: kb(bytes.stylesheet),
    jsKB: kb(bytes.script),
    fontKB: kb(bytes.font),
    imageKB: kb(bytes.image),
    totalKB: kb(bytes.total),
  };
}

/**
 * Runs Lighthouse once on `url` in the Chromium listening on `port`, with `throttlingMethod` ('simulate' or
 * 'devtools'); writes the report to `lhrFile` and the trace to `traceFile` when given. Returns the figures and what
 * the run says about its conditions (CPU benchmark, browser, throttling).
 */
export async function runLighthouse(url, {port, throttlingMethod, lhrFile, traceFile, log}) {
  let result;
  // A trace that failed to record (NO_NAVSTART, seen on a busy machine) is retried, not counted.
  for (let attempt = 1; ; attempt += 1) {
    result = await lighthouse(url, {port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES, throttlingMethod});
    if (!result.lhr.runtimeError) break;
    if (attempt === 3) throw new Error(`Lighthouse failed three times on ${url}: ${result.lhr.runtimeError.message}`);
    log(`  ${result.lhr.runtimeError.code}; measuring again…`);
  }
  if (lhrFile) fs.writeFileSync(lhrFile, result.report);
  // `artifacts` is what the navigation gathered (the Trace among them); not a stable API, so checked.
  if (traceFile) {
    if (result.artifacts?.Trace) await saveTrace(result.artifacts.Trace, traceFile);
    else log(`  no trace in Lighthouse's artifacts for ${url}; ${traceFile} not written`);
  }
  const {lhr} = result;
  return {
    figures: figures(lhr),
    benchmarkIndex: lhr.environment.benchmarkIndex,
    hostUserAgent: lhr.environment.hostUserAgent,
    settings: {throttlingMethod: lhr.configSettings.throttlingMethod, throttling: lhr.configSettings.throttling, formFactor: lhr.configSettings.formFactor},
  };
}
