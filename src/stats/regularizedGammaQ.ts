import { gammaln } from 'simple-statistics';

const MAX_ITERATIONS = 1_000_000;
const TINY = 1e-300;

/**
 * The regularized upper incomplete gamma function Q(a, x) = Gamma(a, x) / Gamma(a), so that the chi-square
 * survival function is P(X^2_k >= x) = Q(k/2, x/2). Computed as in Numerical Recipes (Press et al., 3rd ed.,
 * section 6.2): the power series of P = 1 - Q below x = a + 1, the continued fraction of Q (modified Lentz)
 * above it, where each converges fast; the continued fraction keeps small tail probabilities to full
 * relative precision. ln Gamma(a) comes from simple-statistics' `gammaln` (Lanczos, g = 607/128).
 *
 * @example regularizedGammaQ(1, 2) // e^-2 = 0.1353352832366127
 */
export function regularizedGammaQ(a: number, x: number): number {
  if (!(a > 0) || Number.isNaN(x) || x < 0) throw new RangeError(`regularizedGammaQ needs a > 0 and x >= 0`);
  if (x === 0) return 1;
  if (x === Infinity) return 0;
  const logPrefix = a * Math.log(x) - x - gammaln(a);
  if (x < a + 1) {
    let term = 1 / a;
    let sum = term;
    for (let n = 1; n < MAX_ITERATIONS; n++) {
      term *= x / (a + n);
      sum += term;
      if (term <= sum * Number.EPSILON) return Math.max(0, 1 - sum * Math.exp(logPrefix));
    }
  } else {
    let b = x + 1 - a;
    let c = 1 / TINY;
    let d = 1 / b;
    let h = d;
    for (let i = 1; i < MAX_ITERATIONS; i++) {
      const an = -i * (i - a);
      b += 2;
      d = an * d + b;
      if (Math.abs(d) < TINY) d = TINY;
      c = b + an / c;
      if (Math.abs(c) < TINY) c = TINY;
      d = 1 / d;
      const step = d * c;
      h *= step;
      if (Math.abs(step - 1) <= Number.EPSILON) return Math.exp(logPrefix) * h;
    }
  }
  throw new RangeError(`regularizedGammaQ(${a}, ${x}) did not converge`);
}
