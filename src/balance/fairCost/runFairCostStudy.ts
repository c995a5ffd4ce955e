import { performance } from 'node:perf_hooks';
import { deriveStreamKey } from '../../dice/StreamKey.ts';
import { gunPrice } from '../../rules/fafdm/campaign/equipmentTable.ts';
import { FAFDM_BANDS, type FafdmCharacterRow } from '../../rules/fafdm/tables/fafdmBands.ts';
import { fafdmSkirmishScenario } from '../../scenarios/fafdmSkirmish/fafdmSkirmishScenario.ts';
import type { JsonObject } from '../../scenarios/Scenario.ts';
import type { BlockExecutor } from '../../sim/BlockExecutor.ts';
import type { BlockTask } from '../../sim/BlockTask.ts';
import { inlineExecutor } from '../../sim/inlineExecutor.ts';
import { SimError } from '../../sim/SimError.ts';
import { playBlockTwice } from '../playBlockTwice.ts';
import { gitCommit, toolVersion } from '../../sim/toolInfo.ts';
import { addSums, emptySums, type PointSums } from '../PointSampler.ts';
import { fairCostGroup, type FairCostGroup } from './fairCostCells.ts';
import type { FairCostResults, FairCostRow, FairCostStudy, FairCostVerdict } from './FairCostStudy.ts';
import { worthRatio } from './worthRatio.ts';

/** Trials per block: a band's cells play them side by side, about a second's work on one core. */
const BLOCK_TRIALS = 250;
const Z95 = 1.959963984540054;
const METRIC = 'pAWins';

const canonical = (setup: JsonObject): JsonObject => {
  const r = fafdmSkirmishScenario.normalize(setup);
  if ('issues' in r)
    throw new SimError('invalid-experiment', `a fair-cost cell is not a skirmish: ${r.issues[0]!.expected}`);
  return r.setup;
};

/** Sums of a band's cells and of its pairs, added block by block. */
interface GroupSums {
  readonly cells: PointSums[];
  readonly pairs: PointSums[];
}

function blockTasks(study: FairCostStudy, g: FairCostGroup): BlockTask[] {
  const setups = [g.base, g.reference, ...g.subjects.map((s) => s.setup)].map(canonical);
  const cells = setups.map((setup, i) => ({
    key: i === 0 ? 'base' : i === 1 ? 'reference' : g.subjects[i - 2]!.subject,
    setup,
  }));
  const pairs = [
    { baseline: 0, variant: 1, metrics: [METRIC] },
    ...g.subjects.flatMap((_, k) => [
      { baseline: 0, variant: k + 2, metrics: [METRIC] },
      { baseline: 1, variant: k + 2, metrics: [METRIC] },
    ]),
  ];
  // One family of trial streams a band: every cell of it plays trial t on the same dice.
  const streamKey = deriveStreamKey(study.seed, `fair-cost/${study.name}/${g.band.band}`).words;
  const tasks: BlockTask[] = [];
  for (let from = 0; from < study.trials; from += BLOCK_TRIALS)
    tasks.push({
      modules: [],
      scenario: fafdmSkirmishScenario.name,
      streamKey,
      cells,
      metrics: [METRIC],
      pairs,
      from,
      to: Math.min(study.trials, from + BLOCK_TRIALS),
    });
  return tasks;
}

function verdict(listed: number, ci: readonly [number, number] | null): FairCostVerdict {
  if (!ci) return 'unknown';
  return listed > ci[1] ? 'over' : listed < ci[0] ? 'under' : 'within';
}

const rate = (s: PointSums): number => s.sum / s.n;

function rowsOf(
  study: FairCostStudy,
  g: FairCostGroup,
  sums: GroupSums,
  referenceCost: number,
): FairCostRow[] {
  // Weapons are priced as a swap for the six-shot, whose own Tab.15 price is taken as fair.
  const offset = study.price === 'weapons' ? gunPrice('six-shot') : 0;
  return g.subjects.map((s, k) => {
    const w = worthRatio(
      {
        base: sums.cells[0]!,
        reference: sums.cells[1]!,
        subject: sums.cells[k + 2]!,
        referenceMinusBase: sums.pairs[0]!,
        subjectMinusBase: sums.pairs[1 + 2 * k]!,
        subjectMinusReference: sums.pairs[2 + 2 * k]!,
      },
      Z95,
    );
    const dollars = (r: number): number => offset + referenceCost * r;
    const ci = w.ci ? ([dollars(w.ci[0]), dollars(w.ci[1])] as const) : null;
    return {
      band: g.band.band,
      subject: s.subject,
      name: s.name,
      listed: s.listed,
      fair: { estimate: dollars(w.estimate), ci95: ci },
      verdict: verdict(s.listed, ci),
      winRate: {
        base: rate(sums.cells[0]!),
        subject: rate(sums.cells[k + 2]!),
        reference: rate(sums.cells[1]!),
      },
      logit: { subject: w.subjectLogit, reference: w.referenceLogit },
    };
  });
}

/**
 * Plays a fair-cost study and prices every subject in dollars: for each band, its base skirmish, the same
 * with the reference character added to the opponent, and the same with each subject added (or swapped
 * in), all on the band's trial streams (common random numbers); the logistic model's steps give each
 * subject's worth in reference characters ({@link worthRatio}), times the reference's listed cost. Blocks
 * go through the runner's block code on any executor and are summed as integers, so the result does not
 * depend on the number of workers.
 *
 * @example const results = await runFairCostStudy(readFairCostStudy(file), poolExecutor(4));
 */
export async function runFairCostStudy(
  study: FairCostStudy,
  executor: BlockExecutor = inlineExecutor(),
): Promise<FairCostResults> {
  const started = performance.now();
  try {
    const groups = study.bands.map((b) => fairCostGroup(study, b));
    const sums: GroupSums[] = await Promise.all(
      groups.map(async (g, i) => {
        const tasks = blockTasks(study, g);
        const s: GroupSums = {
          cells: tasks[0]!.cells.map(() => emptySums()),
          pairs: tasks[0]!.pairs.map(() => emptySums()),
        };
        for (const tally of await Promise.all(tasks.map((t) => playBlockTwice(executor, t, i)))) {
          tally.cells.forEach((c, k) => addSums(s.cells[k]!, c.metrics[METRIC]!));
          tally.pairs.forEach((p, k) => addSums(s.pairs[k]!, p.differences[METRIC]!));
        }
        return s;
      }),
    );
    const refCard = (FAFDM_BANDS[study.opponent.band].characters as Record<string, FafdmCharacterRow>)[
      study.reference
    ]!;
    const rows = groups.flatMap((g, i) => rowsOf(study, g, sums[i]!, refCard.cost));
    const cells = groups.reduce((n, g) => n + 2 + g.subjects.length, 0);
    return {
      format: 'triggernometry/fair-cost@1',
      study: study.name,
      description: study.description,
      price: study.price,
      seed: String(study.seed),
      trialsPerCell: study.trials,
      games: cells * study.trials,
      reference: { character: `${study.opponent.band}/${study.reference}`, cost: refCard.cost },
      opponent: study.opponent,
      rows,
      provenance: {
        version: toolVersion(),
        gitCommit: gitCommit(),
        workers: executor.workers,
        wallTimeSeconds: Math.round(performance.now() - started) / 1000,
      },
    };
  } finally {
    await executor.close();
  }
}
