import { describe, expect, it } from 'vitest';
import { DIE_FACES } from '../../../../src/rules/rwnn/tables/DieFace.ts';
import { DYNAMITE_BUILDING } from '../../../../src/rules/rwnn/tables/dynamiteBuilding.ts';

describe('DYNAMITE_BUILDING (000 "What Happens to a Building")', () => {
  it('cites 000 What Happens to a Building', () => {
    expect(DYNAMITE_BUILDING.source).toEqual({
      document: '000_53eda652e9702143.txt',
      section: 'What Happens to a Building',
    });
  });

  it('"wood, stone, or adobe is within 6” of a blast"', () => {
    expect(DYNAMITE_BUILDING.withinInches).toBe(6);
    expect(DYNAMITE_BUILDING.materials).toEqual(['wood', 'stone', 'adobe']);
  });

  it('"1-3: That edge of the building collapses." / "4-6: The building stands firm."', () => {
    expect(DIE_FACES.map((f) => DYNAMITE_BUILDING.results[f].outcome)).toEqual([
      'edge-collapses',
      'edge-collapses',
      'edge-collapses',
      'stands-firm',
      'stands-firm',
      'stands-firm',
    ]);
    expect(DYNAMITE_BUILDING.results[3].printed).toMatch(/^1-3: That edge of the building collapses\./);
    expect(DYNAMITE_BUILDING.results[4].printed).toMatch(/^4-6: The building stands firm\./);
    expect(DYNAMITE_BUILDING.standsFirm).toEqual({ wood: 'on-fire', stoneOrAdobe: 'smoke' });
  });

  it('"The white cotton balls ... with last for 3 turns"; "a hindrance to LOS"', () => {
    expect(DYNAMITE_BUILDING.smoke).toMatchObject({ turns: 3, hindersLineOfSight: true });
  });
});
