import { blockTaskOf } from '../sim/blockTaskOf.ts';
import { checkExperiment } from '../sim/checkExperiment.ts';
import { contentHash } from '../sim/contentHash.ts';
import { MAX_TRIALS } from '../sim/experimentSchema.ts';
import type { Plan } from '../sim/Plan.ts';
import { planRun } from '../sim/planRun.ts';
import { rulesetHash } from '../sim/rulesetHash.ts';
import { plannedJob } from './plannedJob.ts';
import { BLOCK_JOB_FORMAT, type BlockJob } from './BlockJob.ts';
import { FAIR_COST_JOB_FORMAT } from './FairCostJob.ts';
import { readFairCostJob } from './readFairCostJob.ts';
import type { ReadJob } from './ReadJob.ts';

/**
 * Plans kept between jobs, by the content of what they were made from (never by the id a job claims, so
 * no job skips the schema check): checking and planning a study is not free.
 */
const plans = new Map<string, { readonly plan: Plan; readonly rulesetHash: string }>();
const MAX_PLANS = 32;

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const isCount = (v: unknown): v is number => Number.isSafeInteger(v) && (v as number) >= 0;

/** What is wrong with the job's fields outside the experiment, or null. */
function shapeProblem(data: Record<string, unknown>): string | null {
  if (data.format !== BLOCK_JOB_FORMAT) return `its format is not ${BLOCK_JOB_FORMAT}`;
  for (const field of ['version', 'rulesetHash', 'planId'] as const)
    if (typeof data[field] !== 'string') return `${field} is not a string`;
  if (!(typeof data.seed === 'string' || isCount(data.seed))) return 'seed is not an integer or a token';
  if (!(data.trials === null || (isCount(data.trials) && data.trials >= 1 && data.trials <= MAX_TRIALS)))
    return 'trials is not null or a trial count';
  if (!(data.blockSize === null || (isCount(data.blockSize) && data.blockSize >= 1)))
    return 'blockSize is not null or a positive integer';
  if (!isCount(data.group)) return 'group is not a group index';
  if (!(Array.isArray(data.cells) && data.cells.every((c) => typeof c === 'string')))
    return 'cells is not a list of cell keys';
  if (!(isCount(data.from) && isCount(data.to) && data.from < data.to))
    return 'from..to is not a trial range';
  if (!isRecord(data.experiment)) return 'experiment is not an experiment file';
  return null;
}

function planOf(job: BlockJob): { readonly plan: Plan; readonly rulesetHash: string } {
  const id = contentHash({
    experiment: job.experiment,
    seed: job.seed,
    trials: job.trials,
    blockSize: job.blockSize,
  });
  let known = plans.get(id);
  if (!known) {
    const experiment = checkExperiment(job.experiment, '<queued experiment>');
    const plan = planRun(experiment, {
      seed: job.seed,
      ...(job.trials !== null ? { trials: job.trials } : {}),
      ...(job.blockSize !== null ? { blockSize: job.blockSize } : {}),
    });
    if (plans.size >= MAX_PLANS) plans.clear();
    known = { plan, rulesetHash: rulesetHash(experiment) };
    plans.set(id, known);
  }
  return known;
}

/**
 * Reads a job taken from the queue as untrusted data (a fair-cost study's job goes to readFairCostJob): checks its fields, refuses a job made by another
 * tool version, checks the experiment with the experiment schema and plans it, refuses it when this
 * worker's ruleset tables or plan differ from the run's, and builds the block's task.
 *
 * @example const read = readBlockJob(job.data); if ('refusal' in read) throw new UnrecoverableError(read.refusal);
 */
export function readBlockJob(data: unknown): ReadJob {
  if (!isRecord(data)) return { refusal: 'the job is not a triggernometry block' };
  if (data.format === FAIR_COST_JOB_FORMAT) return readFairCostJob(data);
  const problem = shapeProblem(data);
  if (problem) return { refusal: `the job is not a triggernometry block: ${problem}` };
  const job = data as unknown as BlockJob;
  const known = plannedJob(job, 'experiment', () => planOf(job));
  if ('refusal' in known) return known;
  const { plan } = known;
  if (plan.planId !== job.planId)
    return {
      refusal: `the worker plans this run otherwise (plan ${plan.planId.slice(0, 12)}, job ${job.planId.slice(0, 12)})`,
    };
  const group = plan.groups[job.group];
  const limit = plan.trials.kind === 'fixed' ? plan.trials.trials : plan.trials.maxTrials;
  const keys = group?.cells.map((c) => plan.experiment.cells[c]!.key) ?? [];
  if (!group || keys.join('\u0000') !== job.cells.join('\u0000') || job.to > limit)
    return { refusal: `block ${job.group}:${job.from}..${job.to} is not a block of its plan` };
  const block = { group: job.group, from: job.from, to: job.to };
  return { task: blockTaskOf(plan, block, []), block };
}
