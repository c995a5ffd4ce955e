import { zForConfidence } from './normalQuantile.ts';

/**
 * The Wilson score interval for a binomial proportion (Wilson, 1927): honest near 0 and 1, where the
 * normal-approximation interval collapses to a point.
 *
 * @example wilsonInterval(50, 100, 0.95) // [0.4038, 0.5962]
 */
export function wilsonInterval(successes: number, trials: number, level = 0.95): [number, number] {
  if (trials <= 0) return [0, 1];
  const z = zForConfidence(level);
  const p = successes / trials;
  const z2n = (z * z) / trials;
  const centre = (p + z2n / 2) / (1 + z2n);
  const half = (z / (1 + z2n)) * Math.sqrt((p * (1 - p)) / trials + z2n / (4 * trials));
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}
