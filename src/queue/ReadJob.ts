import type { PlannedBlock } from '../sim/BlockScheduler.ts';
import type { BlockTask } from '../sim/BlockTask.ts';

/** A job read: the block to play, or why this worker will not play it (one line, shown to the run). */
export type ReadJob =
  { readonly task: BlockTask; readonly block: PlannedBlock } | { readonly refusal: string };
