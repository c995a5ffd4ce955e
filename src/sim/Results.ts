import type { Seed } from '../dice/StreamKey.ts';
import type { JsonObject, JsonValue, MetricDefinition } from '../scenarios/Scenario.ts';
import type { GroupState } from './BlockScheduler.ts';
import type { ConvergencePoint } from './convergenceSeries.ts';
import type { MetricEstimate } from './estimateMetric.ts';
import type { Chart, TrialRule } from './Experiment.ts';
import type { CellTally, PairTally } from './Tally.ts';

/**
 * One cell of a run: what it played, its tallies, each metric's estimate with its 95% interval, and its
 * convergence series: the cumulative tally at each count of the plan's grid below its trials, and at its
 * trials.
 */
export interface CellResult {
  readonly key: string;
  /** Its sweep values, as the file writes them. */
  readonly params: Readonly<Record<string, JsonValue>>;
  readonly setup: JsonObject;
  readonly description: string;
  /** The trial streams it read: cells with the same stream were played on the same dice. */
  readonly stream: string;
  readonly trials: number;
  readonly tally: CellTally;
  readonly metrics: Readonly<Record<string, MetricEstimate>>;
  readonly convergence: readonly ConvergencePoint[];
}

/** A metric of a paired comparison: each cell's estimate, and the paired difference variant - baseline. */
export interface PairedMetric {
  readonly baseline: MetricEstimate;
  readonly variant: MetricEstimate;
  readonly difference: MetricEstimate;
}

/** One baseline-variant pair of a comparison, with the tally of its per-trial differences. */
export interface ComparisonResult {
  readonly comparison: string;
  readonly axis: string;
  readonly baseline: string;
  readonly variant: string;
  readonly trials: number;
  readonly tally: PairTally;
  readonly metrics: Readonly<Record<string, PairedMetric>>;
}

/** A shard's part of the run: which trials of which stream group it played. */
export interface ShardCoverage {
  readonly k: number;
  readonly n: number;
  readonly groups: readonly (Omit<GroupState, 'tally' | 'round' | 'segments'> & {
    readonly stream: string;
  })[];
}

/**
 * How a result was made. Nothing here enters the digest: two runs that differ only in provenance (wall
 * time, workers, machine) have the same numbers.
 */
export interface Provenance {
  readonly tool: 'triggernometry';
  readonly version: string;
  readonly gitCommit: string | null;
  readonly node: string;
  readonly experimentFile: string;
  /** Hash of what the numbers depend on: cells, seed, trial rule, metrics, comparisons. */
  readonly experimentHash: string;
  /** Hash of every ruleset's tables and options the cells play. */
  readonly rulesetHash: string;
  readonly seed: Seed;
  readonly trials: TrialRule;
  readonly blockSizes: readonly number[];
  readonly workers: number;
  readonly wallTimeSeconds: number;
  readonly resumed: boolean;
  readonly shard: ShardCoverage | null;
  /** For merged shards: each shard's own provenance. */
  readonly mergedFrom?: readonly Provenance[];
}

/**
 * A run's results, as results.json holds them and runExperiment returns them. `digest` is the sha256 of
 * the canonical JSON of every cell's and comparison's final tally (the convergence series are left out:
 * they are sums of the same trials' values): the same experiment and seed give the same digest for any
 * worker count, block size, shard split or interruption.
 *
 * @example const r = await runExperiment('experiments/duel-skills.yaml'); r.cells[0].metrics.pAWins.ci95
 */
export interface Results {
  readonly format: 'triggernometry/results@1';
  readonly experiment: {
    readonly name: string;
    readonly description: string;
    readonly scenario: string;
  };
  readonly seed: Seed;
  readonly digest: string;
  /** False for one shard's part of a run, before merging. */
  readonly complete: boolean;
  readonly metrics: readonly MetricDefinition[];
  readonly axes: readonly { readonly name: string; readonly values: readonly JsonValue[] }[];
  readonly cells: readonly CellResult[];
  readonly comparisons: readonly ComparisonResult[];
  readonly charts: readonly Chart[];
  readonly provenance: Provenance;
}
