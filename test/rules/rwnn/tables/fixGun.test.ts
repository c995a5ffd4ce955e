import { describe, expect, it } from 'vitest';
import {
  FIX_GUN_1996,
  FIX_GUN_EXTENDED,
  FIX_GUN_QUICKREF,
} from '../../../../src/rules/rwnn/tables/fixGun.ts';

describe('Fix gun', () => {
  it('000 ACTIONS: "1, 2 - Plumb Busted", "3, 4 - Can’t figure ...", "5, 6 - Jam cleared!"', () => {
    expect(FIX_GUN_EXTENDED.source).toEqual({ document: '000_53eda652e9702143.txt', section: 'ACTIONS' });
    expect(
      [1, 2, 3, 4, 5, 6].map((f) => FIX_GUN_EXTENDED.results[f as 1 | 2 | 3 | 4 | 5 | 6].outcome),
    ).toEqual(['busted', 'busted', 'try-again', 'try-again', 'cleared', 'cleared']);
    expect(FIX_GUN_EXTENDED.results[1].printed).toBe(
      '1, 2 - Plumb Busted, gun is no longer any use whatsoever.',
    );
    expect(FIX_GUN_EXTENDED.results[3].printed).toBe(
      '3, 4 - Can’t figure the danged thing out, try again another turn.',
    );
    expect(FIX_GUN_EXTENDED.results[6].printed).toBe('5, 6 - Jam cleared!');
  });

  it('002 ACTIONS: "1/2 - Plumb busted", "3/4 - Try again next turn.", "5/6 - Jam cleared."', () => {
    expect(FIX_GUN_QUICKREF.source).toEqual({ document: '002_a287e5c7c10177d4.txt', section: 'ACTIONS' });
    expect(FIX_GUN_QUICKREF.results).toEqual({
      1: { outcome: 'busted', printed: '1/2 - Plumb busted, gun no longer any use.' },
      2: { outcome: 'busted', printed: '1/2 - Plumb busted, gun no longer any use.' },
      3: { outcome: 'try-again', printed: '3/4 - Try again next turn.' },
      4: { outcome: 'try-again', printed: '3/4 - Try again next turn.' },
      5: { outcome: 'cleared', printed: '5/6 - Jam cleared.' },
      6: { outcome: 'cleared', printed: '5/6 - Jam cleared.' },
    });
  });

  it('003 ACTIONS: "1, 2 - Knackered", same bands', () => {
    expect(FIX_GUN_1996.source).toEqual({ document: '003_e162d46cc374eff2.txt', section: 'ACTIONS' });
    expect([1, 2, 3, 4, 5, 6].map((f) => FIX_GUN_1996.results[f as 1 | 2 | 3 | 4 | 5 | 6].outcome)).toEqual([
      'busted',
      'busted',
      'try-again',
      'try-again',
      'cleared',
      'cleared',
    ]);
    expect(FIX_GUN_1996.results[2].printed).toBe('1, 2 - Knackered, gun is no longer any use whatsoever.');
  });
});
