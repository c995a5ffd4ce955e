import { sumsVariance, type SumsTally } from './SumsTally.ts';

/**
 * d_z, the effect size of a paired difference: the mean of the per-trial differences over their standard
 * deviation (Cohen, 1988; Lakens, "Calculating and reporting effect sizes", Frontiers in Psychology 4:863,
 * 2013), from a tally of the differences. 0 when the mean difference is 0.
 *
 * @example cohensDz({ n: 4, sum: 4, sumSquares: 6 }) // differences 0, 1, 1, 2: mean 1, sd sqrt(2/3)
 */
export function cohensDz(d: SumsTally): number {
  const mean = d.sum / d.n;
  return mean === 0 ? 0 : mean / Math.sqrt(sumsVariance(d));
}
