import type { BlockOutcome, BlockTask } from './BlockTask.ts';
import { BlockPlay } from './BlockPlay.ts';

const never = (): boolean => false;

/**
 * Plays one block to its end in this thread (see BlockPlay): trials `from` .. `to - 1` of every cell of a
 * stream group. `played[slot]`, when given, follows the count of trials played, for the runner's progress
 * display. Never throws: a failure comes back as an outcome naming the cell and trial.
 *
 * @example runBlock({ scenario: 'duel', cells, metrics, pairs: [], streamKey, from: 0, to: 1000, modules: [] })
 */
export function runBlock(task: BlockTask, played?: Int32Array, slot = 0): BlockOutcome {
  const block = new BlockPlay(task);
  block.play(never, played, slot);
  return block.outcome();
}
