import type { Seed } from '../dice/StreamKey.ts';
import type { Chart } from '../sim/Experiment.ts';
import type { Difference } from '../stats/Difference.ts';
import type { Estimate } from '../stats/Estimate.ts';
import type { Histogram } from '../stats/Histogram.ts';

/** A value a sweep axis takes: a number (drawn on a numeric scale) or a name (drawn as categories). @example 9 */
export type AxisValue = number | string;

/**
 * Everything a reader needs to trust and replay a run: the seed, the trials per cell, the program version, a
 * hash of the rules played and a digest of the results the report was built from.
 *
 * @example const p: ReportProvenance = { seed: 1, trialsPerCell: { min: 100000, max: 100000 }, version: '0.1.0', rulesetHash: 'ab12', digest: 'cd34' };
 */
export interface ReportProvenance {
  readonly seed: Seed;
  /** Equal unless the run stopped each cell at a precision target. */
  readonly trialsPerCell: { readonly min: number; readonly max: number };
  readonly version: string;
  readonly rulesetHash: string;
  readonly digest: string;
  /** The ruleset (or rulesets) played, for people; the hash is what pins them. */
  readonly ruleset?: string;
  /** When the run finished, as the runner recorded it (ISO 8601); the report never reads the clock. */
  readonly finishedAt?: string;
  /** The commit of the program that ran, when it ran from a git checkout. */
  readonly gitCommit?: string;
  /** Hash of everything the numbers depend on: cells, seed, trial rule, metrics, comparisons. */
  readonly experimentHash?: string;
  /** The command that reproduces the run. */
  readonly command?: string;
}

/**
 * One axis of the sweep: its name in the experiment file, a label and unit for people, and its values in the
 * order the experiment lists them. Numbers are drawn on a numeric scale, names as categories.
 *
 * @example const range: ReportAxis = { name: 'range', label: 'Range', unit: 'inches', values: [3, 6, 9, 12] };
 */
export interface ReportAxis {
  readonly name: string;
  readonly label: string;
  readonly unit?: string;
  readonly values: readonly AxisValue[];
}

/**
 * One number every trial reports. A proportion is drawn as a percentage of trials; a mean in its `unit`.
 *
 * @example const m: ReportMetric = { name: 'pAWins', label: 'A wins', kind: 'proportion', describe: 'A downs B and stays up' };
 */
export interface ReportMetric {
  readonly name: string;
  /** Short, for legends and axis titles. */
  readonly label: string;
  readonly kind: 'proportion' | 'mean';
  readonly describe: string;
  /** What a mean counts, plural ("exchanges"); proportions are shares of trials. */
  readonly unit?: string;
  /** A metric the study is about: it gets the heatmap of a two-axis sweep. The first metric when none is. */
  readonly primary?: boolean;
}

/**
 * One point of the sweep: its axis values and the estimate of every metric there.
 *
 * @example const c: ReportCell = { key: 'range=6', label: 'range 6', params: { range: 6 }, estimates: { pAWins: e } };
 */
export interface ReportCell {
  /** Unique within the run; comparisons and distributions name cells by it. */
  readonly key: string;
  readonly label: string;
  /** A value for every axis of the model, by axis name. */
  readonly params: Readonly<Record<string, AxisValue>>;
  /** By metric name. */
  readonly estimates: Readonly<Record<string, Estimate>>;
}

/**
 * The difference of one metric between a cell and its baseline (cell minus baseline), as the stats layer
 * gives it, with its p-value adjusted for every comparison of the study and the verdict at `alpha`.
 *
 * @example const c: ReportComparison = { label: 'blaze vs deliberate at 9"', metric: 'pAWins', cell: 'k1', baseline: 'k0', difference: d, adjustedP: 0.001, significant: true };
 */
export interface ReportComparison {
  readonly label: string;
  /** The comparison of the experiment file this difference belongs to (its `name`), when it has one. */
  readonly family?: string;
  readonly metric: string;
  readonly cell: string;
  readonly baseline: string;
  readonly difference: Difference;
  readonly adjustedP: number;
  readonly significant: boolean;
}

/**
 * How a family of comparisons was corrected: Holm's step-down over all `comparisons` of the study, judged at
 * `alpha` (so the chance of any false finding among them stays below alpha).
 *
 * @example const c: ComparisonCorrection = { method: 'holm', comparisons: 24, alpha: 0.05 };
 */
export interface ComparisonCorrection {
  readonly method: 'holm' | 'none';
  readonly comparisons: number;
  readonly alpha: number;
}

/**
 * The distribution of a count metric in one cell, as the runner tallied it: integer bins (width 1, centred on
 * the integers) with what fell below and beyond.
 *
 * @example const d: ReportDistribution = { metric: 'exchanges', cell: 'range=6', histogram: emptyHistogram(0.5, 1, 200) };
 */
export interface ReportDistribution {
  readonly metric: string;
  readonly cell: string;
  readonly histogram: Histogram;
}

/**
 * A metric's estimate in one cell after increasing numbers of trials (cumulative, from trial 0), showing
 * whether the run was long enough: the interval should narrow like 1 / sqrt(trials) and the estimate settle.
 *
 * @example const s: ConvergenceSeries = { metric: 'pAWins', cell: 'range=6', points: [{ trials: 1000, estimate: e1 }, { trials: 10000, estimate: e2 }] };
 */
export interface ConvergenceSeries {
  readonly metric: string;
  readonly cell: string;
  readonly points: readonly { readonly trials: number; readonly estimate: Estimate }[];
}

/**
 * A chart the experiment file asks for, beside the standard ones: a metric against the axis `x`, coloured
 * and split into panels by other axes; with `comparison`, the paired differences of that comparison instead
 * of the cells' estimates. It is the experiment's chart as results.json records it.
 *
 * @example const r: ChartRequest = { type: 'line', metric: 'pAWins', x: 'range', color: 'a.policy' };
 */
export type ChartRequest = Chart;

/**
 * What a report shows, independent of where it came from: the experiment, its provenance, the sweep's axes,
 * each cell's estimates, the comparisons with their correction, and (when the run recorded them) outcome
 * distributions and convergence series. Built from a run's results by `reportModelFromResults`; everything
 * under `src/report/` reads only this.
 *
 * @example writeReport(reportModelFromResults(results), 'reports/duel-range')
 */
export interface ReportModel {
  readonly experiment: {
    readonly name: string;
    readonly description?: string;
    /** The kind of game, e.g. `duel`; a unit of trials in sentences ("duels"). */
    readonly scenario?: string;
  };
  readonly provenance: ReportProvenance;
  readonly axes: readonly ReportAxis[];
  readonly metrics: readonly ReportMetric[];
  readonly cells: readonly ReportCell[];
  readonly comparisons: readonly ReportComparison[];
  readonly correction: ComparisonCorrection;
  readonly distributions?: readonly ReportDistribution[];
  readonly convergence?: readonly ConvergenceSeries[];
  /** Charts the experiment asks for, drawn after the standard ones. */
  readonly chartRequests?: readonly ChartRequest[];
  /** What the reader must know before trusting the numbers (e.g. one shard's part of a run), shown first. */
  readonly warnings?: readonly string[];
}
