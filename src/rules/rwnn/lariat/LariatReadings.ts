/**
 * The reading of 000's "Lariats" escape throw where the text allows more than one (register entry
 * lariat-escape, `--option lariat.escapeWounds`).
 *
 * @example const r: LariatReadings = { escapeWounds: 'per-severity' };
 */
export interface LariatReadings {
  /** "Each Wound = -1": one a wound whatever its severity (`per-wound`), or two for a serious wound. */
  readonly escapeWounds: 'per-wound' | 'per-severity';
}

/** The default reading. @example DEFAULT_LARIAT_READINGS.escapeWounds === 'per-wound' */
export const DEFAULT_LARIAT_READINGS: LariatReadings = { escapeWounds: 'per-wound' };
