import { sumsVariance, type SumsTally } from './SumsTally.ts';

/**
 * Cohen's d, the standardized difference of two independent means: (mean A - mean B) / s, s the pooled
 * standard deviation sqrt(((nA - 1) sA^2 + (nB - 1) sB^2) / (nA + nB - 2)) (Cohen, 1988, chapter 2).
 * 0 when both means agree, infinite when they differ and neither sample varies.
 *
 * @example cohensD({ n: 3, sum: 6, sumSquares: 14 }, { n: 3, sum: 3, sumSquares: 5 }) // (2 - 1) / 1 = 1
 */
export function cohensD(a: SumsTally, b: SumsTally): number {
  const diff = a.sum / a.n - b.sum / b.n;
  if (diff === 0) return 0;
  const pooled = ((a.n - 1) * sumsVariance(a) + (b.n - 1) * sumsVariance(b)) / (a.n + b.n - 2);
  return diff / Math.sqrt(pooled);
}
