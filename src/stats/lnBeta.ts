import { gammaln } from 'simple-statistics';

const LN_SQRT_2PI = 0.5 * Math.log(2 * Math.PI);

/**
 * The remainder of Stirling's series, ln Gamma(x) - ((x - 1/2) ln x - x + ln sqrt(2 pi)), for x >= 10: the
 * terms 1/(12x) - 1/(360x^3) + 1/(1260x^5) - 1/(1680x^7) + 1/(1188x^9) leave less than 1e-14 (Abramowitz and
 * Stegun 6.1.41). Kept apart so that ln B(a, b) of large a and b never subtracts two huge ln Gammas.
 */
function stirlingRemainder(x: number): number {
  const r = 1 / (x * x);
  return (1 / x) * (1 / 12 - r * (1 / 360 - r * (1 / 1260 - r * (1 / 1680 - r / 1188))));
}

/**
 * ln B(a, b) = ln Gamma(a) + ln Gamma(b) - ln Gamma(a + b), to about 1e-14 absolute for any a, b > 0. When an
 * argument is large the ln Gammas are huge and nearly cancel, so those cases combine Stirling's series by hand,
 * as R's `lbeta` does (R Core, src/nmath/lbeta.c): the leading terms cancel exactly and only the small
 * remainders are subtracted.
 *
 * @example lnBeta(2, 3) // ln(1/12)
 */
export function lnBeta(a: number, b: number): number {
  const p = Math.min(a, b);
  const q = Math.max(a, b);
  if (!(p > 0)) throw new RangeError(`lnBeta needs a, b > 0, got ${a}, ${b}`);
  if (p >= 10) {
    const corr = stirlingRemainder(p) + stirlingRemainder(q) - stirlingRemainder(p + q);
    return (
      -0.5 * Math.log(q) +
      LN_SQRT_2PI +
      corr +
      (p - 0.5) * Math.log(p / (p + q)) +
      q * Math.log1p(-p / (p + q))
    );
  }
  if (q >= 10) {
    const corr = stirlingRemainder(q) - stirlingRemainder(p + q);
    return gammaln(p) + corr + p - p * Math.log(p + q) + (q - 0.5) * Math.log1p(-p / (p + q));
  }
  return gammaln(p) + gammaln(q) - gammaln(p + q);
}
