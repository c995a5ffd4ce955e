import type { BlockExecutor } from './BlockExecutor.ts';
import { BlockPlay } from './BlockPlay.ts';

/** The longest stretch of trials between two yields to the event loop, in milliseconds. */
const STRETCH_MS = 50;

const yieldToLoop = (): Promise<void> => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Plays blocks in the calling thread, one at a time (`--workers 0`): no pool, for debugging and profiling.
 * A block is played in stretches of at most about 50 ms with a yield to the event loop between them, so
 * that the progress display moves and a stop request (Ctrl-C, SIGTERM) is heard inside a long block: the
 * block is then abandoned, unfinished and untallied, and the run checkpoints the blocks before it. The clock
 * only decides where a stretch ends; the tally is the same however the block is cut.
 *
 * @example const inline = inlineExecutor(); await inline.run(task, block);
 */
export function inlineExecutor(): BlockExecutor {
  return {
    workers: 0,
    async run(task, _block, watch) {
      const play = new BlockPlay(task);
      for (;;) {
        await yieldToLoop();
        if (watch?.signal.aborted) throw new Error('stopped before the block was played to its end');
        if (play.done) return play.outcome();
        const ends = performance.now() + STRETCH_MS;
        play.play(() => performance.now() >= ends, watch?.played, watch?.slot);
      }
    },
    close: () => Promise.resolve(),
  };
}
