import type { FairCostPlan } from '../balance/fairCost/fairCostPlan.ts';
import type { FairCostStudy } from '../balance/fairCost/FairCostStudy.ts';
import type { Seed } from '../dice/StreamKey.ts';
import { fafdmRulesetContent } from '../rules/fafdm/fafdmRuleset.ts';
import { contentHash } from '../sim/contentHash.ts';
import { blockJobId } from './BlockJob.ts';
import type { QueuedJobs } from './QueuedJobs.ts';

export const FAIR_COST_JOB_FORMAT = 'triggernometry/fair-cost-job@1';

/**
 * A queued block of a fair-cost study: data only, never code. The study travels as the study file's
 * content, which the worker checks with the study's reader and cuts into blocks again (with the run's seed
 * and trial count) before playing trials `from` .. `to - 1` of band `group`. `version`, `rulesetHash` and
 * `planId` say what made the job: a worker whose own differ refuses it.
 *
 * @example { format: FAIR_COST_JOB_FORMAT, study: { name: 'fafdm-weapons', ... }, file: 'fafdm-weapons.yaml', seed: null, trials: 500, group: 0, from: 0, to: 250, ... }
 */
export interface FairCostJob {
  readonly format: typeof FAIR_COST_JOB_FORMAT;
  readonly version: string;
  readonly rulesetHash: string;
  readonly planId: string;
  readonly study: unknown;
  /** The study file's name as the run gave it: part of the study, and so of its plan. */
  readonly file: string;
  /** The run's --seed and --trials, or null for the file's own. */
  readonly seed: Seed | null;
  readonly trials: number | null;
  readonly group: number;
  readonly from: number;
  readonly to: number;
}

/** The run's study file and its flags, which every job carries. */
export interface FairCostRunIdentity {
  readonly study: unknown;
  readonly file: string;
  readonly seed: Seed | null;
  readonly trials: number | null;
  readonly version: string;
}

/**
 * A hash of the FAFDM tables and option values a study plays: a worker whose tables differ refuses its
 * jobs rather than mix its games into the run's.
 *
 * @example fairCostRulesetHash(study) // 64 hex digits
 */
export function fairCostRulesetHash(study: FairCostStudy): string {
  const options = study.skirmish.options;
  return contentHash({ ruleset: 'fafdm', options, content: fafdmRulesetContent(options) });
}

/**
 * A fair-cost study's jobs: one a block, named after the study's plan and the block, so a resumed study
 * re-attaches to the jobs of its blocks.
 *
 * @example queueExecutor(target, fairCostJobs(study, fairCostPlan(study), identity))
 */
export function fairCostJobs(
  study: FairCostStudy,
  plan: FairCostPlan,
  identity: FairCostRunIdentity,
): QueuedJobs {
  const hash = fairCostRulesetHash(study);
  return {
    name: study.name,
    jobOf: (block) => {
      const data: FairCostJob = {
        format: FAIR_COST_JOB_FORMAT,
        version: identity.version,
        rulesetHash: hash,
        planId: plan.planId,
        study: identity.study,
        file: identity.file,
        seed: identity.seed,
        trials: identity.trials,
        group: block.group,
        from: block.from,
        to: block.to,
      };
      const first = plan.blocks.find((b) => b.group === block.group)!;
      return { id: blockJobId(plan.planId, block), data, cells: first.task.cells.length };
    },
  };
}
