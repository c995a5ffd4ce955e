import type { Seed } from '../dice/StreamKey.ts';
import type { MetricTally } from '../sim/Tally.ts';
import type { Difference } from '../stats/Difference.ts';
import { meanDifference } from '../stats/meanDifference.ts';
import { proportionDifference } from '../stats/proportionDifference.ts';

/**
 * The difference run - reference of one metric from the two runs' tallies, as independent samples: Newcombe's
 * hybrid score interval and the pooled score test for a proportion (the tally's sum is its successes), Welch's
 * for a mean. Null when the tallies are too small to compare (no trial, or a mean over fewer than 2).
 *
 * @example metricDifference('proportion', run.tally.metrics.pAWins, ref.tally.metrics.pAWins, 1996)?.pValue
 */
export function metricDifference(
  kind: 'proportion' | 'mean',
  run: MetricTally,
  reference: MetricTally,
  seed: Seed,
): Difference | null {
  if (kind === 'proportion') {
    if (run.n < 1 || reference.n < 1) return null;
    return proportionDifference(
      { successes: run.sum, trials: run.n },
      { successes: reference.sum, trials: reference.n },
      { seed },
    );
  }
  if (run.n < 2 || reference.n < 2) return null;
  return meanDifference(run, reference, { seed });
}
