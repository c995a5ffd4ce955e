import { deriveStreamKey } from '../../dice/StreamKey.ts';
import { fafdmSkirmishScenario } from '../../scenarios/fafdmSkirmish/fafdmSkirmishScenario.ts';
import type { JsonObject } from '../../scenarios/Scenario.ts';
import type { BlockTask } from '../../sim/BlockTask.ts';
import { contentHash } from '../../sim/contentHash.ts';
import { SimError } from '../../sim/SimError.ts';
import { fairCostGroup, type FairCostGroup } from './fairCostCells.ts';
import type { FairCostStudy } from './FairCostStudy.ts';

/** Trials per block: a band's cells play them side by side, about a second's work on one core. */
export const FAIR_COST_BLOCK_TRIALS = 250;
/** The one metric a fair-cost cell is measured by: side A (the band) wins. */
export const FAIR_COST_METRIC = 'pAWins';

/** One block of the study: its band (group) and its task, numbered across the study. */
export interface StudyBlock {
  readonly group: number;
  readonly task: BlockTask;
}

/** A study cut into blocks: its bands' cells, every block in order, and the id of that cut. */
export interface FairCostPlan {
  readonly groups: readonly FairCostGroup[];
  readonly blocks: readonly StudyBlock[];
  readonly planId: string;
}

const canonical = (setup: JsonObject): JsonObject => {
  const r = fafdmSkirmishScenario.normalize(setup);
  if ('issues' in r)
    throw new SimError('invalid-experiment', `a fair-cost cell is not a skirmish: ${r.issues[0]!.expected}`);
  return r.setup;
};

function blockTasks(study: FairCostStudy, g: FairCostGroup): BlockTask[] {
  const setups = [g.base, g.reference, ...g.subjects.map((s) => s.setup)].map(canonical);
  const cells = setups.map((setup, i) => ({
    key: i === 0 ? 'base' : i === 1 ? 'reference' : g.subjects[i - 2]!.subject,
    setup,
  }));
  const pairs = [
    { baseline: 0, variant: 1, metrics: [FAIR_COST_METRIC] },
    ...g.subjects.flatMap((_, k) => [
      { baseline: 0, variant: k + 2, metrics: [FAIR_COST_METRIC] },
      { baseline: 1, variant: k + 2, metrics: [FAIR_COST_METRIC] },
    ]),
  ];
  // One family of trial streams a band: every cell of it plays trial t on the same dice.
  const streamKey = deriveStreamKey(study.seed, `fair-cost/${study.name}/${g.band.band}`).words;
  const tasks: BlockTask[] = [];
  for (let from = 0; from < study.trials; from += FAIR_COST_BLOCK_TRIALS)
    tasks.push({
      modules: [],
      scenario: fafdmSkirmishScenario.name,
      streamKey,
      cells,
      metrics: [FAIR_COST_METRIC],
      pairs,
      from,
      to: Math.min(study.trials, from + FAIR_COST_BLOCK_TRIALS),
    });
  return tasks;
}

/**
 * Cuts a checked study into its blocks, the same on every machine: the run that prices it and a queue
 * worker that plays one of its blocks plan it alike, and `planId` says which cut a block belongs to.
 *
 * @example fairCostPlan(study).blocks.length // bands x ceil(trials / 250)
 */
export function fairCostPlan(study: FairCostStudy): FairCostPlan {
  const groups = study.bands.map((b) => fairCostGroup(study, b));
  const blocks = groups.flatMap((g, group) => blockTasks(study, g).map((task) => ({ group, task })));
  return { groups, blocks, planId: contentHash({ study, blockTrials: FAIR_COST_BLOCK_TRIALS }) };
}
