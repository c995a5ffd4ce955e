import { tForConfidence } from './studentT.ts';
import { sumsVariance } from './SumsTally.ts';

/**
 * Student's t interval for a mean from its running sums (n, sum, sum of squares), the form in which tallies
 * carry it: mean +- t(n - 1) s / sqrt(n). At small n the t quantile matters (12.71 at n = 2, 2.26 at n = 10,
 * against the normal's 1.96); at a simulation's large n the two agree.
 *
 * @example meanInterval(4, 10, 30, 0.95) // 2.5 +- 3.182446 sqrt(5/12): mean 2.5, sample variance 5/3, df 3
 */
export function meanInterval(n: number, sum: number, sumSquares: number, level = 0.95): [number, number] {
  if (n <= 1) return [-Infinity, Infinity];
  const mean = sum / n;
  const half = tForConfidence(level, n - 1) * Math.sqrt(sumsVariance({ n, sum, sumSquares }) / n);
  return [mean - half, mean + half];
}
