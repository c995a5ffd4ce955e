import { cohensD } from './cohensD.ts';
import type { Difference } from './Difference.ts';
import type { EstimateOptions } from './Estimate.ts';
import { zForConfidence } from './normalQuantile.ts';
import { sumsVariance, type SumsTally } from './SumsTally.ts';
import { twoSidedPValue } from './twoSidedPValue.ts';

/**
 * The difference of two independent means from their tallies, with Welch's unpooled standard error
 * sqrt(sA^2 / nA + sB^2 / nB) (Welch, Biometrika 34:28-35, 1947): the interval d +- z se and the test
 * z = d / se. The normal quantile stands in for Student's t with Welch-Satterthwaite degrees of freedom, which
 * agree at a simulation's sample sizes (the statistic itself is R's t.test(var.equal = FALSE) t). The effect
 * size is Cohen's d.
 *
 * @example
 * // A observed 1, 2, 3 and B 0, 1, 2: a difference of 1 with standard error sqrt(1/3 + 1/3) = 0.816
 * meanDifference({ n: 3, sum: 6, sumSquares: 14 }, { n: 3, sum: 3, sumSquares: 5 }, { seed: 1 })
 */
export function meanDifference(a: SumsTally, b: SumsTally, options: EstimateOptions): Difference {
  for (const t of [a, b])
    if (!(t.n >= 2)) throw new RangeError(`a difference of means needs 2 or more trials a side, got ${t.n}`);
  const level = options.level ?? 0.95;
  const d = a.sum / a.n - b.sum / b.n;
  const standardError = Math.sqrt(sumsVariance(a) / a.n + sumsVariance(b) / b.n);
  const half = zForConfidence(level) * standardError;
  const z = d === 0 ? 0 : d / standardError;
  return {
    estimate: d,
    interval: [d - half, d + half],
    level,
    n: a.n + b.n,
    seed: options.seed,
    method: 'welch-normal',
    paired: false,
    nA: a.n,
    nB: b.n,
    standardError,
    z,
    pValue: twoSidedPValue(z),
    test: 'welch-z',
    effect: { measure: 'cohen-d', value: cohensD(a, b) },
  };
}
