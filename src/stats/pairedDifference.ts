import { cohensDz } from './cohensDz.ts';
import type { Difference } from './Difference.ts';
import type { EstimateOptions } from './Estimate.ts';
import { meanInterval } from './meanInterval.ts';
import { studentTwoSidedP } from './studentT.ts';
import { sumsVariance, type SumsTally } from './SumsTally.ts';

/**
 * The difference A - B of two cells played on the same trial streams (common random numbers), from the
 * tally of the per-trial difference d = A - B: the paired t test, its mean with the interval
 * mean +- t(n - 1) s_d / sqrt(n), the statistic t = mean / (s_d / sqrt(n)) with n - 1 degrees of freedom, and
 * d_z as effect size. For proportions d is -1, 0 or 1 per trial and the same formulas give the paired
 * difference of proportions (see {@link pairedProportionDifference} for few discordant pairs). Sharing
 * streams makes A and B positively correlated, and Var(d) = Var(A) + Var(B) - 2 Cov(A, B) is then far below
 * the Var(A) + Var(B) of independent cells: the interval is that much narrower for the same trials.
 *
 * @example pairedDifference({ n: 10, sum: -15.8, sumSquares: 38.58 }, { seed: 1 }) // mean -1.58, t -4.06, df 9
 */
export function pairedDifference(d: SumsTally, options: EstimateOptions): Difference {
  if (!(d.n >= 2)) throw new RangeError(`a paired difference needs 2 or more pairs, got ${d.n}`);
  const level = options.level ?? 0.95;
  const mean = d.sum / d.n;
  const standardError = Math.sqrt(sumsVariance(d) / d.n);
  const z = mean === 0 ? 0 : mean / standardError;
  const df = d.n - 1;
  return {
    estimate: mean,
    interval: meanInterval(d.n, d.sum, d.sumSquares, level),
    level,
    n: d.n,
    seed: options.seed,
    method: 'paired-t',
    paired: true,
    nA: d.n,
    nB: d.n,
    standardError,
    z,
    df,
    pValue: studentTwoSidedP(z, df),
    test: 'paired-t',
    effect: { measure: 'cohen-d-z', value: cohensDz(d) },
  };
}
