import { scenarioNamed } from '../scenarios/scenarioRegistry.ts';
import type { GroupState } from './BlockScheduler.ts';
import { convergenceSeries } from './convergenceSeries.ts';
import { estimateMetric, estimatePairedDifference, type MetricEstimate } from './estimateMetric.ts';
import type { Plan } from './Plan.ts';
import type { CellResult, ComparisonResult, PairedMetric, Provenance, Results } from './Results.ts';
import { resultsDigest } from './resultsDigest.ts';
import type { MetricTally } from './Tally.ts';

/** Provenance fields that only the run itself knows. */
export type RunFacts = Omit<
  Provenance,
  'experimentFile' | 'experimentHash' | 'seed' | 'trials' | 'blockSizes' | 'shard'
>;

/**
 * Assembles the results of a plan from its groups' final states: each cell's tally, estimates and
 * convergence series, each comparison pair's paired differences, the digest, and the provenance.
 *
 * @example buildResults(plan, scheduler.states(), facts)
 */
export function buildResults(plan: Plan, states: readonly GroupState[], facts: RunFacts): Results {
  const e = plan.experiment;
  const scenario = scenarioNamed(e.scenario);
  const kindOf = new Map(plan.metrics.map((m) => [m.name, m.kind]));
  const estimates = (metrics: Readonly<Record<string, MetricTally>>): Record<string, MetricEstimate> => {
    const out: Record<string, MetricEstimate> = {};
    for (const [name, t] of Object.entries(metrics)) {
      const est = estimateMetric(kindOf.get(name) ?? 'mean', t);
      if (est) out[name] = est;
    }
    return out;
  };
  const cells: CellResult[] = e.cells.map((cell, c) => {
    const g = plan.groups[plan.groupOfCell[c]!]!;
    const state = states[g.index]!;
    const at = g.cells.indexOf(c);
    const tally = state.tally.cells[at]!;
    // A group another shard plays has no end here, and no trials to chart.
    const convergence =
      state.end === null
        ? []
        : convergenceSeries(
            state.segments.map((segment) => segment[at]!),
            plan.convergence,
            state.end,
          );
    return {
      key: cell.key,
      params: cell.params,
      setup: cell.setup,
      description: scenario ? scenario.describe(cell.setup) : cell.key,
      stream: g.stream,
      trials: tally.trials,
      tally,
      metrics: estimates(tally.metrics),
      convergence,
    };
  });
  const pairs = plan.groups.flatMap((g) =>
    g.pairs.map((p, i) => ({ p, tally: states[g.index]!.tally.pairs[i]! })),
  );
  pairs.sort((x, y) => x.p.comparison - y.p.comparison || x.p.variant - y.p.variant);
  const comparisons: ComparisonResult[] = pairs.map(({ p, tally }) => {
    const comparison = e.comparisons[p.comparison]!;
    const baseline = cells[p.baseline]!;
    const variant = cells[p.variant]!;
    const metrics: Record<string, PairedMetric> = {};
    for (const name of p.metrics) {
      // The difference of per-trial values is a mean (a proportion's d is -1, 0 or 1), exact for few discordant pairs.
      const difference = estimatePairedDifference(kindOf.get(name) ?? 'mean', tally.differences[name]!);
      const b = baseline.metrics[name];
      const v = variant.metrics[name];
      if (difference && b && v) metrics[name] = { baseline: b, variant: v, difference };
    }
    return {
      comparison: comparison.name,
      axis: e.axes[comparison.axis]!.name,
      baseline: baseline.key,
      variant: variant.key,
      trials: tally.trials,
      tally,
      metrics,
    };
  });
  const complete = states.every((s) => s.status === 'finished') && !plan.shard;
  return {
    format: 'triggernometry/results@1',
    experiment: { name: e.name, description: e.description, scenario: e.scenario },
    seed: plan.seed,
    digest: resultsDigest(cells, comparisons),
    complete,
    metrics: plan.metrics,
    axes: e.axes.map((a) => ({ name: a.name, values: a.values })),
    cells,
    comparisons,
    charts: e.charts,
    provenance: {
      ...facts,
      experimentFile: e.file,
      experimentHash: plan.experimentHash,
      seed: plan.seed,
      trials: plan.trials,
      blockSizes: plan.groups.map((g) => g.blockSize),
      shard: plan.shard
        ? {
            k: plan.shard.k,
            n: plan.shard.n,
            groups: states.map((s, i) => ({
              stream: plan.groups[i]!.stream,
              status: s.status,
              end: s.end,
              done: s.done,
            })),
          }
        : null,
    },
  };
}
