import type { Estimate, EstimateOptions } from './Estimate.ts';
import type { Histogram } from './Histogram.ts';
import { zForConfidence } from './normalQuantile.ts';

/**
 * Where rank r (0..N, continuous) falls, in bin units from the lower edge: the inverse of the histogram's
 * CDF with observations spread evenly within each bin, the grouped-data rule L + (r - F) / f * w. -Infinity
 * or Infinity when the rank falls among the underflow or the overflow, whose values the histogram has lost.
 */
function positionAtRank(h: Histogram, r: number): number {
  if (r < h.underflow) return -Infinity;
  let before = h.underflow;
  for (let i = 0; i < h.counts.length; i++) {
    const c = h.counts[i]!;
    if (c > 0 && before + c >= r) return i + Math.max(0, r - before) / c;
    before += c;
  }
  return Infinity;
}

/**
 * The q-quantile of a histogram's observations, by linear interpolation within its bin (the grouped-data
 * median formula L + (N q - F) / f * w, for any q), with a distribution-free interval from order statistics:
 * the ranks N q +- z sqrt(N q (1 - q)) (the normal approximation to the binomial count of observations below
 * the true quantile; Conover, Practical Nonparametric Statistics, 3rd ed., 1999, section 3.2), widened out to
 * the edges of the bins they fall in, since the histogram does not know where in a bin an observation lay.
 * A bound that falls among the underflow or overflow is -Infinity or Infinity.
 *
 * @example
 * // classes 0-10: 5, 10-20: 8, 20-30: 12, 30-40: 10, 40-50: 5 observations
 * histogramQuantile({ lower: 0, width: 10, counts: [5, 8, 12, 10, 5], underflow: 0, overflow: 0 }, 0.5, { seed: 1 })
 * // estimate 20 + (20 - 13) / 12 * 10 = 25.83
 */
export function histogramQuantile(h: Histogram, q: number, options: EstimateOptions): Estimate {
  if (!(q >= 0 && q <= 1)) throw new RangeError(`a quantile needs 0 <= q <= 1, got ${q}`);
  const n = h.underflow + h.overflow + h.counts.reduce((a, b) => a + b, 0);
  if (!(n > 0)) throw new RangeError('a quantile needs at least one observation');
  const level = options.level ?? 0.95;
  const rank = n * q;
  const half = zForConfidence(level) * Math.sqrt(n * q * (1 - q));
  const at = (u: number): number => h.lower + h.width * u;
  return {
    estimate: at(positionAtRank(h, rank)),
    interval: [
      at(Math.floor(positionAtRank(h, Math.max(0, rank - half)))),
      at(Math.ceil(positionAtRank(h, Math.min(n, rank + half)))),
    ],
    level,
    n,
    seed: options.seed,
    method: 'histogram-quantile',
  };
}
