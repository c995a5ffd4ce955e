import type { BlockOutcome, BlockTask } from './BlockTask.ts';
import { runBlock } from './runBlock.ts';

const loaded = new Set<string>();

/** What the pool sends a worker: the block, and where to keep its count of trials played (see BlockWatch). */
export interface WorkerMessage {
  readonly task: BlockTask;
  readonly played?: Int32Array;
  readonly slot?: number;
}

/**
 * The worker-pool entry (piscina calls the default export with each task): loads the task's scenario
 * modules once, then plays the block. Built, it is dist/js/blockWorker.js; from the sources it is reached
 * through bin/simWorker.js, which registers the TypeScript loader in the new thread first.
 *
 * @example await pool.run({ task }) // a BlockOutcome
 */
export default async function blockWorker({ task, played, slot }: WorkerMessage): Promise<BlockOutcome> {
  for (const module of task.modules) {
    if (loaded.has(module)) continue;
    await import(module);
    loaded.add(module);
  }
  return runBlock(task, played, slot);
}
