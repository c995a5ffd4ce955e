import type { Seed } from '../dice/StreamKey.ts';
import type { PlannedBlock } from '../sim/BlockScheduler.ts';
import type { GroupTally } from '../sim/Tally.ts';

/** The BullMQ queue every run and worker use: runs of different experiments share it and its workers. */
export const QUEUE_NAME = 'triggernometry-blocks';

export const BLOCK_JOB_FORMAT = 'triggernometry/block-job@1';

/**
 * A queued block: data only, never code. The experiment travels as the parsed experiment file, which the
 * worker checks with the experiment schema and plans again (with the run's seed, trial count and block
 * size) before playing trials `from` .. `to - 1` of group `group`. `version`, `rulesetHash` and `planId`
 * say what made the job: a worker whose own differ refuses it.
 *
 * @example { format: BLOCK_JOB_FORMAT, experiment: { name: 'duel-skills', ... }, seed: 1996, trials: null, blockSize: null, group: 0, cells: ['a.skills=[]'], from: 0, to: 65536, ... }
 */
export interface BlockJob {
  readonly format: typeof BLOCK_JOB_FORMAT;
  readonly version: string;
  readonly rulesetHash: string;
  readonly planId: string;
  readonly experiment: unknown;
  readonly seed: Seed;
  readonly trials: number | null;
  readonly blockSize: number | null;
  readonly group: number;
  /** The group's cell keys, so that a job can be read without planning it. */
  readonly cells: readonly string[];
  readonly from: number;
  readonly to: number;
}

/** What a worker returns for a job: the block's tally, exactly as a local thread returns it. */
export interface BlockJobResult {
  readonly tally: GroupTally;
}

/**
 * A block's job id: the same block of the same plan has the same id, so adding it again (a resumed run)
 * finds the job already there, finished or not, instead of playing the block twice.
 *
 * @example blockJobId('9f2c...', { group: 1, from: 0, to: 4096 }) === '9f2c4e1a77b0d3c5a1e2f3a4-g1-0-4096'
 */
export function blockJobId(planId: string, block: PlannedBlock): string {
  return `${planId.slice(0, 24)}-g${block.group}-${block.from}-${block.to}`;
}
