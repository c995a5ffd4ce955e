import type { PlannedBlock } from './BlockScheduler.ts';
import type { BlockOutcome, BlockTask } from './BlockTask.ts';

/**
 * How the runner watches a block in flight: the player keeps `played[slot]` at its count of trials played
 * (the array is shared with worker threads), so that progress moves inside a long block; `signal` is the
 * run's stop request, which the calling thread's player heeds between stretches of trials (a worker
 * thread's block is left to finish). Neither touches what the block computes.
 */
export interface BlockWatch {
  readonly played: Int32Array;
  readonly slot: number;
  readonly signal: AbortSignal;
}

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
  /**
   * Plays a block; `block` names it in the plan (a queue names its job after it). `watch`, when given, is
   * kept up to date where the executor can (a queue's remote workers report only whole blocks).
   */
  run(task: BlockTask, block: PlannedBlock, watch?: BlockWatch): Promise<BlockOutcome>;
  close(): Promise<void>;
}
