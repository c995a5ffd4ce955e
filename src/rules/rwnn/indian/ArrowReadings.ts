/**
 * The reading of 000's arrow-breaking throw where the text allows more than one (register entry
 * arrow-breaking, `--option arrows.breakingResult`).
 *
 * @example const r: ArrowReadings = { breakingResult: 'broken' };
 */
export interface ArrowReadings {
  /**
   * After "3 victim suffers additional wound" or "4 victim passes out": the arrow is still in and he throws
   * again next turn (`again`), or the result is the price of breaking it, now broken off (`broken`).
   */
  readonly breakingResult: 'again' | 'broken';
}

/** The default reading. @example DEFAULT_ARROW_READINGS.breakingResult === 'again' */
export const DEFAULT_ARROW_READINGS: ArrowReadings = { breakingResult: 'again' };
