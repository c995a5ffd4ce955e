import type { BlockExecutor } from '../sim/BlockExecutor.ts';
import type { Plan } from '../sim/Plan.ts';
import { readYamlFile } from '../sim/readYamlFile.ts';
import { rulesetHash } from '../sim/rulesetHash.ts';
import { toolVersion } from '../sim/toolInfo.ts';
import { experimentJobs } from './blockJobOf.ts';
import { queueExecutor } from './queueExecutor.ts';
import { reachQueue } from './reachQueue.ts';

/** A run's flags that its jobs carry, so that workers plan the run as it was planned. */
export interface QueueRunFlags {
  readonly trials: number | null;
  readonly blockSize: number | null;
  /** What the jobs say made them (default: this tool's version); a worker of another refuses them. */
  readonly version?: string;
  readonly onNote?: (text: string) => void;
}

/**
 * Gets a run ready to play on the queue at `url`: reads the URL (a bad one is a `bad-request`), checks
 * within a few seconds that Redis answers, and reads the experiment file whose content every job carries.
 * Returns the runner's `dispatch` option.
 *
 * @example executeRun(file, { dispatch: await queueDispatch('redis://127.0.0.1:6379', file, { trials: null, blockSize: null }) })
 */
export async function queueDispatch(
  url: string,
  file: string,
  flags: QueueRunFlags,
): Promise<(plan: Plan) => Promise<BlockExecutor>> {
  const target = await reachQueue(url, flags.onNote);
  const experiment = readYamlFile(file, 'experiment file').value;
  return (plan) =>
    queueExecutor(
      target,
      experimentJobs(plan, {
        experiment,
        trials: flags.trials,
        blockSize: flags.blockSize,
        version: flags.version ?? toolVersion(),
        rulesetHash: rulesetHash(plan.experiment),
      }),
    );
}
