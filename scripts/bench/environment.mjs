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
 * Waits until the 1-minute load average is at or below `BUSY_LOAD`, checking every `everyMs`, for at most `maxSeconds`
 * (0: not at all). The bench's own builds (the site, the stock home) keep both CPUs busy for a minute or more, as may
 * whatever ran before the command: the landing, measured while the load fell from 3.6, read 1.24× the stock home's
 * main-thread work; at 0.3, 0.89×. The figure lags: on a machine gone quiet it takes about a minute to fall from 3 to 1.
 * Resolves to what it saw: the load at the start and the end, the seconds waited, and whether the machine settled.
 * `read` and `sleep` stand in for the machine's load and the clock in tests.
 * @param {{maxSeconds: number, everyMs?: number, log?: (message: string) => void, read?: () => number, sleep?: (ms: number) => Promise<void>}} options
 */
export async function settle({maxSeconds, everyMs = 5000, log = () => {}, read = () => os.loadavg()[0], sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))}) {
  const start = read();
  let now = start;
  let waitedMs = 0;
  if (now > BUSY_LOAD && maxSeconds > 0) log(`Waiting up to ${maxSeconds} s for the machine to settle (1-minute load average ${round(now)}; measuring starts at ${BUSY_LOAD} or below)…`);
  while (now > BUSY_LOAD && waitedMs + everyMs <= maxSeconds * 1000) {
    await sleep(everyMs);
    waitedMs += everyMs;
    now = read();
  }
  return {start: round(start), end: round(now), seconds: waitedMs / 1000, settled: now <= BUSY_LOAD};
}

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

/**
 * Above this 1-minute load average while the bench runs, more than its own work was competing: its browser and
 * Lighthouse alone kept the figure between 1 and 3.4 on 2 CPUs in two idle benches (the interaction phase, fresh
 * Chromium loads at 4× CPU slowdown, is the busiest), so only a reading of twice the CPU count says something else ran.
 */
export const CROWDED_LOAD = CPU_COUNT * 2;

/**
 * The WARNING lines for a load that makes the figures incomparable (empty when the machine was quiet); `stock`: ratios
 * were measured. Before measuring, the bench is not running: any figure above BUSY_LOAD is other work. After, and
 * between runs, its own browser counts: only one above CROWDED_LOAD is.
 */
export function loadWarnings(load, {stock}) {
  const busy = [
    ['as measuring began', load.before[0], BUSY_LOAD, `half of ${CPU_COUNT} CPUs`],
    ['between runs at the highest', load.max[0], CROWDED_LOAD, `twice ${CPU_COUNT} CPUs, more than the bench's own work`],
    ['after the bench', load.after[0], CROWDED_LOAD, `twice ${CPU_COUNT} CPUs, more than the bench's own work`],
  ].filter(([, value, limit]) => value > limit);
  if (busy.length === 0) return [];
  return [
    `WARNING: the 1-minute load average was ${busy.map(([when, value, limit, what]) => `${value} ${when} (above ${limit}, ${what})`).join(', ')}: ` +
      'other work shared the CPUs, so these figures are not comparable across machines or loads' +
      (stock ? '; compare the page with the stock home of the same runs (the ×stock ratios).' : '.'),
  ];
}
