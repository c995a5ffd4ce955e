import { describe, expect, it } from 'vitest';
import { blazeOdds } from '../../src/odds/mechanics/blazeOdds.ts';
import { fafdmShotOdds } from '../../src/odds/mechanics/fafdmShotOdds.ts';
import { luckyOdds } from '../../src/odds/mechanics/luckyOdds.ts';
import { nerveOdds } from '../../src/odds/mechanics/nerveOdds.ts';
import { stampedeFootOdds } from '../../src/odds/mechanics/stampedeFootOdds.ts';
import { sweepParam } from '../../src/web/sweepParam.ts';

const ONE_TO_TWELVE = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];

describe("the parameter a mechanic's table runs over", () => {
  it('is the first number, from 1 to 12, as odds blaze --dice 1..12', () => {
    expect(sweepParam(blazeOdds)).toMatchObject({ name: 'dice', values: ONE_TO_TWELVE });
    // nerve dice run from -20: the table still starts at 1.
    expect(sweepParam(nerveOdds)).toMatchObject({ name: 'dice', values: ONE_TO_TWELVE });
    expect(sweepParam(fafdmShotOdds)).toMatchObject({ name: 'shot', values: ONE_TO_TWELVE });
  });

  it('stops at the top of a short range, and is absent without a number', () => {
    expect(sweepParam(stampedeFootOdds)).toMatchObject({
      name: 'turns',
      values: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
    });
    expect(sweepParam(luckyOdds)).toBeUndefined();
  });
});
