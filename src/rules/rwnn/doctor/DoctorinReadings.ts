/**
 * The reading of 000's Dentist table where its numbering allows more than one (register entry
 * dentist-table-numbering, `--option doctorin.dentistRows`).
 *
 * @example const r: DoctorinReadings = { dentistRows: 'by-number' };
 */
export interface DoctorinReadings {
  /**
   * How a 2 D6 total finds its row: the eleven rows in order for the totals 2 to 12 (`by-order`); the printed
   * number as the total, 12 finding none (`by-number`); or as `by-number` with a 7 reading the stray
   * "7. Reduce wound severity by 1, Unconscious" line (`stray-seven`).
   */
  readonly dentistRows: 'by-order' | 'by-number' | 'stray-seven';
}

/** The default reading. @example DEFAULT_DOCTORIN_READINGS.dentistRows === 'by-order' */
export const DEFAULT_DOCTORIN_READINGS: DoctorinReadings = { dentistRows: 'by-order' };
