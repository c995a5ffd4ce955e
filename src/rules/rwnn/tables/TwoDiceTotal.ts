/**
 * The total of two six-sided dice, as the 2 D6 charts (000's Dentist table, its NPC table) are read.
 *
 * @example const total: TwoDiceTotal = 7;
 */
export type TwoDiceTotal = 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12;

/**
 * One value per two-dice total, keyed by the total itself, so `row[7]` is the result for a throw of 7.
 *
 * @example const rows: ByTwoDiceTotal<boolean> = { 2: true, 3: true, 4: true, 5: true, 6: true, 7: true, 8: true, 9: true, 10: true, 11: true, 12: true };
 */
export interface ByTwoDiceTotal<T> {
  readonly 2: T;
  readonly 3: T;
  readonly 4: T;
  readonly 5: T;
  readonly 6: T;
  readonly 7: T;
  readonly 8: T;
  readonly 9: T;
  readonly 10: T;
  readonly 11: T;
  readonly 12: T;
}

/** The eleven totals in order, for iterating a {@link ByTwoDiceTotal}. @example TWO_DICE_TOTALS.length === 11 */
export const TWO_DICE_TOTALS = [
  2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12,
] as const satisfies readonly TwoDiceTotal[];
