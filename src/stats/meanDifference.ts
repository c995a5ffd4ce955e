import { cohensD } from './cohensD.ts';
import type { Difference } from './Difference.ts';
import type { EstimateOptions } from './Estimate.ts';
import { studentTwoSidedP, tForConfidence } from './studentT.ts';
import { sumsVariance, type SumsTally } from './SumsTally.ts';

/**
 * The difference of two independent means from their tallies, by Welch's test (Welch, Biometrika 34:28-35,
 * 1947): the unpooled standard error se = sqrt(sA^2 / nA + sB^2 / nB), the statistic t = d / se, and Student's
 * t with the Welch-Satterthwaite degrees of freedom df = se^4 / ((sA^2/nA)^2 / (nA - 1) + (sB^2/nB)^2 / (nB - 1))
 * for the interval d +- t(df) se and the p-value, as R's t.test(var.equal = FALSE). The effect size is Cohen's d.
 *
 * @example
 * // A observed 1, 2, 3 and B 0, 1, 2: a difference of 1 with standard error sqrt(1/3 + 1/3) = 0.816, df 4
 * meanDifference({ n: 3, sum: 6, sumSquares: 14 }, { n: 3, sum: 3, sumSquares: 5 }, { seed: 1 })
 */
export function meanDifference(a: SumsTally, b: SumsTally, options: EstimateOptions): Difference {
  for (const t of [a, b])
    if (!(t.n >= 2)) throw new RangeError(`a difference of means needs 2 or more trials a side, got ${t.n}`);
  const level = options.level ?? 0.95;
  const d = a.sum / a.n - b.sum / b.n;
  const va = sumsVariance(a) / a.n;
  const vb = sumsVariance(b) / b.n;
  const standardError = Math.sqrt(va + vb);
  // Both samples constant: the difference is known exactly, with no degrees of freedom to speak of.
  const df = standardError > 0 ? (va + vb) ** 2 / (va ** 2 / (a.n - 1) + vb ** 2 / (b.n - 1)) : Infinity;
  const half = tForConfidence(level, df) * standardError;
  const z = d === 0 ? 0 : d / standardError;
  return {
    estimate: d,
    interval: [d - half, d + half],
    level,
    n: a.n + b.n,
    seed: options.seed,
    method: 'welch-t',
    paired: false,
    nA: a.n,
    nB: b.n,
    standardError,
    z,
    df,
    pValue: studentTwoSidedP(z, df),
    test: 'welch-t',
    effect: { measure: 'cohen-d', value: cohensD(a, b) },
  };
}
