import type { Seed } from '../dice/StreamKey.ts';
import type { JsonObject, JsonValue } from '../scenarios/Scenario.ts';

/**
 * One sweep axis: its name as the file writes it (`range`, `a.skills`, `options.blaze.extendedJam`), the
 * path it sets inside a cell's setup, and its values as written.
 *
 * @example { name: 'range', path: ['params', 'range'], values: [3, 6, 12] }
 */
export interface Axis {
  readonly name: string;
  readonly path: readonly string[];
  readonly values: readonly JsonValue[];
}

/**
 * One cell: a point of the sweep. `key` names it in every output (`range=6;a.policy=blaze`, or `base`
 * without a sweep); `params` are its axis values as written; `setup` is the scenario's canonical setup.
 *
 * @example { key: 'range=6', index: [1], params: { range: 6 }, setup: { ruleset: 'rwnn-extended', ... } }
 */
export interface ExperimentCell {
  readonly key: string;
  /** The position of its value on each axis. */
  readonly index: readonly number[];
  readonly params: Readonly<Record<string, JsonValue>>;
  readonly setup: JsonObject;
}

/**
 * A paired comparison: on one axis, the baseline value against each variant value, within every setting
 * of the other axes. Compared cells share trial streams and are played in lockstep.
 *
 * @example { name: 'skill value', axis: 0, baseline: 0, variants: [1, 2], metrics: ['pAWins'] }
 */
export interface Comparison {
  readonly name: string;
  /** Index into the experiment's axes. */
  readonly axis: number;
  /** Value indices on that axis. */
  readonly baseline: number;
  readonly variants: readonly number[];
  readonly metrics: readonly string[];
}

/**
 * How many trials a cell gets: a fixed number, or until each listed metric's 95% interval half-width is at
 * most `epsilon`, looked at only every `checkEvery` trials (a grid fixed by the file, so the stop does not
 * depend on workers, block size or shards), and never past `maxTrials`.
 *
 * @example { kind: 'precision', epsilon: 0.005, metrics: ['pAWins'], checkEvery: 100000, maxTrials: 2000000 }
 */
export type TrialRule =
  | { readonly kind: 'fixed'; readonly trials: number }
  | {
      readonly kind: 'precision';
      readonly epsilon: number;
      readonly metrics: readonly string[];
      readonly checkEvery: number;
      readonly maxTrials: number;
    };

/** A chart the reports should draw: a metric against an axis, optionally coloured and faceted by others. */
export interface Chart {
  readonly type: 'bar' | 'line' | 'point' | 'heatmap';
  readonly metric: string;
  readonly x: string;
  readonly color?: string;
  readonly facet?: string;
  readonly title?: string;
  /** Draw the named comparison's paired differences instead of the cells' estimates. */
  readonly comparison?: string;
}

/**
 * A validated experiment: everything checked, every cell built and canonical, ready to plan.
 *
 * @example const e = loadExperiment('experiments/duel-skills.yaml'); e.cells.length
 */
export interface Experiment {
  readonly file: string;
  readonly name: string;
  readonly description: string;
  readonly seed: Seed;
  readonly scenario: string;
  readonly axes: readonly Axis[];
  readonly cells: readonly ExperimentCell[];
  readonly trials: TrialRule;
  readonly metrics: readonly string[];
  readonly comparisons: readonly Comparison[];
  readonly charts: readonly Chart[];
}
