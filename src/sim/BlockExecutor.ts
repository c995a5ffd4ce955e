import type { BlockOutcome, BlockTask } from './BlockTask.ts';

/**
 * Where blocks are played: a worker pool, or the calling thread. `run` rejects when the block could not be
 * played at all (a worker that died); a block whose trials failed resolves to a failed outcome. A block once
 * started is not cancelled: blocks are short, so a run stops by launching no more and letting those in
 * flight finish (cancelling a pool task mid-flight races the worker's reply against its teardown).
 *
 * @example const outcome = await executor.run(task)
 */
export interface BlockExecutor {
  readonly workers: number;
  run(task: BlockTask): Promise<BlockOutcome>;
  close(): Promise<void>;
}
