import type { Seed } from '../dice/StreamKey.ts';

/** How an estimate was made; docs/statistics.md gives each method's formula and source. @example 'wilson' */
export type EstimateMethod =
  | 'wilson'
  | 'student-t-mean'
  | 'histogram-quantile'
  | 'newcombe-hybrid-score'
  | 'welch-t'
  | 'paired-t'
  | 'mcnemar-exact';

/**
 * What every estimator is told besides the tallies: the run's seed, and the interval's level (0.95 if not given).
 *
 * @example const options: EstimateOptions = { seed: 2026, level: 0.99 };
 */
export interface EstimateOptions {
  readonly seed: Seed;
  readonly level?: number;
}

/**
 * One estimated number with everything needed to judge and replay it: the interval at its level, the trials
 * behind it, the seed of the run and the method (an estimate without them is not reported).
 *
 * @example
 * const e: Estimate = proportionEstimate(554, 1000, { seed: 1 });
 * // { estimate: 0.554, interval: [0.5230, 0.5845], level: 0.95, n: 1000, seed: 1, method: 'wilson' }
 */
export interface Estimate {
  readonly estimate: number;
  readonly interval: readonly [number, number];
  readonly level: number;
  /** Trials behind the estimate: for a difference of two independent samples, both samples together. */
  readonly n: number;
  readonly seed: Seed;
  readonly method: EstimateMethod;
}
