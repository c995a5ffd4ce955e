/**
 * One metric of one cell, run against reference: both estimates, the difference run - reference with its 95%
 * interval (Newcombe's hybrid score for proportions, Welch's for means, the two runs taken as independent
 * samples), its p-value raw and Holm-adjusted over every comparison of the report, the tolerance in the
 * metric's own unit, and the verdict.
 *
 * @example row.drifted === (row.significant && row.beyondTolerance)
 */
export interface DriftRow {
  readonly cell: string;
  readonly metric: string;
  readonly kind: 'proportion' | 'mean';
  readonly reference: { readonly estimate: number; readonly trials: number };
  readonly run: { readonly estimate: number; readonly trials: number };
  /** run - reference, in the metric's unit (a proportion's as a fraction: 0.012 is 1.2 points). */
  readonly difference: number;
  readonly interval: readonly [number, number];
  readonly method: 'newcombe-hybrid-score' | 'welch-t';
  readonly pValue: number;
  /** Holm's step-down adjustment over all the report's comparisons. */
  readonly pHolm: number;
  /** The largest difference that is no drift, in the metric's unit (see DriftTolerance). */
  readonly tolerance: number;
  /** pHolm below the report's alpha. */
  readonly significant: boolean;
  /** |difference| above the tolerance. */
  readonly beyondTolerance: boolean;
  /** Both: the rules' balance moved here. */
  readonly drifted: boolean;
}
