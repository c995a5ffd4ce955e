import type { BlockExecutor } from './BlockExecutor.ts';
import { runBlock } from './runBlock.ts';

/**
 * Plays blocks in the calling thread, one at a time (`--workers 0`): no pool, for debugging and profiling.
 * It yields to the event loop before each block so that a stop request is heard between blocks.
 *
 * @example const inline = inlineExecutor(); await inline.run(task);
 */
export function inlineExecutor(): BlockExecutor {
  return {
    workers: 0,
    async run(task) {
      await new Promise<void>((resolve) => setImmediate(resolve));
      return runBlock(task);
    },
    close: () => Promise.resolve(),
  };
}
