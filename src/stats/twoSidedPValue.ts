import { regularizedGammaQ } from './regularizedGammaQ.ts';

/**
 * The two-sided p-value of a standard normal statistic, P(|Z| >= |z|). Z^2 is chi-square with one degree of
 * freedom, so this is Q(1/2, z^2/2): the continued fraction keeps tiny p-values to full relative precision,
 * where 2 (1 - Phi(|z|)) would lose them to cancellation.
 *
 * @example twoSidedPValue(1.959963984540054) // 0.05
 */
export function twoSidedPValue(z: number): number {
  if (Number.isNaN(z)) return NaN;
  return regularizedGammaQ(0.5, (z * z) / 2);
}
