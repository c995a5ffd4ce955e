import { zForConfidence } from './normalQuantile.ts';

/**
 * A normal-approximation interval for a mean from its running sums (n, sum, sum of squares), the form in
 * which tallies carry it. Meant for the large n of a simulation, where the t and normal quantiles agree.
 *
 * @example meanInterval(4, 10, 30, 0.95) // mean 2.5 with sample variance 5/3
 */
export function meanInterval(n: number, sum: number, sumSquares: number, level = 0.95): [number, number] {
  if (n <= 1) return [-Infinity, Infinity];
  const mean = sum / n;
  const variance = Math.max(0, (sumSquares - n * mean * mean) / (n - 1));
  const half = zForConfidence(level) * Math.sqrt(variance / n);
  return [mean - half, mean + half];
}
