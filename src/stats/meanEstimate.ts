import type { Estimate, EstimateOptions } from './Estimate.ts';
import { meanInterval } from './meanInterval.ts';
import type { SumsTally } from './SumsTally.ts';

/**
 * A mean estimated from a tally's sums, with Student's t interval mean +- t(n - 1) s / sqrt(n) (s the sample
 * standard deviation), right at 2 trials as at a million.
 *
 * @example meanEstimate({ n: 4, sum: 10, sumSquares: 30 }, { seed: 1 }) // estimate 2.5, sample variance 5/3
 */
export function meanEstimate(t: SumsTally, options: EstimateOptions): Estimate {
  if (!(t.n > 0)) throw new RangeError(`a mean needs at least one trial, got ${t.n}`);
  const level = options.level ?? 0.95;
  return {
    estimate: t.sum / t.n,
    interval: meanInterval(t.n, t.sum, t.sumSquares, level),
    level,
    n: t.n,
    seed: options.seed,
    method: 'student-t-mean',
  };
}
