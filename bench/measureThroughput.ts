import { medianOf, medianPaired, seconds, type Sample } from './measure.ts';
import type { Played, Throughput } from './Throughput.ts';

/**
 * A throughput's measured rate, its ratio to the floor (each run over a floor run taken just before it; null
 * when measured without a floor), and its dice per unit when its work counts dice.
 *
 * @example const m: MeasuredThroughput = { rate, ratio, dicePerUnit: 45.6 }; m.ratio?.median // 0.0022
 */
export interface MeasuredThroughput {
  readonly rate: Sample;
  readonly ratio: Sample | null;
  readonly dicePerUnit: number | null;
}

/**
 * How to measure: runs after the warm-up, the share of each batch to play, the deliberate slowdown.
 *
 * @example const o: MeasureOptions = { runs: 5, scale: 1, slowdown: 1 };
 */
export interface MeasureOptions {
  readonly runs: number;
  /** 1 at full size; `--quick` plays a twentieth of each batch. */
  readonly scale: number;
  /** Each engine run is done this many times and counted once (never a floor or a comparison). */
  readonly slowdown: number;
}

/**
 * One timed run of a throughput's batch, as units per second: its work prepared once, untimed, then played
 * `times` times over (the deliberate slowdown) and counted once. Reports what the last run played.
 *
 * @example const rate = rateOf(DICE_FLOOR, 1, 1, () => undefined); rate() // d6 per second
 */
export function rateOf(t: Throughput, scale: number, times: number, seen: (p: Played) => void): () => number {
  const play = t.prepare();
  const count = Math.max(1, Math.round(t.batch * scale));
  // Held in an object: it is set inside the timed closure, where the compiler does not follow assignments.
  const last: { played: Played } = { played: 0 };
  return () => {
    const s = seconds(() => {
      last.played = play(count);
    }, times);
    const p = last.played;
    seen(p);
    return (typeof p === 'number' ? p : p.units) / s;
  };
}

/**
 * Units per second of a throughput: one warm-up run, then the median of `runs` timed runs of its batch. With a
 * floor, each run comes right after a run of the floor's batch, and the ratio is the median of the runs'
 * ratios to those floor runs.
 *
 * @example measureThroughput(THROUGHPUTS[4], { runs: 5, scale: 1, slowdown: 1 }, DICE_FLOOR).ratio?.median
 */
export function measureThroughput(
  t: Throughput,
  options: MeasureOptions,
  floor?: Throughput,
): MeasuredThroughput {
  const last: { played: Played } = { played: 0 };
  const sample = rateOf(t, options.scale, t.comparison ? 1 : options.slowdown, (p) => (last.played = p));
  let rate: Sample;
  let ratio: Sample | null = null;
  if (floor) {
    const paired = medianPaired(
      options.runs,
      rateOf(floor, options.scale, 1, () => undefined),
      sample,
    );
    rate = paired.value;
    ratio = paired.ratio;
  } else rate = medianOf(options.runs, sample);
  const p = last.played;
  return { rate, ratio, dicePerUnit: typeof p === 'number' ? null : p.dice / p.units };
}
