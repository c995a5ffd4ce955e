/**
 * How the finder searches: the target the metric should meet, the half-width of the crossing's 95%
 * interval (in axis units) at which it stops, the trials a point gets first (then doubled as needed), and
 * the most trials any point may get.
 *
 * @example { target: 0.5, precision: 0.1, firstTrials: 2000, maxTrials: 512000, design: 'sequential' }
 */
export interface BalanceDesign {
  readonly target: number;
  readonly precision: number;
  readonly firstTrials: number;
  readonly maxTrials: number;
  /**
   * `sequential`: bracket the target, bisect the values, then add trials to the bracket's two ends only.
   * `grid`: every value gets the same trials, doubled until the interval is narrow enough (for comparison).
   */
  readonly design: 'sequential' | 'grid';
}

/** One axis value as the search left it: the trials it got and the metric's estimate with its 95% interval. */
export interface CurvePoint {
  readonly value: number;
  readonly trials: number;
  readonly estimate: number;
  readonly ci95: readonly [number, number];
}

/**
 * Where the metric crosses the target: the interpolated crossing with its 95% interval (null when the
 * metric stays on one side across the axis), the two axis values that bracket it, every point played, the
 * trial plays spent, and whether the requested precision was met within the trial limit.
 *
 * @example { crossing: { estimate: 2.6, ci95: [2.5, 2.7] }, bracket: [2, 3], trials: 14000, converged: true, ... }
 */
export interface CrossingResult {
  readonly crossing: { readonly estimate: number; readonly ci95: readonly [number, number] } | null;
  readonly bracket: readonly [number, number] | null;
  /** The metric rises or falls along the axis (as its two ends say). */
  readonly direction: 'rising' | 'falling' | null;
  readonly trials: number;
  readonly converged: boolean;
  readonly points: readonly CurvePoint[];
  /** Why there is no crossing, or why the precision was not met; null when neither. */
  readonly note: string | null;
}
