/**
 * The bench starts measuring on a quiet machine (scripts/bench/environment.mjs): after its own builds it waits for the
 * 1-minute load average to fall to half the CPUs, for at most the time it is given, and says what it saw.
 */
import {BUSY_LOAD, CROWDED_LOAD, loadWarnings, settle} from '@site/scripts/bench/environment.mjs';

/** A machine whose load average reads `figures` one after another (the last one from then on), and a clock that only moves when slept. */
function machineReading(figures: number[]) {
  let reads = 0;
  const slept: number[] = [];
  return {
    read: () => figures[Math.min(reads++, figures.length - 1)],
    sleep: async (ms: number) => {
      slept.push(ms);
    },
    slept,
  };
}

describe('settle', () => {
  it('waits, polling, until the load falls to half the CPUs', async () => {
    const machine = machineReading([BUSY_LOAD + 2.5, BUSY_LOAD + 1, BUSY_LOAD + 0.2, BUSY_LOAD - 0.1, 0]);
    const messages: string[] = [];
    const seen = await settle({maxSeconds: 180, everyMs: 5000, read: machine.read, sleep: machine.sleep, log: (message: string) => messages.push(message)});
    expect(seen).toEqual({start: BUSY_LOAD + 2.5, end: BUSY_LOAD - 0.1, seconds: 15, settled: true});
    expect(machine.slept).toEqual([5000, 5000, 5000]);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatch(/Waiting up to 180 s/);
  });

  it('does not wait on a quiet machine, and says nothing', async () => {
    const machine = machineReading([BUSY_LOAD / 2]);
    const messages: string[] = [];
    expect(await settle({maxSeconds: 180, read: machine.read, sleep: machine.sleep, log: (message: string) => messages.push(message)})).toMatchObject({seconds: 0, settled: true});
    expect(machine.slept).toEqual([]);
    expect(messages).toEqual([]);
  });

  it('gives up after the time it is given, and the warning then says the machine was busy', async () => {
    const machine = machineReading([BUSY_LOAD + 3]);
    const seen = await settle({maxSeconds: 12, everyMs: 5000, read: machine.read, sleep: machine.sleep});
    expect(seen).toMatchObject({seconds: 10, settled: false, end: BUSY_LOAD + 3});
    expect(loadWarnings({before: [seen.end, 0, 0], after: [0, 0, 0], max: [seen.end, 0, 0]}, {stock: true})).toEqual([expect.stringMatching(/^WARNING: the 1-minute load average was \S+ as measuring began \(above /)]);
  });

  it('waits not at all with 0 seconds', async () => {
    const machine = machineReading([BUSY_LOAD + 3]);
    expect(await settle({maxSeconds: 0, read: machine.read, sleep: machine.sleep})).toMatchObject({seconds: 0, settled: false});
    expect(machine.slept).toEqual([]);
  });
});

describe('the load warning', () => {
  const load = (before: number, max: number, after: number) => ({before: [before, 0, 0], max: [max, 0, 0], after: [after, 0, 0]});

  it('says nothing when only the bench itself kept the CPUs busy', () => {
    expect(loadWarnings(load(BUSY_LOAD - 0.3, CROWDED_LOAD - 0.2, CROWDED_LOAD - 0.5), {stock: true})).toEqual([]);
  });

  it('names a busy start, and a load past what the bench explains', () => {
    expect(loadWarnings(load(BUSY_LOAD + 0.5, CROWDED_LOAD - 0.2, 0), {stock: false})).toEqual([expect.stringMatching(/as measuring began \(above .*not comparable across machines or loads\.$/)]);
    const [line] = loadWarnings(load(0, CROWDED_LOAD + 1, CROWDED_LOAD + 0.5), {stock: true});
    expect(line).toMatch(/between runs at the highest \(above .*after the bench \(above .*the ×stock ratios\)\.$/);
    expect(line).not.toMatch(/as measuring began/);
  });
});
