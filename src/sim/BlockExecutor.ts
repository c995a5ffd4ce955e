import type { PlannedBlock } from './BlockScheduler.ts';
import type { BlockOutcome, BlockTask } from './BlockTask.ts';

/**
 * Where blocks are played: a worker pool, the calling thread, or a job queue served by other processes.
 * `run` rejects when the block could not be played at all (a worker that died); a block whose trials failed
 * resolves to a failed outcome. A block once started is not cancelled: blocks are short, so a run stops by
 * launching no more and letting those in flight finish (cancelling a pool task mid-flight races the
 * worker's reply against its teardown).
 *
 * @example const outcome = await executor.run(task, block)
 */
export interface BlockExecutor {
  /** Threads of this process that play blocks (0 when they are played elsewhere or in the calling thread). */
  readonly workers: number;
  /** Blocks handed out at once (default: twice the workers, at least one): a queue takes every block there is. */
  readonly window?: number;
  /** Plays a block; `block` names it in the plan (a queue names its job after it). */
  run(task: BlockTask, block: PlannedBlock): Promise<BlockOutcome>;
  close(): Promise<void>;
}
