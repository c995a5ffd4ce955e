import type { Estimate } from './Estimate.ts';

/**
 * A standardized size of a difference, so that a significant one can be told from a large one: Cohen's h for
 * proportions, Cohen's d for independent means, d_z (mean over standard deviation of the per-trial
 * differences) for paired ones.
 *
 * @example const e: EffectSize = { measure: 'cohen-h', value: 0.2 }; // "small" on Cohen's scale
 */
export interface EffectSize {
  readonly measure: 'cohen-h' | 'cohen-d' | 'cohen-d-z';
  readonly value: number;
}

/**
 * The estimated difference A - B of two cells with its interval, a two-sided test of "no difference" and an
 * effect size. Independent samples have `paired: false` and their own sizes; paired ones (common random
 * numbers: the same streams for both cells) have `nA = nB = n`, the number of pairs.
 *
 * @example
 * const d = proportionDifference({ successes: 56, trials: 70 }, { successes: 48, trials: 80 }, { seed: 1 });
 * d.interval; // [0.0524, 0.3339], Newcombe's method 10
 */
export interface Difference extends Estimate {
  readonly paired: boolean;
  readonly nA: number;
  readonly nB: number;
  /** The standard error the z statistic divides by; for proportions it is the one under "no difference". */
  readonly standardError: number;
  /** The test statistic: the score z for proportions, Student's (or Welch's) t for means and paired ones. */
  readonly z: number;
  /** Degrees of freedom of a t statistic (Welch-Satterthwaite for Welch); absent for a z. */
  readonly df?: number;
  /** Two-sided: P(|Z| >= |z|) from the standard normal or Student's t, or the exact binomial for McNemar. */
  readonly pValue: number;
  readonly test: 'pooled-score-z' | 'welch-t' | 'paired-t' | 'mcnemar-exact';
  readonly effect: EffectSize;
}
