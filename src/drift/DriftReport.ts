import type { Seed } from '../dice/StreamKey.ts';
import type { DriftRow } from './DriftRow.ts';
import type { DriftTolerance } from './DriftTolerance.ts';
import type { SamplingRelation } from './SamplingRelation.ts';

/**
 * What a drift report says of each side: seed, digest, ruleset hash, trials per cell, the tool's version.
 *
 * @example report.run.rulesetHash !== report.reference.rulesetHash // the rules changed
 */
export interface DriftSide {
  readonly seed: Seed;
  readonly digest: string;
  readonly rulesetHash: string;
  readonly trials: { readonly min: number; readonly max: number };
  readonly version: string;
  readonly gitCommit: string | null;
}

/**
 * A run compared with a reference run of the same experiment, metric by metric and cell by cell: whether the
 * rules changed (the ruleset hash), how the samples relate, the tolerance and significance level used, every
 * comparison, and how many drifted (significant after Holm and beyond tolerance).
 *
 * @example const report = driftResults(run, reference); process.exitCode = report.drifted > 0 ? 1 : 0;
 */
export interface DriftReport {
  readonly experiment: string;
  readonly run: DriftSide;
  readonly reference: DriftSide;
  /** The ruleset hashes differ: the rules' tables or options changed since the reference was made. */
  readonly rulesetChanged: boolean;
  readonly sampling: SamplingRelation;
  readonly tolerance: DriftTolerance;
  /** The family-wise error rate Holm's correction holds all comparisons to. */
  readonly alpha: number;
  /** The intervals' confidence level. */
  readonly level: number;
  readonly rows: readonly DriftRow[];
  /** Comparisons that cannot be made (a mean over fewer than 2 trials), as `cell metric: why`. */
  readonly skipped: readonly string[];
  /** How many rows drifted. */
  readonly drifted: number;
}
