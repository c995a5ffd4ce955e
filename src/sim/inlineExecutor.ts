import type { BlockExecutor } from './BlockExecutor.ts';
import { runBlock } from './runBlock.ts';

/**
 * Plays blocks in the calling thread, one at a time (`--workers 0`): no pool, for debugging and profiling.
 * It yields to the event loop between blocks so that a stop request is heard.
 *
 * @example const inline = inlineExecutor(); await inline.run(task, signal);
 */
export function inlineExecutor(): BlockExecutor {
  return {
    workers: 0,
    async run(task, signal) {
      await new Promise<void>((resolve) => setImmediate(resolve));
      signal.throwIfAborted();
      return runBlock(task);
    },
    close: () => Promise.resolve(),
  };
}
