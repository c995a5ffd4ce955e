import { fairCostPlan, type FairCostPlan } from '../balance/fairCost/fairCostPlan.ts';
import { checkFairCostStudy } from '../balance/fairCost/readFairCostStudy.ts';
import { contentHash } from '../sim/contentHash.ts';
import { FAIR_COST_JOB_FORMAT, fairCostRulesetHash, type FairCostJob } from './FairCostJob.ts';
import { plannedJob } from './plannedJob.ts';
import type { ReadJob } from './ReadJob.ts';

/** Studies cut into blocks, kept between jobs by the content they were made from (never by a claimed id). */
const plans = new Map<string, { readonly plan: FairCostPlan; readonly rulesetHash: string }>();
const MAX_PLANS = 8;

const isCount = (v: unknown): v is number => Number.isSafeInteger(v) && (v as number) >= 0;

/** What is wrong with the job's fields outside the study, or null. */
function shapeProblem(data: Record<string, unknown>): string | null {
  for (const field of ['version', 'rulesetHash', 'planId', 'file'] as const)
    if (typeof data[field] !== 'string') return `${field} is not a string`;
  if (!(data.seed === null || typeof data.seed === 'string' || Number.isSafeInteger(data.seed)))
    return 'seed is not null, an integer or a token';
  if (!(data.trials === null || (isCount(data.trials) && data.trials >= 100)))
    return 'trials is not null or a trial count';
  if (!isCount(data.group)) return 'group is not a band index';
  if (!(isCount(data.from) && isCount(data.to) && data.from < data.to))
    return 'from..to is not a trial range';
  return null;
}

function planOf(job: FairCostJob): { readonly plan: FairCostPlan; readonly rulesetHash: string } {
  const id = contentHash({ study: job.study, file: job.file, seed: job.seed, trials: job.trials });
  let known = plans.get(id);
  if (!known) {
    const read = checkFairCostStudy(job.study, job.file);
    const study = {
      ...read,
      ...(job.trials !== null ? { trials: job.trials } : {}),
      ...(job.seed !== null ? { seed: job.seed } : {}),
    };
    if (plans.size >= MAX_PLANS) plans.clear();
    known = { plan: fairCostPlan(study), rulesetHash: fairCostRulesetHash(study) };
    plans.set(id, known);
  }
  return known;
}

/**
 * Reads a fair-cost job taken from the queue as untrusted data, as readBlockJob reads an experiment's:
 * checks its fields, refuses a job of another tool version, checks the study with the study's reader and
 * cuts it into blocks, refuses it when this worker's tables or cut differ from the run's, and returns the
 * block's task.
 *
 * @example const read = readFairCostJob(job.data); if ('refusal' in read) throw new UnrecoverableError(read.refusal);
 */
export function readFairCostJob(data: Record<string, unknown>): ReadJob {
  if (data.format !== FAIR_COST_JOB_FORMAT)
    return { refusal: `the job is not a fair-cost block: its format is not ${FAIR_COST_JOB_FORMAT}` };
  const problem = shapeProblem(data);
  if (problem) return { refusal: `the job is not a fair-cost block: ${problem}` };
  const job = data as unknown as FairCostJob;
  const known = plannedJob(job, 'fair-cost study', () => planOf(job));
  if ('refusal' in known) return known;
  if (known.plan.planId !== job.planId)
    return {
      refusal: `the worker cuts this study otherwise (plan ${known.plan.planId.slice(0, 12)}, job ${job.planId.slice(0, 12)})`,
    };
  const found = known.plan.blocks.find(
    (b) => b.group === job.group && b.task.from === job.from && b.task.to === job.to,
  );
  if (!found) return { refusal: `block ${job.group}:${job.from}..${job.to} is not a block of its study` };
  return { task: found.task, block: { group: job.group, from: job.from, to: job.to } };
}
