import { describe, expect, it } from 'vitest';
import { INDIAN_WEAPONS } from '../../../../src/rules/rwnn/tables/indianWeapons.ts';
import { RANGE_CHART_EXTENDED } from '../../../../src/rules/rwnn/tables/rangeChart.ts';

describe('INDIAN_WEAPONS (000 INDIAN WEAPONS, "Firearms" and "Bows")', () => {
  it('cites 000 INDIAN WEAPONS', () => {
    expect(INDIAN_WEAPONS.source).toEqual({
      document: '000_53eda652e9702143.txt',
      section: 'INDIAN WEAPONS',
    });
  });

  it('"all Indians subtract one dice when shooting firearms"', () => {
    expect(INDIAN_WEAPONS.firearms.dice).toBe(-1);
    expect(INDIAN_WEAPONS.firearms.printed).toBe(
      'With the exception of Apache Crack Shots, all Indians subtract one dice when shooting firearms.',
    );
  });

  it('"Use the range chart for pistols, except that long range extends to 24 inches." (the range chart\'s bow row)', () => {
    expect(INDIAN_WEAPONS.bows.range).toMatchObject({ readsRow: 'pistol', longRangeInches: 24 });
    expect(RANGE_CHART_EXTENDED.rows.bow.bands.long?.upToInches).toBe(
      INDIAN_WEAPONS.bows.range.longRangeInches,
    );
  });

  it('"cannot move and fire"; "a Young Blood can only score one hit, a Warrior can score two and a Mighty Warrior three"', () => {
    expect(INDIAN_WEAPONS.bows.moveAndFire.allowed).toBe(false);
    expect(INDIAN_WEAPONS.bows.deliberate.maxHits).toEqual({
      'young-blood': 1,
      warrior: 2,
      'mighty-warrior': 3,
    });
    expect(INDIAN_WEAPONS.bows.outOfAction.when).toBe('more-ones-than-sixes');
  });
});
