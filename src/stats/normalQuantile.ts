const SQRT_2PI = Math.sqrt(2 * Math.PI);

/**
 * The standard normal CDF, from the all-positive series erf(x) = 2/sqrt(pi) e^(-x^2) sum 2^n x^(2n+1) /
 * (1*3*...*(2n+1)), which has no cancellation, so it stays accurate to ~1e-16 absolute for |x| <= 8.
 */
export function normalCdf(x: number): number {
  const t = Math.abs(x) / Math.SQRT2;
  if (t > 6) return x > 0 ? 1 : 0;
  let term = t;
  let sum = t;
  for (let n = 1; term > sum * 1e-17; n++) {
    term *= (2 * t * t) / (2 * n + 1);
    sum += term;
  }
  const erf = (2 / Math.sqrt(Math.PI)) * Math.exp(-t * t) * sum;
  return x >= 0 ? 0.5 + erf / 2 : 0.5 - erf / 2;
}

/**
 * The standard normal quantile: the z with P(Z <= z) = p, by Newton's method on {@link normalCdf}.
 * (simple-statistics' `probit` reads a coarse table: 1.9572 for p = 0.975 where the true value is 1.95996.)
 *
 * @example normalQuantile(0.975) // 1.959963984540054
 */
export function normalQuantile(p: number): number {
  if (!(p > 0 && p < 1)) throw new RangeError(`normal quantile needs 0 < p < 1, got ${p}`);
  let z = 0;
  for (let i = 0; i < 100; i++) {
    const density = Math.exp((-z * z) / 2) / SQRT_2PI;
    const step = (normalCdf(z) - p) / Math.max(density, 1e-300);
    // Newton overshoots from the centre for p near 0 or 1; a capped step keeps it on the convex side.
    z -= Math.max(-1, Math.min(1, step));
    if (Math.abs(step) < 1e-15) break;
  }
  return z;
}

/** The two-sided critical value for a confidence level: 0.95 gives 1.96, 0.999 gives 3.29. */
export function zForConfidence(level: number): number {
  return normalQuantile(0.5 + level / 2);
}
