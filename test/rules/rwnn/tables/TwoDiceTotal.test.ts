import { describe, expect, it } from 'vitest';
import { TWO_DICE_TOTALS } from '../../../../src/rules/rwnn/tables/TwoDiceTotal.ts';

describe('TWO_DICE_TOTALS', () => {
  it('runs from 2 to 12, the totals 2 D6 can show', () => {
    expect(TWO_DICE_TOTALS).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
  });
});
