/**
 * Readings of 000's "Hiding and Detection" where the text allows more than one; each has its register entry
 * (detection-six-inches, stealthy-detection) and its `--option` key.
 *
 * @example const r: DetectionReadings = { ...DEFAULT_DETECTION_READINGS, rangeBounds: 'less-than' };
 */
export interface DetectionReadings {
  /** The range lines' bounds: "6” or less" and "12” or less" as the lines print (`or-less`), or the note's "Less than". */
  readonly rangeBounds: 'or-less' | 'less-than';
  /**
   * Stealthy, motionless behind cover beyond 12": "cannot be seen at all", so the throw finds nothing
   * (`unseen`); or no more than "Something around here somewhere", never spotted (`sensed`).
   */
  readonly stealthy: 'unseen' | 'sensed';
}

/** The default readings. @example DEFAULT_DETECTION_READINGS.rangeBounds === 'or-less' */
export const DEFAULT_DETECTION_READINGS: DetectionReadings = { rangeBounds: 'or-less', stealthy: 'unseen' };
