/**
 * How large a difference from the reference is still no drift, whatever its significance: for proportions in
 * percentage points, for means in percent of the reference's mean (means differ in scale: a duel's
 * exchanges are near 4, its dice near 50). A difference counts as drift only when it is significant after
 * Holm's correction and larger than this.
 *
 * @example const t: DriftTolerance = { proportionPoints: 1, meanPercent: 2 };
 */
export interface DriftTolerance {
  /** Proportions: the largest difference that is no drift, in percentage points (1: 50.0% -> 51.0%). */
  readonly proportionPoints: number;
  /** Means: the largest difference that is no drift, in percent of the reference's mean (2: 4.00 -> 4.08). */
  readonly meanPercent: number;
}

/**
 * The defaults: 1 percentage point for proportions, 2% of the reference mean for means. At the standard
 * studies' 100,000 trials a cell the standard error of a difference of two win rates near 50% is 0.22
 * points, so 1 point is about 4.5 standard errors: large enough that sampling alone does not reach it, small
 * enough that a rule change worth a player's notice does.
 *
 * @example DEFAULT_DRIFT_TOLERANCE.proportionPoints === 1
 */
export const DEFAULT_DRIFT_TOLERANCE: DriftTolerance = { proportionPoints: 1, meanPercent: 2 };
