import { regularizedBeta } from './regularizedBeta.ts';

/**
 * The p-quantile of Beta(a, b): the x with I_x(a, b) = p, by bisection (I_x is increasing in x), to the last
 * bit of a double. Used for Clopper-Pearson limits, where a and b are small counts.
 *
 * @example betaQuantile(0.5, 1, 1) // 0.5
 */
export function betaQuantile(p: number, a: number, b: number): number {
  if (!(p >= 0 && p <= 1)) throw new RangeError(`a beta quantile needs 0 <= p <= 1, got ${p}`);
  let lo = 0;
  let hi = 1;
  for (let i = 0; i < 1100 && hi - lo > 0; i++) {
    const mid = (lo + hi) / 2;
    if (mid === lo || mid === hi) break;
    if (regularizedBeta(mid, a, b) < p) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}
