import type { TopLevelSpec } from 'vega-lite';

/** The standard charts of a report; docs/reports.md says how to read each. @example const k: ChartKind = 'forest'; */
export type ChartKind = 'estimates' | 'heatmap' | 'forest' | 'differences' | 'distribution' | 'convergence';

/**
 * One chart of a report: a Vega-Lite spec with its data inlined, and the words shown beside it.
 *
 * @example const c: ChartSpec = { id: 'estimates-pAWins', kind: 'estimates', title: 'A wins by range', caption: '...', spec };
 */
export interface ChartSpec {
  /** Unique within a report and safe as a file name: charts/<id>.svg and charts/<id>.png. */
  readonly id: string;
  readonly kind: ChartKind;
  readonly title: string;
  /** How to read the chart, in a sentence or two. */
  readonly caption: string;
  readonly spec: TopLevelSpec;
}
