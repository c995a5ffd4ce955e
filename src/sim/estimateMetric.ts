import type { MetricDefinition } from '../scenarios/Scenario.ts';
import { meanInterval } from '../stats/meanInterval.ts';
import { pairedProportionDifference } from '../stats/pairedProportionDifference.ts';
import { wilsonInterval } from '../stats/wilsonInterval.ts';
import type { MetricTally } from './Tally.ts';

/** An estimate with its 95% interval, as every output of the runner writes it. */
export interface MetricEstimate {
  readonly estimate: number;
  readonly ci95: readonly [number, number];
}

/**
 * A metric's estimate from its tally: a proportion with the Wilson interval, a mean (or a paired difference,
 * `kind: 'mean'`) with the normal interval from its sums. Null without trials.
 *
 * @example estimateMetric('proportion', { n: 100, sum: 50, sumSquares: 50 }) // { estimate: 0.5, ci95: [0.404, 0.596] }
 */
export function estimateMetric(kind: MetricDefinition['kind'], t: MetricTally): MetricEstimate | null {
  if (t.n <= 0) return null;
  const estimate = t.sum / t.n;
  const ci95 = kind === 'proportion' ? wilsonInterval(t.sum, t.n) : meanInterval(t.n, t.sum, t.sumSquares);
  // A single trial gives a mean no interval: write the widest one JSON can hold rather than Infinity.
  const finite = (x: number, fallback: number): number => (Number.isFinite(x) ? x : fallback);
  return { estimate, ci95: [finite(ci95[0], -Number.MAX_VALUE), finite(ci95[1], Number.MAX_VALUE)] };
}

/**
 * A paired comparison's difference from the tally of per-trial differences d = variant - baseline: a mean of
 * d with Student's t interval, except for a proportion resting on fewer than 25 discordant pairs, which takes
 * McNemar's exact interval as the report does. Null without trials.
 *
 * @example estimatePairedDifference('proportion', { n: 100, sum: 6, sumSquares: 10 }) // exact: 8 vs 2 discordant
 */
export function estimatePairedDifference(
  kind: MetricDefinition['kind'],
  t: MetricTally,
): MetricEstimate | null {
  if (kind !== 'proportion' || t.n < 2) return estimateMetric('mean', t);
  // The seed only labels a report's estimate; this one is written without it.
  const d = pairedProportionDifference(t, { seed: 0 });
  return { estimate: d.estimate, ci95: d.interval };
}

/** Half the width of the 95% interval, or Infinity without one. @example halfWidth(e) <= 0.005 */
export function halfWidth(e: MetricEstimate | null): number {
  return e ? (e.ci95[1] - e.ci95[0]) / 2 : Infinity;
}
