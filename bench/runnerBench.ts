// The experiment runner against the in-process duel command: the worker pool's overhead on one cell, each
// command timed as a whole process.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BenchFigure } from './BenchFigure.ts';
import { median } from './measure.ts';
import { oneCellRunSeconds, writeOneCellStudy } from './oneCellStudy.ts';
import { processSeconds } from './processSeconds.ts';
import type { FloorFigure } from './throughputFigures.ts';

const BIN = fileURLToPath(new URL('../bin/triggernometry.js', import.meta.url));
/** The shorter of the two trial counts (the longer is four times it) whose difference gives a throughput. */
const SHORT = 1_000_000;
const THROUGHPUT_TARGET = 0.9;

/**
 * How to measure the runner: runs, the share of the trial counts (`--quick`), the slowdown, the floors.
 *
 * @example const o: RunnerBenchOptions = { runs: 5, scale: 1, slowdown: 1, diceFloor, processFloor };
 */
export interface RunnerBenchOptions {
  readonly runs: number;
  readonly scale: number;
  readonly slowdown: number;
  readonly diceFloor: FloorFigure;
  readonly processFloor: BenchFigure;
  /** One run of each floor, taken before each round so the round's ratios see the same machine load. */
  readonly diceFloorRate: () => number;
  readonly processFloorMs: () => number;
}

/**
 * Pool overhead: `run` of a one-cell duel study with `--workers 1` against the `duel` command on the same
 * duels. Each command is timed as a whole process at 1e6 and 4e6 trials (a twentieth with `--quick`); the
 * difference divided into the extra trials is its running throughput (start-up, the same once per run, drops
 * out, and is reported apart as a multiple of the process floor). One warm-up round, then the median of
 * `runs` rounds; each round starts with a run of each floor, which its ratios divide by.
 *
 * @example runnerBench({ runs: 5, scale: 1, slowdown: 1, diceFloor, processFloor, diceFloorRate, processFloorMs })
 */
export function runnerBench(o: RunnerBenchOptions): BenchFigure[] {
  const short = Math.max(1000, Math.round(SHORT * o.scale));
  const long = 4 * short;
  const dir = mkdtempSync(join(tmpdir(), 'triggernometry-bench-'));
  try {
    writeOneCellStudy(dir, 'bench-one-cell', SHORT);
    const duel = (n: number): number =>
      processSeconds(
        [BIN, 'duel', '--range', '6', '--seed', '1', '--trials', String(n), '--json'],
        dir,
        o.slowdown,
      );
    const run = (n: number): number => oneCellRunSeconds(dir, n, ['--workers', '1'], o.slowdown);
    const duelRates: number[] = [];
    const runRates: number[] = [];
    const runRatios: number[] = [];
    const startups: number[] = [];
    const startupRatios: number[] = [];
    for (let i = 0; i <= o.runs; i++) {
      const diceFloor = o.diceFloorRate();
      const processFloor = o.processFloorMs();
      const d1 = duel(short);
      const d4 = duel(long);
      const r1 = run(short);
      const r4 = run(long);
      if (i === 0) continue; // the warm-up round
      const rate = (long - short) / (r4 - r1);
      // Each command's intercept (its time at zero trials), the runner's less the duel command's.
      const startup = r1 - (short * (r4 - r1)) / (long - short) - (d1 - (short * (d4 - d1)) / (long - short));
      duelRates.push((long - short) / (d4 - d1));
      runRates.push(rate);
      runRatios.push(rate / diceFloor);
      startups.push(startup);
      startupRatios.push((1000 * startup) / processFloor);
    }
    const results = JSON.parse(readFileSync(join(dir, 'out', 'results.json'), 'utf8')) as {
      cells: { metrics: { dice: { estimate: number } } }[];
    };
    const dicePerDuel = results.cells[0]!.metrics.dice.estimate;
    const duelRate = median(duelRates);
    const runRate = median(runRates);
    const ratio = runRate / duelRate;
    const runRatio = median(runRatios);
    const startup = 1000 * median(startups);
    const half = (xs: number[]): number => (Math.max(...xs) - Math.min(...xs)) / 2;
    return [
      {
        name: 'reference duel: runner, --workers 1',
        group: 'runner',
        unit: 'duels/s',
        value: runRate,
        spread: half(runRates),
        runs: o.runs,
        biggerIsBetter: true,
        ratio: { floor: o.diceFloor.name, value: runRatio },
        checked: true,
        note: `runs at ${(100 * runRatio * dicePerDuel).toFixed(1)}% of the speed of just rolling its dice; ${(100 * ratio).toFixed(0)}% of the duel command's ${(duelRate / 1e6).toFixed(2)}M/s; target >= ${100 * THROUGHPUT_TARGET}%: ${ratio >= THROUGHPUT_TARGET ? 'met' : 'MISSED'}`,
      },
      {
        name: 'runner: start-up beyond the duel command',
        group: 'runner',
        unit: 'ms',
        value: startup,
        spread: 1000 * half(startups),
        runs: o.runs,
        biggerIsBetter: false,
        ratio: { floor: o.processFloor.name, value: median(startupRatios) },
        // An intercept from four whole-process times: too noisy on a shared machine to fail a build on.
        checked: false,
        note: 'the worker pool and the plan, beyond what the duel command spends before its first duel; reported, not checked (a difference of whole-process times)',
      },
    ];
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
