import { betaQuantile } from './betaQuantile.ts';
import type { Difference } from './Difference.ts';
import type { EstimateOptions } from './Estimate.ts';
import { pairedDifference } from './pairedDifference.ts';
import type { SumsTally } from './SumsTally.ts';

/** Below this many discordant pairs the paired t leans on too few of them: the exact McNemar test takes over. */
export const MCNEMAR_EXACT_BELOW = 25;

/** P(X <= k) + P(X >= m - k) for X ~ binomial(m, 1/2) and k <= m/2: exact sums of integers over 2^m. */
function binomialHalfTwoSided(k: number, m: number): number {
  let term = 1; // C(m, 0)
  let sum = 1;
  for (let i = 1; i <= k; i++) {
    term = (term * (m - i + 1)) / i;
    sum += term;
  }
  return Math.min(1, (2 * sum) / 2 ** m);
}

/**
 * The paired difference of two proportions from the tally of d = A - B (each d is -1, 0 or 1), so that
 * sumSquares counts the discordant pairs m and sum is b - c (b pairs where only A succeeded, c where only B).
 * From {@link MCNEMAR_EXACT_BELOW} discordant pairs up it is the paired t of {@link pairedDifference}. Below,
 * it is McNemar's exact test: given m, b is binomial(m, theta) and "no difference" is theta = 1/2, so the
 * p-value is the two-sided binomial tail (R's binom.test(b, m) and mcnemar.exact of the exact2x2 package);
 * the interval is the Clopper-Pearson interval of theta (Clopper and Pearson, Biometrika 26:404-413, 1934)
 * carried over to the difference (b - c) / n = (m / n)(2 theta - 1), conditional on m as the test is. No
 * discordant pair at all gives the difference 0 with p = 1.
 *
 * @example pairedProportionDifference({ n: 100, sum: 6, sumSquares: 10 }, { seed: 1 }) // b 8, c 2: exact, p 0.109
 */
export function pairedProportionDifference(d: SumsTally, options: EstimateOptions): Difference {
  const paired = pairedDifference(d, options);
  const m = d.sumSquares;
  if (m >= MCNEMAR_EXACT_BELOW) return paired;
  const b = (m + d.sum) / 2;
  const c = (m - d.sum) / 2;
  if (!(Number.isInteger(b) && Number.isInteger(c) && b >= 0 && c >= 0))
    throw new RangeError(`a paired proportion tally needs d of -1, 0 or 1, got sum ${d.sum} of squares ${m}`);
  const alpha = 1 - paired.level;
  const lower = b === 0 ? 0 : betaQuantile(alpha / 2, b, m - b + 1);
  const upper = b === m ? 1 : betaQuantile(1 - alpha / 2, b + 1, m - b);
  const share = m / d.n;
  // The exact test has no degrees of freedom: the paired t's are left out.
  const rest: Difference = { ...paired };
  delete (rest as { df?: number }).df;
  return {
    ...rest,
    interval: m === 0 ? [0, 0] : [share * (2 * lower - 1), share * (2 * upper - 1)],
    method: 'mcnemar-exact',
    test: 'mcnemar-exact',
    pValue: m === 0 ? 1 : binomialHalfTwoSided(Math.min(b, c), m),
  };
}
