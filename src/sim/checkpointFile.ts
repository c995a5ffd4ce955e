import { existsSync, readFileSync, rmSync } from 'node:fs';
import type { GroupState } from './BlockScheduler.ts';
import type { Plan } from './Plan.ts';
import { SimError } from './SimError.ts';
import { writeFileAtomic } from './writeFileAtomic.ts';

/**
 * A run's checkpoint: the plan it belongs to and every group's state (finished trial ranges and their
 * merged tally). Tallies are exact integer sums, so a resumed run ends with the same bits as one that was
 * never stopped.
 *
 * @example { format: 'triggernometry/checkpoint@1', planId: '9f2c...', experiment: 'duel-skills', seed: '1', groups: [...] }
 */
export interface Checkpoint {
  readonly format: 'triggernometry/checkpoint@1';
  readonly planId: string;
  readonly experiment: string;
  readonly seed: string;
  readonly groups: readonly GroupState[];
}

/** Writes the checkpoint of `plan` atomically. @example writeCheckpoint(path, plan, scheduler.states()) */
export function writeCheckpoint(path: string, plan: Plan, groups: readonly GroupState[]): void {
  const checkpoint: Checkpoint = {
    format: 'triggernometry/checkpoint@1',
    planId: plan.planId,
    experiment: plan.experiment.name,
    seed: String(plan.seed),
    groups,
  };
  writeFileAtomic(path, JSON.stringify(checkpoint));
}

/**
 * The group states of the checkpoint at `path`, or null when there is none. Throws a `checkpoint-mismatch`
 * error when it belongs to another plan (another experiment, seed, trial count, block size or shard).
 *
 * @example readCheckpoint('reports/duel-skills/checkpoints/9f2c.json', plan)
 */
export function readCheckpoint(path: string, plan: Plan): readonly GroupState[] | null {
  if (!existsSync(path)) return null;
  let checkpoint: Checkpoint;
  try {
    checkpoint = JSON.parse(readFileSync(path, 'utf8')) as Checkpoint;
  } catch (error) {
    throw new SimError(
      'checkpoint-mismatch',
      `${path} is not a readable checkpoint (${String(error)}); delete it to start afresh`,
    );
  }
  if (checkpoint.format !== 'triggernometry/checkpoint@1' || checkpoint.planId !== plan.planId)
    throw new SimError(
      'checkpoint-mismatch',
      `${path} is the checkpoint of another run (${checkpoint.experiment ?? '?'}, seed ${checkpoint.seed ?? '?'}): resume with the same file, --seed, --trials, --block-size and --shard, or delete it`,
    );
  if (checkpoint.groups.length !== plan.groups.length)
    throw new SimError(
      'checkpoint-mismatch',
      `${path} does not match the plan's groups; delete it to start afresh`,
    );
  return checkpoint.groups;
}

/** Removes a finished run's checkpoint. @example removeCheckpoint(path) */
export function removeCheckpoint(path: string): void {
  rmSync(path, { force: true });
}
