import { cohensH } from './cohensH.ts';
import type { Difference } from './Difference.ts';
import type { EstimateOptions } from './Estimate.ts';
import { twoSidedPValue } from './twoSidedPValue.ts';
import { wilsonInterval } from './wilsonInterval.ts';

/** Successes in trials of one cell: what a tally holds for a probability. @example { successes: 56, trials: 70 } */
export interface BinomialCount {
  readonly successes: number;
  readonly trials: number;
}

/**
 * The difference pA - pB of two independent proportions, with Newcombe's hybrid score interval (method 10 of
 * Newcombe, Statistics in Medicine 17:873-890, 1998): from the Wilson intervals [lA, uA] and [lB, uB],
 * d - sqrt((pA - lA)^2 + (uB - pB)^2) to d + sqrt((uA - pA)^2 + (pB - lB)^2). The test is the pooled score z,
 * d / sqrt(p (1 - p) (1/nA + 1/nB)) with p the pooled proportion, whose square is Pearson's chi-square of the
 * 2x2 table (R's prop.test without continuity correction). The effect size is Cohen's h.
 *
 * @example
 * proportionDifference({ successes: 56, trials: 70 }, { successes: 48, trials: 80 }, { seed: 1 })
 * // estimate 0.2, interval [0.0524, 0.3339] (Newcombe 1998, table II), pValue 0.0080
 */
export function proportionDifference(
  a: BinomialCount,
  b: BinomialCount,
  options: EstimateOptions,
): Difference {
  for (const c of [a, b]) {
    if (!(c.trials > 0)) throw new RangeError(`a proportion needs at least one trial, got ${c.trials}`);
    if (!(c.successes >= 0 && c.successes <= c.trials))
      throw new RangeError(`successes must lie in 0..${c.trials}, got ${c.successes}`);
  }
  const level = options.level ?? 0.95;
  const pA = a.successes / a.trials;
  const pB = b.successes / b.trials;
  const [lA, uA] = wilsonInterval(a.successes, a.trials, level);
  const [lB, uB] = wilsonInterval(b.successes, b.trials, level);
  const d = pA - pB;
  const pooled = (a.successes + b.successes) / (a.trials + b.trials);
  const standardError = Math.sqrt(pooled * (1 - pooled) * (1 / a.trials + 1 / b.trials));
  // Pooled p of 0 or 1 means both samples agree exactly: no evidence of a difference.
  const z = d === 0 ? 0 : d / standardError;
  return {
    estimate: d,
    interval: [d - Math.hypot(pA - lA, uB - pB), d + Math.hypot(uA - pA, pB - lB)],
    level,
    n: a.trials + b.trials,
    seed: options.seed,
    method: 'newcombe-hybrid-score',
    paired: false,
    nA: a.trials,
    nB: b.trials,
    standardError,
    z,
    pValue: twoSidedPValue(z),
    test: 'pooled-score-z',
    effect: { measure: 'cohen-h', value: cohensH(pA, pB) },
  };
}
