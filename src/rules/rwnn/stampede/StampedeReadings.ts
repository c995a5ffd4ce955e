/**
 * Readings of 000's "Stampede Procedure" where its distances are ambiguous; each has its register entry
 * (stampede-table-by-distance, stampede-twelve-inches) and its `--option` key.
 *
 * @example const r: StampedeReadings = { ...DEFAULT_STAMPEDE_READINGS, tables: 'swapped' };
 */
export interface StampedeReadings {
  /**
   * Which table gunfire throws on: as printed, 6" or less table 1 (a stampede on 1) and farther, to 12", table
   * 2 (on 1-3) (`as-printed`); the tables swapped, the nearer gunfire on the skittish table 2 (`swapped`); or
   * as printed with gunfire 6" or less throwing on both tables, since it is also "12” or less" (`both`).
   */
  readonly tables: 'as-printed' | 'swapped' | 'both';
  /** Gunfire exactly 12" away: checked ("12” or less", `check`) or not ("12” or greater", `no-check`). */
  readonly twelveInches: 'check' | 'no-check';
  /**
   * "Note: if Dynamite goes off an automatic stampede occurs.": dynamite anywhere on the table stampedes the
   * herd (`any-distance`), or only where gunfire would be checked, within 12" of its nearest animal as
   * `twelveInches` reads that distance (`checking-distance`). Register entry stampede-dynamite-reach.
   */
  readonly dynamiteReach: 'any-distance' | 'checking-distance';
}

/** The default readings. @example DEFAULT_STAMPEDE_READINGS.tables === 'as-printed' */
export const DEFAULT_STAMPEDE_READINGS: StampedeReadings = {
  tables: 'as-printed',
  twelveInches: 'check',
  dynamiteReach: 'any-distance',
};
