import type { BlockOutcome, BlockTask } from './BlockTask.ts';

/**
 * Where blocks are played: a worker pool, or the calling thread. `run` rejects when the block could not be
 * played at all (a worker that died, an abort); a block whose trials failed resolves to a failed outcome.
 *
 * @example const outcome = await executor.run(task, signal)
 */
export interface BlockExecutor {
  readonly workers: number;
  run(task: BlockTask, signal: AbortSignal): Promise<BlockOutcome>;
  close(): Promise<void>;
}
