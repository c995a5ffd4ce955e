/**
 * Sums of one metric's per-trial values over some trials: count, sum, sum of squares (the src/stats
 * `SumsTally` shape, mutable so that blocks add into it).
 *
 * @example { n: 1000, sum: 512, sumSquares: 512 } // a proportion: 512 wins in 1000 trials
 */
export interface PointSums {
  n: number;
  sum: number;
  sumSquares: number;
}

/**
 * What the finder asks of a sampler: play trials `from` .. `to - 1` at each of `points` (indices into the
 * axis values), every point reading the same trial streams, and tally each listed pair's per-trial
 * difference (second minus first) as well.
 *
 * @example { points: [2, 5], pairs: [[2, 5]], from: 0, to: 1000 }
 */
export interface SampleRequest {
  readonly points: readonly number[];
  readonly pairs: readonly (readonly [number, number])[];
  readonly from: number;
  readonly to: number;
}

/** A sampler's reply: the sums of each requested point, then of each requested pair's difference. */
export interface SampleReply {
  readonly points: readonly PointSums[];
  readonly pairs: readonly PointSums[];
}

/**
 * Where the finder's trials come from: the experiment runner (see experimentSampler), or a synthetic metric
 * in tests. Trial t at a point depends only on (seed, slice, point, t), so the same request always gives
 * the same sums, and two points share trial t's dice (common random numbers).
 *
 * @example const reply = await sampler.sample({ points: [0, 4], pairs: [[0, 4]], from: 0, to: 2000 });
 */
export interface PointSampler {
  /** True when the metric is a proportion (0 or 1 per trial): its intervals are Wilson's. */
  readonly proportion: boolean;
  /**
   * True when replies carry the pairs' difference sums. Without them the crossing's interval takes the two
   * ends of the bracket as uncorrelated, which only widens it.
   */
  readonly paired: boolean;
  sample(request: SampleRequest): Promise<SampleReply>;
}

/** Zero sums. @example const s = emptySums(); s.n === 0 */
export function emptySums(): PointSums {
  return { n: 0, sum: 0, sumSquares: 0 };
}

/** Adds `add` into `into`. @example addSums(total, blockSums) */
export function addSums(into: PointSums, add: Readonly<PointSums>): void {
  into.n += add.n;
  into.sum += add.sum;
  into.sumSquares += add.sumSquares;
}
