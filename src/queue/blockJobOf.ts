import type { PlannedBlock } from '../sim/BlockScheduler.ts';
import type { Plan } from '../sim/Plan.ts';
import { BLOCK_JOB_FORMAT, blockJobId, type BlockJob } from './BlockJob.ts';
import type { QueuedJobs } from './QueuedJobs.ts';

/** What every job of one run shares: the experiment file's content, the run's flags and what made it. */
export interface RunIdentity {
  readonly experiment: unknown;
  readonly trials: number | null;
  readonly blockSize: number | null;
  readonly version: string;
  readonly rulesetHash: string;
}

/**
 * The job that plays one planned block on a queue worker: data only (see {@link BlockJob}).
 *
 * @example blockJobOf(plan, identity, { group: 0, from: 0, to: 4096 }).to === 4096
 */
export function blockJobOf(plan: Plan, identity: RunIdentity, block: PlannedBlock): BlockJob {
  const g = plan.groups[block.group]!;
  return {
    format: BLOCK_JOB_FORMAT,
    version: identity.version,
    rulesetHash: identity.rulesetHash,
    planId: plan.planId,
    experiment: identity.experiment,
    seed: plan.seed,
    trials: identity.trials,
    blockSize: identity.blockSize,
    group: block.group,
    cells: g.cells.map((c) => plan.experiment.cells[c]!.key),
    from: block.from,
    to: block.to,
  };
}

/**
 * An experiment run's jobs: one block job a planned block, named after the plan and the block.
 *
 * @example queueExecutor(target, experimentJobs(plan, identity))
 */
export function experimentJobs(plan: Plan, identity: RunIdentity): QueuedJobs {
  return {
    name: plan.experiment.name,
    jobOf: (block) => ({
      id: blockJobId(plan.planId, block),
      data: blockJobOf(plan, identity, block),
      cells: plan.groups[block.group]!.cells.length,
    }),
  };
}
