import type { Results } from '../sim/Results.ts';

/**
 * How the run's trials relate to the reference's. `identical`: the same digest, so the same tallies and every
 * difference exactly 0. `same-seed`: both read the same dice trial by trial, so they are not independent
 * samples (a changed rule then moves the two runs' outcomes together, and intervals that treat them as
 * independent are wider than they need be: conservative). `independent`: different seeds.
 *
 * @example const s: SamplingRelation = 'same-seed';
 */
export type SamplingRelation = 'identical' | 'same-seed' | 'independent';

/**
 * The {@link SamplingRelation} of two runs of one experiment, from their digests and seeds.
 *
 * @example samplingRelation(run, reference) === 'identical' // nothing changed
 */
export function samplingRelation(run: Results, reference: Results): SamplingRelation {
  if (run.digest === reference.digest) return 'identical';
  // 1 and "1" name the same streams (see StreamKey).
  return String(run.seed) === String(reference.seed) ? 'same-seed' : 'independent';
}
