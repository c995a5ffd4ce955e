import type { Seed } from '../dice/StreamKey.ts';
import type { MetricDefinition } from '../scenarios/Scenario.ts';
import type { Experiment, TrialRule } from './Experiment.ts';
import type { Shard } from './Shard.ts';
import type { GroupLayout } from './Tally.ts';

/** A comparison of two cells of one group: experiment cell indices, and the metrics differenced. */
export interface PlannedPair {
  readonly comparison: number;
  readonly baseline: number;
  readonly variant: number;
  readonly metrics: readonly string[];
}

/**
 * Cells that read the same trial streams, played together in lockstep: one block of the group plays trial t
 * of each of them, so each comparison's per-trial difference can be tallied.
 *
 * @example { index: 0, stream: 'duel/rwnn-extended/gunman[]/gunman[]/range=6', cells: [0, 1], ... }
 */
export interface PlannedGroup {
  readonly index: number;
  readonly stream: string;
  readonly streamKey: readonly [number, number, number, number];
  /** Experiment cell indices, in experiment order. */
  readonly cells: readonly number[];
  readonly pairs: readonly PlannedPair[];
  /** Trials per block. */
  readonly blockSize: number;
  readonly layout: GroupLayout;
}

/**
 * Everything needed to run an experiment, fixed before the first trial: the seed and trial rule in force
 * (after any command-line override), the stream groups and their block sizes, the shard. Its hashes name
 * it: `experimentHash` what the numbers depend on, `planId` that and how the trials are cut into blocks.
 *
 * @example const plan = planRun(experiment, { seed: 7 }); plan.groups.length
 */
export interface Plan {
  readonly experiment: Experiment;
  readonly seed: Seed;
  readonly trials: TrialRule;
  readonly metrics: readonly MetricDefinition[];
  readonly groups: readonly PlannedGroup[];
  /** For each experiment cell, its group. */
  readonly groupOfCell: readonly number[];
  /**
   * The trial counts below the trial limit at which each cell's cumulative tally is recorded (see
   * convergenceGrid). Every one is a block boundary: blocks are cut there.
   */
  readonly convergence: readonly number[];
  readonly shard: Shard | null;
  readonly experimentHash: string;
  readonly planId: string;
}
