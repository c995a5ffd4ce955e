import type { Seed } from '../dice/StreamKey.ts';
import type { JsonValue } from '../scenarios/Scenario.ts';
import type { MetricEstimate } from '../sim/estimateMetric.ts';
import type { Results } from '../sim/Results.ts';

/** The one JSON object `run --json` and `merge --json` print on stdout. */
export interface ResultsSummary {
  readonly experiment: string;
  readonly seed: Seed;
  readonly digest: string;
  readonly outputDir: string | null;
  readonly complete: boolean;
  readonly cells: readonly {
    readonly key: string;
    readonly params: Readonly<Record<string, JsonValue>>;
    readonly trials: number;
    readonly metrics: Readonly<Record<string, MetricEstimate>>;
  }[];
  readonly comparisons: readonly {
    readonly comparison: string;
    readonly baseline: string;
    readonly variant: string;
    readonly trials: number;
    /** The paired difference variant - baseline of each metric. */
    readonly metrics: Readonly<Record<string, MetricEstimate>>;
  }[];
}

/**
 * The summary of a run for `--json`: experiment, seed, digest, output folder, and each cell's key,
 * parameters, trials and estimates with their 95% intervals (and each comparison's paired differences).
 *
 * @example JSON.stringify(resultsSummary(results, 'reports/duel-skills/seed-1-3fa9c2e81b07'))
 */
export function resultsSummary(results: Results, outputDir: string | null): ResultsSummary {
  return {
    experiment: results.experiment.name,
    seed: results.seed,
    digest: results.digest,
    outputDir,
    complete: results.complete,
    cells: results.cells.map((c) => ({ key: c.key, params: c.params, trials: c.trials, metrics: c.metrics })),
    comparisons: results.comparisons.map((c) => ({
      comparison: c.comparison,
      baseline: c.baseline,
      variant: c.variant,
      trials: c.trials,
      metrics: Object.fromEntries(Object.entries(c.metrics).map(([m, v]) => [m, v.difference])),
    })),
  };
}
