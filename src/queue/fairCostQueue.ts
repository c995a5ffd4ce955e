import { fairCostPlan } from '../balance/fairCost/fairCostPlan.ts';
import type { FairCostStudy } from '../balance/fairCost/FairCostStudy.ts';
import type { Seed } from '../dice/StreamKey.ts';
import type { BlockExecutor } from '../sim/BlockExecutor.ts';
import { readYamlFile } from '../sim/readYamlFile.ts';
import { toolVersion } from '../sim/toolInfo.ts';
import { fairCostJobs } from './FairCostJob.ts';
import { queueExecutor } from './queueExecutor.ts';
import { reachQueue } from './reachQueue.ts';

/** The study's flags that its jobs carry, so that workers cut the study as the run cut it. */
export interface FairCostQueueFlags {
  readonly seed: Seed | null;
  readonly trials: number | null;
  /** What the jobs say made them (default: this tool's version); a worker of another refuses them. */
  readonly version?: string;
  readonly onNote?: (text: string) => void;
}

/**
 * Gets a fair-cost study ready to play on the queue at `url`, as queueDispatch does for a run: reads the URL
 * (a bad one is a `bad-request`), checks within a few seconds that Redis answers, and reads the study file
 * whose content every job carries. Returns the executor to hand to playFairCostStudy.
 *
 * @example await playFairCostStudy(study, await fairCostQueue(url, file, study, { seed: null, trials: null }))
 */
export async function fairCostQueue(
  url: string,
  file: string,
  study: FairCostStudy,
  flags: FairCostQueueFlags,
): Promise<BlockExecutor> {
  const target = await reachQueue(url, flags.onNote);
  const content = readYamlFile(file, 'fair-cost study file').value;
  return queueExecutor(
    target,
    fairCostJobs(study, fairCostPlan(study), {
      study: content,
      file,
      seed: flags.seed,
      trials: flags.trials,
      version: flags.version ?? toolVersion(),
    }),
  );
}
