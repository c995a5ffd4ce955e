import type { JsonValue } from '../scenarios/Scenario.ts';
import type { BalanceDesign, CrossingResult } from './BalanceDesign.ts';

/** One slice's search: a setting of the experiment's other axes (a tactic set, a table, an edition). */
export interface BalanceSlice {
  /** `name=value` of each other axis joined by `;`, or `base` when the axis searched is the only one. */
  readonly key: string;
  readonly params: Readonly<Record<string, JsonValue>>;
  readonly result: CrossingResult;
}

/**
 * What `balance` found: for every setting of the experiment's other axes, where the metric crosses the
 * target along the axis searched, with the provenance needed to repeat it (seed, design, version, ruleset
 * hash). balance.json holds this object.
 *
 * @example results.slices[0].result.crossing // { estimate: 2.61, ci95: [2.52, 2.70] }
 */
export interface BalanceResults {
  readonly format: 'triggernometry/balance@1';
  readonly experiment: string;
  readonly description: string;
  readonly scenario: string;
  readonly seed: string;
  readonly axis: string;
  readonly values: readonly number[];
  readonly metric: string;
  readonly metricKind: 'proportion' | 'mean';
  readonly design: BalanceDesign;
  readonly slices: readonly BalanceSlice[];
  /** Trial plays over every slice. */
  readonly trials: number;
  /** The command line that ran the search, shown in its report (written by the command line). */
  readonly command?: string;
  readonly provenance: {
    readonly version: string;
    readonly gitCommit: string | null;
    readonly rulesetHash: string;
    readonly workers: number;
    readonly wallTimeSeconds: number;
    readonly resumed: boolean;
  };
}
