/**
 * The conditions a bench ran in: the machine (CPUs, load average sampled
 * between runs), the browser's version and Lighthouse's CPU benchmark. Figures
 * from a loaded machine, or from another machine, are not comparable: the
 * report says so rather than leaving it to be guessed.
 */
import os from 'node:os';

const round = (value) => Number(value.toFixed(2));
const loadavg = () => os.loadavg().map(round);

/** The CPUs this process may use (affinity and container limits included). */
export const CPU_COUNT = os.availableParallelism?.() ?? os.cpus().length;
/** Above this 1-minute load average, something else was competing for the CPUs. */
export const BUSY_LOAD = CPU_COUNT * 0.5;

/**
 * Records the load average now (before), at each `sample()` (between runs) and at `finish()` (after).
 * Each figure is [1 min, 5 min, 15 min]; `max` is the highest of each over all samples.
 */
export function loadMonitor() {
  const before = loadavg();
  const samples = [before];
  return {
    sample() {
      samples.push(loadavg());
    },
    finish() {
      const after = loadavg();
      samples.push(after);
      const max = [0, 1, 2].map((i) => Math.max(...samples.map((sample) => sample[i])));
      return {before, after, max, samples: samples.length};
    },
  };
}

/** The machine, for the JSON and the printed header. */
export function machine() {
  return {cpuCount: CPU_COUNT, cpuModel: os.cpus()[0]?.model?.trim() ?? 'unknown', platform: `${os.platform()} ${os.release()}`, node: process.version};
}

/** The version the running browser reports on its DevTools endpoint (`HeadlessChrome/…`), or undefined. */
export async function browserVersion(port) {
  try {
    const response = await fetch(`http://127.0.0.1:${port}/json/version`);
    return (await response.json()).Browser;
  } catch {
    return undefined;
  }
}

/** The WARNING lines for a load that makes the figures incomparable (empty when the machine was quiet); `stock`: ratios were measured. */
export function loadWarnings(load, {stock}) {
  const busy = [
    ['before', load.before[0]],
    ['after', load.after[0]],
  ].filter(([, value]) => value > BUSY_LOAD);
  if (busy.length === 0) return [];
  return [
    `WARNING: the 1-minute load average was ${busy.map(([when, value]) => `${value} ${when}`).join(' and ')} the bench ` +
      `(above ${BUSY_LOAD}, half of ${CPU_COUNT} CPUs; highest between runs ${load.max[0]}): other work shared the CPUs, ` +
      'so these figures are not comparable across machines or loads' +
      (stock ? '; compare the page with the stock home of the same runs (the ×stock ratios).' : '.'),
  ];
}
