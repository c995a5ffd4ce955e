import type { PlannedBlock } from '../sim/BlockScheduler.ts';

/**
 * What a run puts on the queue for each of its blocks: an experiment's run makes block jobs
 * ({@link BlockJob}), a fair-cost study makes fair-cost jobs. Jobs are data only; the worker checks and plans
 * them again (see readQueuedJob).
 *
 * @example queueExecutor(target, experimentJobs(plan, identity))
 */
export interface QueuedJobs {
  /** The name every job is added under: the experiment's or the study's. */
  readonly name: string;
  /** The job of a block: the same block of the same plan has the same id, so a resumed run re-attaches. */
  jobOf(block: PlannedBlock): QueuedJob;
}

/** A block's job: its id, its data, and how many cells the tally it returns must have. */
export interface QueuedJob {
  readonly id: string;
  readonly data: unknown;
  readonly cells: number;
}
