import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import type { Seed } from '../dice/StreamKey.ts';
import { scenarioNamed } from '../scenarios/scenarioRegistry.ts';
import type { BlockExecutor } from '../sim/BlockExecutor.ts';
import { axisValueText } from '../sim/axisValueText.ts';
import { contentHash } from '../sim/contentHash.ts';
import { inlineExecutor } from '../sim/inlineExecutor.ts';
import { planRun } from '../sim/planRun.ts';
import { rulesetHash } from '../sim/rulesetHash.ts';
import { gitCommit, toolVersion } from '../sim/toolInfo.ts';
import type { BalanceDesign, CrossingResult } from './BalanceDesign.ts';
import type { BalanceResults, BalanceSlice } from './BalanceResults.ts';
import { balanceSetup } from './balanceSetup.ts';
import { experimentSampler } from './experimentSampler.ts';
import { findCrossing } from './findCrossing.ts';
import { gridCrossing } from './gridCrossing.ts';
import { ReplayLog } from './replayLog.ts';

/** What to search: the axis (and optionally its values), the metric, the design, the seed. */
export interface BalanceRequest {
  readonly axis: string;
  /** The axis values to search among, instead of the sweep's. */
  readonly values?: readonly number[];
  readonly metric: string;
  readonly design: BalanceDesign;
  readonly seed?: Seed;
}

/** How to play it: where blocks go, where the checkpoint is kept, and what to say along the way. */
export interface BalanceOptions {
  /** Plays the blocks (default: the calling thread); the search closes it. */
  readonly executor?: BlockExecutor;
  /** The search's folder: its checkpoint is kept there while it runs. */
  readonly out?: string;
  readonly resume?: boolean;
  readonly onNote?: (text: string) => void;
}

/**
 * Finds, for every setting of an experiment's other axes, where `metric` crosses the target along `axis`:
 * the experiment's cells along the axis are played through the runner's block code on common random
 * numbers (every value of a slice reads the same trial streams, as compared cells do in `run`), seeded by
 * (seed, slice, trial index), and searched by {@link findCrossing} (or the uniform grid). The result does
 * not depend on the number of workers; with `out`, an interrupted search resumes where it stopped.
 *
 * @example const r = await balanceExperiment('experiments/shootout-legend-vs-gunmen.yaml', { axis: 'gunmen.figures.gunman.count', metric: 'pAWins', design })
 */
export async function balanceExperiment(
  file: string,
  request: BalanceRequest,
  options: BalanceOptions = {},
): Promise<BalanceResults> {
  const started = performance.now();
  const executor = options.executor ?? inlineExecutor();
  try {
    const setup = balanceSetup(file, request);
    const { experiment, axis, order, values, metric } = setup;
    const plan = planRun(experiment, request.seed !== undefined ? { seed: request.seed } : {});
    const id = contentHash({
      experiment: plan.experimentHash,
      axis: axis.name,
      values,
      metric: metric.name,
      design: request.design,
    });
    const log = new ReplayLog(
      options.out !== undefined ? join(options.out, 'checkpoint.json') : null,
      id,
      options.resume === true,
    );
    const scenario = scenarioNamed(experiment.scenario)!;
    const proportion =
      !metric.edge && scenario.metrics.find((m) => m.name === metric.name)!.kind === 'proportion';
    const a = experiment.axes.indexOf(axis);
    // A slice: the cells that agree on every other axis, in the order of the values searched.
    const slices = new Map<string, number[]>();
    experiment.cells.forEach((cell, c) => {
      const key = cell.index.filter((_, b) => b !== a).join(',');
      slices.set(key, [...(slices.get(key) ?? []), c]);
    });
    // Slices are searched side by side, so that short requests of one keep the other workers busy; each
    // slice's path depends only on its own replies, so the order in which they interleave changes nothing.
    const searchSlice = async (members: readonly number[]): Promise<BalanceSlice> => {
      const cells = order.map(
        (k) => experiment.cells[members.find((c) => experiment.cells[c]!.index[a] === k)!]!,
      );
      const first = cells[0]!;
      const others = experiment.axes.filter((_, b) => b !== a);
      const key = others.length
        ? others.map((o) => `${o.name}=${axisValueText(first.params[o.name]!)}`).join(';')
        : 'base';
      const params = Object.fromEntries(others.map((o) => [o.name, first.params[o.name]!]));
      const g = plan.groupOfCell[members[0]!]!;
      const sampler = log.wrap(
        key,
        experimentSampler(
          {
            scenario: experiment.scenario,
            streamKey: plan.groups[g]!.streamKey,
            group: g,
            cells,
            metric,
            proportion,
          },
          executor,
        ),
      );
      options.onNote?.(
        `searching ${axis.name} for ${metric.name} = ${request.design.target}${key === 'base' ? '' : ` at ${key}`}`,
      );
      const search = request.design.design === 'grid' ? gridCrossing : findCrossing;
      const result: CrossingResult = await search(values, sampler, request.design);
      return { key, params, result };
    };
    const settled = await Promise.allSettled([...slices.values()].map(searchSlice));
    const failed = settled.find((r): r is PromiseRejectedResult => r.status === 'rejected');
    if (failed) throw failed.reason;
    const out = settled.map((r) => (r as PromiseFulfilledResult<BalanceSlice>).value);
    if (log.replayed > 0)
      options.onNote?.(`resumed: ${log.replayed} stretches of trials read from the checkpoint`);
    log.finish();
    return {
      format: 'triggernometry/balance@1',
      experiment: experiment.name,
      description: experiment.description,
      scenario: experiment.scenario,
      seed: String(plan.seed),
      axis: axis.name,
      values,
      metric: metric.name,
      metricKind: proportion ? 'proportion' : 'mean',
      design: request.design,
      slices: out,
      trials: out.reduce((n, s) => n + s.result.trials, 0),
      provenance: {
        version: toolVersion(),
        gitCommit: gitCommit(),
        rulesetHash: rulesetHash(experiment),
        workers: executor.workers,
        wallTimeSeconds: Math.round(performance.now() - started) / 1000,
        resumed: log.replayed > 0,
      },
    };
  } finally {
    await executor.close();
  }
}
