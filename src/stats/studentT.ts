import { lnBeta } from './lnBeta.ts';
import { normalQuantile } from './normalQuantile.ts';
import { regularizedBeta } from './regularizedBeta.ts';
import { twoSidedPValue } from './twoSidedPValue.ts';

/**
 * The two-sided p-value of Student's t with `df` degrees of freedom (any real df > 0, as Welch's are),
 * P(|T| >= |t|) = I_x(df/2, 1/2) with x = df / (df + t^2) (Abramowitz and Stegun 26.7.1 with 26.5.27). The
 * incomplete beta's continued fraction keeps tiny p-values to full relative precision. An infinite df is the
 * normal.
 *
 * @example studentTwoSidedP(2.2621571627409915, 9) // 0.05
 */
export function studentTwoSidedP(t: number, df: number): number {
  if (Number.isNaN(t) || !(df > 0)) return NaN;
  if (df === Infinity) return twoSidedPValue(t);
  if (!Number.isFinite(t)) return 0;
  const t2 = t * t;
  return regularizedBeta(df / (df + t2), df / 2, 0.5, t2 / (df + t2));
}

/** The density of Student's t at t: (1 + t^2/df)^(-(df+1)/2) / (sqrt(df) B(df/2, 1/2)). */
function studentDensity(t: number, df: number): number {
  return Math.exp(-((df + 1) / 2) * Math.log1p((t * t) / df) - lnBeta(df / 2, 0.5)) / Math.sqrt(df);
}

/** Above this many degrees of freedom the expansion below is exact to double precision. */
const LARGE_DF = 1e4;

/**
 * The t quantile from the normal one z by the Cornish-Fisher expansion in 1/df, Abramowitz and Stegun 26.7.5:
 * its error is of order df^-5, nothing at df above 1e4, where the incomplete beta's continued fraction with x
 * near 1 converges too slowly to stop on a reliable step.
 */
function cornishFisherT(x: number, df: number): number {
  const x2 = x * x;
  const g1 = (x * (x2 + 1)) / 4;
  const g2 = (x * ((5 * x2 + 16) * x2 + 3)) / 96;
  const g3 = (x * (((3 * x2 + 19) * x2 + 17) * x2 - 15)) / 384;
  const g4 = (x * ((((79 * x2 + 776) * x2 + 1482) * x2 - 1920) * x2 - 945)) / 92160;
  return x + (g1 + (g2 + (g3 + g4 / df) / df) / df) / df;
}

/**
 * The two-sided critical value of Student's t for a confidence level: the t > 0 with P(|T| >= t) = 1 - level,
 * by Newton's method on {@link studentTwoSidedP} inside a bracket that bisection keeps. Small samples need it:
 * at 2 trials (df 1) the 95% value is 12.71 where the normal's is 1.96.
 *
 * @example tForConfidence(0.95, 9) // 2.2621571627409915, R's qt(0.975, 9)
 */
export function tForConfidence(level: number, df: number): number {
  if (!(level > 0 && level < 1))
    throw new RangeError(`a confidence level lies strictly between 0 and 1, got ${level}`);
  if (!(df > 0)) throw new RangeError(`Student's t needs df > 0, got ${df}`);
  const z = normalQuantile(0.5 + level / 2);
  if (df === Infinity) return z;
  if (df > LARGE_DF) return cornishFisherT(z, df);
  const alpha = 1 - level;
  // The t quantile lies above the normal one; double until the tail is below alpha.
  let lo = z;
  let hi = 2 * z;
  while (studentTwoSidedP(hi, df) > alpha) {
    lo = hi;
    hi *= 2;
  }
  let t = (lo + hi) / 2;
  for (let i = 0; i < 200; i++) {
    const excess = studentTwoSidedP(t, df) - alpha;
    if (excess > 0) lo = t;
    else hi = t;
    const next = t + excess / (2 * studentDensity(t, df));
    const step = next > lo && next < hi ? next : (lo + hi) / 2;
    if (Math.abs(step - t) <= 1e-15 * t) return step;
    t = step;
  }
  return t;
}
