import { SimError } from '../sim/SimError.ts';
import { toolVersion } from '../sim/toolInfo.ts';

/**
 * The checks every queued job passes before its block is looked up, whatever made it (a run or a fair-cost
 * study): made by this tool version, its content accepted by its own reader and planned (`plan`, whose
 * SimError becomes the refusal, naming `what` was refused), and planned on the same rules tables. Returns the
 * plan, or the one-line refusal the run reports.
 *
 * @example const known = plannedJob(job, 'experiment', () => planOf(job)); if ('refusal' in known) return known;
 */
export function plannedJob<K extends { readonly rulesetHash: string }>(
  job: { readonly version: string; readonly rulesetHash: string },
  what: string,
  plan: () => K,
): K | { readonly refusal: string } {
  const mine = toolVersion();
  if (job.version !== mine)
    return {
      refusal: `a worker of triggernometry ${mine} refuses a block made by triggernometry ${job.version}: run workers of the run's version`,
    };
  let known: K;
  try {
    known = plan();
  } catch (error) {
    if (!(error instanceof SimError)) throw error;
    return { refusal: `the job's ${what} is refused: ${error.message}` };
  }
  if (known.rulesetHash !== job.rulesetHash)
    return {
      refusal: `a worker with ruleset hash ${known.rulesetHash.slice(0, 12)} refuses a block made with ruleset hash ${job.rulesetHash.slice(0, 12)}: the workers' rules tables differ from the run's`,
    };
  return known;
}
