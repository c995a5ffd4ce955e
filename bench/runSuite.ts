import { availableParallelism, arch, cpus, platform } from 'node:os';
import { allocationFigure } from './allocationFigure.ts';
import type { BenchFigure } from './BenchFigure.ts';
import { BENCH_FORMAT, type BenchRecord } from './BenchRecord.ts';
import { benchGroups } from './benchGroups.ts';
import { DICE_FLOOR } from './diceFloor.ts';
import { chromiumPath } from './findChromium.ts';
import { measureThroughput, rateOf } from './measureThroughput.ts';
import { memoryBench } from './memoryBench.ts';
import { oddsLatencyBench } from './oddsLatencyBench.ts';
import { oddsPageBench } from './oddsPageBench.ts';
import { oddsStartupBench } from './oddsStartupBench.ts';
import { PROCESS_FLOOR, processFloor, processFloorMs } from './processFloor.ts';
import { queueBench, redisAvailable } from './queueBench.ts';
import { runnerBench } from './runnerBench.ts';
import { throughputFigures, type FloorFigure } from './throughputFigures.ts';
import { THROUGHPUTS } from './throughputs.ts';

/** The dice floor as measured in this run: the denominator of throughputs, and its own figure. */
function measureDiceFloor(
  runs: number,
  scale: number,
  log: (text: string) => void,
): FloorFigure & { readonly figure: BenchFigure } {
  log(DICE_FLOOR.name);
  const m = measureThroughput(DICE_FLOOR, { runs, scale, slowdown: 1 });
  return {
    name: DICE_FLOOR.name,
    rate: m.rate,
    figure: {
      name: DICE_FLOOR.name,
      group: DICE_FLOOR.group,
      unit: DICE_FLOOR.unit,
      value: m.rate.median,
      spread: m.rate.spread,
      runs,
      biggerIsBetter: true,
      checked: false,
      note: 'the floor of every throughput',
    },
  };
}

/**
 * What to measure and how.
 *
 * @example const o: SuiteOptions = { runs: 5, quick: true, slowdown: 1, groups: ['duel'] };
 */
export interface SuiteOptions {
  /** Timed runs after the warm-up (5 or more). */
  readonly runs: number;
  /** A twentieth of each throughput's batch and of the runner's trials: for tests and smoke checks. */
  readonly quick: boolean;
  /** The deliberate slowdown of the engine figures (see benchSlowdown). */
  readonly slowdown: number;
  /** The groups to measure (see benchGroups); the floors they need come along. */
  readonly groups: readonly string[];
  /** Told what is being measured, as it starts. */
  readonly log?: (text: string) => void;
}

/**
 * Measures the selected groups and returns the record: the dice floor (for any throughput), each in-process
 * throughput with its dice per unit, the process floor (for whole-process timings), `odds` start-up and
 * latency, the runner through a worker and its start-up, peak memory, the odds page's answers and the queue. Every figure is the median of `runs` runs
 * after a warm-up, with a ratio to its floor where it has one.
 *
 * @example const record = runSuite({ runs: 5, quick: false, slowdown: 1, groups: ['duel'] });
 */
export function runSuite(o: SuiteOptions): BenchRecord {
  const log = o.log ?? (() => undefined);
  const scale = o.quick ? 1 / 20 : 1;
  const want = (g: string): boolean => o.groups.includes(g);
  const figures: BenchFigure[] = [];
  const throughputs = THROUGHPUTS.filter((t) => want(t.group));

  // The floors first, when anything measured is divided by them.
  const diceFloor = throughputs.length > 0 || want('runner') ? measureDiceFloor(o.runs, scale, log) : null;
  if (diceFloor) {
    figures.push(diceFloor.figure);
    for (const t of throughputs) {
      log(t.name);
      const m = measureThroughput(t, { runs: o.runs, scale, slowdown: o.slowdown }, DICE_FLOOR);
      figures.push(...throughputFigures(t, m, diceFloor));
      if (!t.comparison) figures.push(allocationFigure(t, scale));
    }
  }
  const needsProcessFloor = want('odds') || want('runner');
  if (needsProcessFloor) log(PROCESS_FLOOR);
  const floor = needsProcessFloor ? processFloor(o.runs) : null;
  if (floor) {
    figures.push(floor);
    if (want('odds')) {
      log('odds start-up');
      figures.push(oddsStartupBench(o.runs, floor));
      log('odds latency');
      figures.push(...oddsLatencyBench(o.runs, o.slowdown, floor));
    }
    if (want('runner') && diceFloor) {
      log('runner (whole processes; a minute or two)');
      figures.push(
        ...runnerBench({
          runs: o.runs,
          scale,
          slowdown: o.slowdown,
          diceFloor,
          processFloor: floor,
          diceFloorRate: rateOf(DICE_FLOOR, scale, 1, () => undefined),
          processFloorMs,
        }),
      );
    }
  }
  if (want('memory')) {
    log('memory (1e6- and 1e7-trial runs; a minute or two)');
    figures.push(...memoryBench(o.runs));
  }
  if (want('page')) {
    if (chromiumPath()) {
      log('odds page (headless Chromium; half a minute)');
      figures.push(...oddsPageBench(o.runs));
    } else log('page: skipped, Chromium is not installed (apt-get install -y chromium)');
  }
  if (want('queue')) {
    if (redisAvailable()) {
      log('queue (a Redis server and a worker; a few minutes)');
      figures.push(...queueBench(o.runs, scale));
    } else log('queue: skipped, redis-server is not installed (apt-get install -y redis-server)');
  }
  const cpu = cpus()[0]?.model.trim() ?? 'unknown CPU';
  return {
    format: BENCH_FORMAT,
    date: new Date().toISOString(),
    node: process.version,
    machine: `${platform()} ${arch()}, ${availableParallelism()} x ${cpu}`,
    runs: o.runs,
    quick: o.quick,
    slowdown: o.slowdown,
    groups: benchGroups().filter(want),
    figures,
  };
}
