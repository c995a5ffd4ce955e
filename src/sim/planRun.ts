import { deriveStreamKey, type Seed } from '../dice/StreamKey.ts';
import { metricsOfSetup } from '../scenarios/metricsOfSetup.ts';
import { scenarioNamed } from '../scenarios/scenarioRegistry.ts';
import { contentHash } from './contentHash.ts';
import { convergenceGrid } from './convergenceGrid.ts';
import type { Experiment, TrialRule } from './Experiment.ts';
import { MAX_TRIALS } from './experimentSchema.ts';
import type { Plan, PlannedGroup, PlannedPair } from './Plan.ts';
import type { Shard } from './Shard.ts';
import { SimError } from './SimError.ts';

/** What a run may change about an experiment without editing it. */
export interface PlanOptions {
  readonly seed?: Seed;
  /** Trials per cell; with a precision target, the most trials a cell may take. */
  readonly trials?: number;
  /** Trials per block (the default aims at about 65536 plays per block). */
  readonly blockSize?: number;
  readonly shard?: Shard | null;
}

/** Plays per block by default: large enough that a block outweighs its message, small enough to checkpoint often. */
const PLAYS_PER_BLOCK = 65_536;

/**
 * Plans a run: settles the seed and trial rule, gives each cell its stream (cells of a comparison read the
 * baseline's streams), gathers cells of one stream into a group, and fixes each group's block size and the
 * convergence grid where blocks are cut. Nothing here depends on the number of workers.
 *
 * @example planRun(loadExperiment('experiments/duel-skills.yaml'), { trials: 1000 })
 */
export function planRun(experiment: Experiment, options: PlanOptions = {}): Plan {
  const scenario = scenarioNamed(experiment.scenario);
  if (!scenario) throw new SimError('bad-request', `no scenario "${experiment.scenario}" is registered`);
  const seed = options.seed ?? experiment.seed;
  const trials = withTrials(experiment.trials, options.trials);
  if (options.blockSize !== undefined && !(Number.isSafeInteger(options.blockSize) && options.blockSize >= 1))
    throw new SimError('bad-request', `the block size must be a positive integer (got ${options.blockSize})`);
  const shard = options.shard ?? null;
  if (
    shard &&
    !(Number.isInteger(shard.k) && Number.isInteger(shard.n) && shard.k >= 1 && shard.k <= shard.n)
  )
    throw new SimError('bad-request', `a shard is k/n with 1 <= k <= n (got ${shard.k}/${shard.n})`);

  // A cell reads the streams of the cell it is compared against: its comparison axes set to their baselines.
  const byIndex = new Map(experiment.cells.map((c, i) => [c.index.join(','), i]));
  const labels = experiment.cells.map((c) => scenario.streamLabel(c.setup));
  const streamOf = experiment.cells.map((cell) => {
    const index = [...cell.index];
    // Two comparisons on one axis: the first one's baseline names the streams (reversed, so it is set last).
    for (const comparison of [...experiment.comparisons].reverse())
      index[comparison.axis] = comparison.baseline;
    return labels[byIndex.get(index.join(','))!]!;
  });
  const groupOfCell: number[] = [];
  const members = new Map<string, number[]>();
  streamOf.forEach((label, c) => {
    let list = members.get(label);
    if (!list) members.set(label, (list = []));
    list.push(c);
  });
  const groupIndex = new Map([...members.keys()].map((label, g) => [label, g]));
  streamOf.forEach((label, c) => (groupOfCell[c] = groupIndex.get(label)!));

  const pairs: PlannedPair[] = [];
  experiment.comparisons.forEach((comparison, k) => {
    experiment.cells.forEach((cell, variant) => {
      if (!comparison.variants.includes(cell.index[comparison.axis]!)) return;
      const index = [...cell.index];
      index[comparison.axis] = comparison.baseline;
      const baseline = byIndex.get(index.join(','))!;
      pairs.push({ comparison: k, baseline, variant, metrics: comparison.metrics });
    });
  });
  const metrics = metricsOfSetup(scenario, experiment.cells[0]!.setup).filter((m) =>
    experiment.metrics.includes(m.name),
  );
  const groups: PlannedGroup[] = [...members.entries()].map(([stream, cells], g) => {
    const own = pairs.filter((p) => groupOfCell[p.baseline] === g);
    const blockSize =
      options.blockSize ?? Math.max(256, Math.floor(PLAYS_PER_BLOCK / Math.max(1, cells.length)));
    return {
      index: g,
      stream,
      streamKey: deriveStreamKey(seed, stream).words,
      cells,
      pairs: own,
      blockSize,
      layout: { cells: cells.length, metrics, pairs: own.map((p) => p.metrics) },
    };
  });
  const experimentHash = contentHash({
    name: experiment.name,
    scenario: experiment.scenario,
    seed: String(seed),
    trials,
    metrics: experiment.metrics,
    cells: experiment.cells.map((c) => ({ key: c.key, setup: c.setup })),
    comparisons: experiment.comparisons,
  });
  // The grid depends on the trial limit alone; blocks are cut at its counts, so it is part of the plan.
  const convergence = convergenceGrid(trials.kind === 'fixed' ? trials.trials : trials.maxTrials);
  const planId = contentHash({
    experimentHash,
    blockSizes: groups.map((g) => g.blockSize),
    convergence,
    shard,
  });
  return {
    experiment,
    seed,
    trials,
    metrics,
    groups,
    groupOfCell,
    convergence,
    shard,
    experimentHash,
    planId,
  };
}

function withTrials(rule: TrialRule, trials: number | undefined): TrialRule {
  if (trials === undefined) return rule;
  if (!(Number.isSafeInteger(trials) && trials >= 1 && trials <= MAX_TRIALS))
    throw new SimError('bad-request', `--trials must be an integer from 1 to ${MAX_TRIALS} (got ${trials})`);
  return rule.kind === 'fixed'
    ? { kind: 'fixed', trials }
    : { ...rule, maxTrials: trials, checkEvery: Math.min(rule.checkEvery, trials) };
}
