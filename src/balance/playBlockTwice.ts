import type { BlockExecutor } from '../sim/BlockExecutor.ts';
import type { BlockTask } from '../sim/BlockTask.ts';
import { SimError } from '../sim/SimError.ts';
import type { GroupTally } from '../sim/Tally.ts';

/**
 * Plays one block of group `group` on `executor`; a block that fails is played once more, as `run` does,
 * then a {@link SimError} `block-failed` names its trials, its cell and the trial that threw.
 *
 * @example const tally = await playBlockTwice(executor, task, 0);
 */
export async function playBlockTwice(
  executor: BlockExecutor,
  task: BlockTask,
  group: number,
): Promise<GroupTally> {
  const block = { group, from: task.from, to: task.to };
  let outcome = await executor.run(task, block);
  if (!outcome.ok) outcome = await executor.run(task, block);
  if (!outcome.ok)
    throw new SimError(
      'block-failed',
      `the block of trials ${task.from}..${task.to - 1} of cell "${outcome.cell ?? task.cells[0]!.key}" failed twice` +
        `${outcome.trial !== null ? `; trial ${outcome.trial} threw` : ''}: ${outcome.message}`,
    );
  return outcome.tally;
}
