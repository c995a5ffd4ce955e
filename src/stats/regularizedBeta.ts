import { lnBeta } from './lnBeta.ts';

const MAX_ITERATIONS = 1_000_000;
const TINY = 1e-300;
const EPSILON = 1e-16;

/** The continued fraction of I_x(a, b) (Numerical Recipes, 3rd ed., section 6.4, modified Lentz). */
function betaContinuedFraction(a: number, b: number, x: number): number {
  let c = 1;
  let d = 1 - ((a + b) * x) / (a + 1);
  if (Math.abs(d) < TINY) d = TINY;
  d = 1 / d;
  let h = d;
  for (let m = 1; m <= MAX_ITERATIONS; m++) {
    const m2 = 2 * m;
    let aa = (m * (b - m) * x) / ((a + m2 - 1) * (a + m2));
    d = 1 + aa * d;
    if (Math.abs(d) < TINY) d = TINY;
    c = 1 + aa / c;
    if (Math.abs(c) < TINY) c = TINY;
    d = 1 / d;
    h *= d * c;
    aa = (-(a + m) * (a + b + m) * x) / ((a + m2) * (a + m2 + 1));
    d = 1 + aa * d;
    if (Math.abs(d) < TINY) d = TINY;
    c = 1 + aa / c;
    if (Math.abs(c) < TINY) c = TINY;
    d = 1 / d;
    const step = d * c;
    h *= step;
    if (Math.abs(step - 1) < EPSILON) return h;
  }
  throw new RangeError(`the incomplete beta fraction did not converge for a = ${a}, b = ${b}, x = ${x}`);
}

/**
 * The regularized incomplete beta function I_x(a, b) = P(X <= x) for X ~ Beta(a, b), with y = 1 - x passed
 * beside x so that a caller who knows y to full precision (a t statistic's t^2 / (df + t^2)) does not lose it
 * in 1 - x. The continued fraction is evaluated on whichever side converges fast, x < (a + 1) / (a + b + 2),
 * and the other side by I_x(a, b) = 1 - I_y(b, a), so small tails keep their relative precision.
 *
 * @example regularizedBeta(0.5, 2, 3) // 11/16 = 0.6875
 */
export function regularizedBeta(x: number, a: number, b: number, y = 1 - x): number {
  if (!(a > 0 && b > 0) || !(x >= 0 && x <= 1))
    throw new RangeError(`regularizedBeta needs a, b > 0 and 0 <= x <= 1`);
  if (x === 0) return 0;
  if (y === 0) return 1;
  // ln x from y when x is near 1 (and the other way round): a large a or b multiplies any rounding of x.
  const lnX = x > 0.5 ? Math.log1p(-y) : Math.log(x);
  const lnY = y > 0.5 ? Math.log1p(-x) : Math.log(y);
  const logFront = a * lnX + b * lnY - lnBeta(a, b);
  if (x < (a + 1) / (a + b + 2)) return (Math.exp(logFront) * betaContinuedFraction(a, b, x)) / a;
  return 1 - (Math.exp(logFront) * betaContinuedFraction(b, a, y)) / b;
}
