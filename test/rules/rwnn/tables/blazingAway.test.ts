import { describe, expect, it } from 'vitest';
import {
  BLAZING_AWAY_EXTENDED,
  BLAZING_AWAY_QUICKREF,
} from '../../../../src/rules/rwnn/tables/blazingAway.ts';

const SHOOTING_000 = { document: '000_53eda652e9702143.txt', section: 'SHOOTING' };
const RANGE_000 = { document: '000_53eda652e9702143.txt', section: 'RANGE CHART' };
const SHOTGUNS_000 = {
  document: '000_53eda652e9702143.txt',
  section: 'SHOTGUNS — Bengal Club Rules Version',
};
const MODIFIERS_002 = { document: '002_a287e5c7c10177d4.txt', section: 'MODIFIERS' };

describe('BLAZING_AWAY_EXTENDED', () => {
  it('pistol: "With pistol +3"; "six shooters up to three times" (000 SHOOTING)', () => {
    expect(BLAZING_AWAY_EXTENDED.rows.pistol).toEqual({
      weapon: 'pistol',
      canBlazeAway: true,
      bonus: { dice: 3, printed: 'With pistol +3', source: RANGE_000 },
      hitCap: { hits: 3, printed: 'six shooters up to three times', source: SHOOTING_000 },
      readsAs: null,
      source: RANGE_000,
    });
  });

  it('repeating rifle: "With repeating rifle +2"; "repeating rifles up to twice"', () => {
    expect(BLAZING_AWAY_EXTENDED.rows['repeating-rifle'].bonus).toEqual({
      dice: 2,
      printed: 'With repeating rifle +2',
      source: RANGE_000,
    });
    expect(BLAZING_AWAY_EXTENDED.rows['repeating-rifle'].hitCap).toEqual({
      hits: 2,
      printed: 'repeating rifles up to twice',
      source: SHOOTING_000,
    });
  });

  it('breech-loader: "With breach loader +1"; "breach loaders may only hit once"', () => {
    expect(BLAZING_AWAY_EXTENDED.rows['breech-loader'].bonus).toEqual({
      dice: 1,
      printed: 'With breach loader +1',
      source: RANGE_000,
    });
    expect(BLAZING_AWAY_EXTENDED.rows['breech-loader'].hitCap).toEqual({
      hits: 1,
      printed: 'breach loaders may only hit once',
      source: SHOOTING_000,
    });
  });

  it('rifle and carbine read the breech-loader line (rifle-blazing-away-class)', () => {
    for (const w of ['rifle', 'carbine'] as const) {
      const row = BLAZING_AWAY_EXTENDED.rows[w];
      expect(row.readsAs).toEqual({ weapon: 'breech-loader', interpretation: 'rifle-blazing-away-class' });
      expect(row.bonus.dice).toBe(1);
      expect(row.hitCap.hits).toBe(1);
    }
  });

  it('shotgun and sawn-off: "no ... Blazing Away bonus", "no maximum limit on the number of hits"', () => {
    for (const w of ['shotgun', 'sawn-off'] as const) {
      const row = BLAZING_AWAY_EXTENDED.rows[w];
      expect(row.bonus).toEqual({
        dice: 0,
        printed: 'There is no ‘Aiming’ or ‘Blazing Away’ bonus for shotguns.',
        source: SHOTGUNS_000,
      });
      expect(row.hitCap).toEqual({
        hits: 'unlimited',
        printed: 'There is no maximum limit on the number of hits caused by a shotgun.',
        source: SHOTGUNS_000,
      });
    }
  });

  it('bow: "All shots count as deliberate fire" (000 INDIAN WEAPONS)', () => {
    expect(BLAZING_AWAY_EXTENDED.rows.bow).toEqual({
      weapon: 'bow',
      canBlazeAway: false,
      bonus: null,
      hitCap: null,
      readsAs: null,
      source: { document: '000_53eda652e9702143.txt', section: 'INDIAN WEAPONS' },
    });
  });
});

describe('BLAZING_AWAY_QUICKREF', () => {
  it('bonus dice from 002 MODIFIERS: Breechloader +1, Repeating Rifle +2, Pistol +3, Shotgun +4', () => {
    expect(BLAZING_AWAY_QUICKREF.rows['breech-loader'].bonus).toEqual({
      dice: 1,
      printed: 'Blazing Away / Breechloader +1',
      source: MODIFIERS_002,
    });
    expect(BLAZING_AWAY_QUICKREF.rows['repeating-rifle'].bonus).toEqual({
      dice: 2,
      printed: 'Blazing Away / Repeating Rifle +2',
      source: MODIFIERS_002,
    });
    expect(BLAZING_AWAY_QUICKREF.rows.pistol.bonus).toEqual({
      dice: 3,
      printed: 'Blazing Away / Pistol +3',
      source: MODIFIERS_002,
    });
    expect(BLAZING_AWAY_QUICKREF.rows.shotgun.bonus).toEqual({
      dice: 4,
      printed: 'Blazing Away / Shotgun +4',
      source: MODIFIERS_002,
    });
    expect(BLAZING_AWAY_QUICKREF.rows['sawn-off'].bonus.dice).toBe(4);
  });

  it("hit caps come from 000, which the sheet doesn't repeat", () => {
    expect(BLAZING_AWAY_QUICKREF.rows.pistol.hitCap.hits).toBe(3);
    expect(BLAZING_AWAY_QUICKREF.rows['repeating-rifle'].hitCap.hits).toBe(2);
    expect(BLAZING_AWAY_QUICKREF.rows['breech-loader'].hitCap.hits).toBe(1);
    expect(BLAZING_AWAY_QUICKREF.rows.shotgun.hitCap.hits).toBe('unlimited');
    expect(BLAZING_AWAY_QUICKREF.rows.pistol.hitCap.source).toEqual(SHOOTING_000);
  });

  it('every row and the table carry a source', () => {
    expect(BLAZING_AWAY_QUICKREF.source).toEqual(MODIFIERS_002);
    expect(BLAZING_AWAY_EXTENDED.source).toEqual(SHOOTING_000);
    for (const row of [
      ...Object.values(BLAZING_AWAY_QUICKREF.rows),
      ...Object.values(BLAZING_AWAY_EXTENDED.rows),
    ]) {
      expect(row.source.document).toMatch(/^00[0-3]_[0-9a-f]{16}\.txt$/);
      expect(row.source.section.length).toBeGreaterThan(0);
    }
  });
});
