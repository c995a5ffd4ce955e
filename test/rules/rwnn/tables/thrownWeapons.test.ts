import { describe, expect, it } from 'vitest';
import { THROWN_WEAPONS } from '../../../../src/rules/rwnn/tables/thrownWeapons.ts';

describe('THROWN_WEAPONS (000 THROWN WEAPONS)', () => {
  it('cites 000 THROWN WEAPONS', () => {
    expect(THROWN_WEAPONS.source).toEqual({
      document: '000_53eda652e9702143.txt',
      section: 'THROWN WEAPONS',
    });
  });

  it('"if they are not an Accomplished Shot with that weapon, they subtract one dice"', () => {
    expect(THROWN_WEAPONS.notAccomplishedDice).toBe(-1);
  });

  it('"Knife & tomahawk Medium (9”)", "Lance Long (12”)"', () => {
    expect(THROWN_WEAPONS.weapons).toEqual([
      { weapon: 'knife', printed: 'Knife & tomahawk Medium (9”)', maxBand: 'medium', maxInches: 9 },
      { weapon: 'tomahawk', printed: 'Knife & tomahawk Medium (9”)', maxBand: 'medium', maxInches: 9 },
      { weapon: 'lance', printed: 'Lance Long (12”)', maxBand: 'long', maxInches: 12 },
    ]);
  });

  it('"Weapons can be thrown after moving."; "A thrown lance will always cause a terrible wound"', () => {
    expect(THROWN_WEAPONS.afterMoving.allowed).toBe(true);
    expect(THROWN_WEAPONS.lance).toBe(
      'A thrown lance will always cause a terrible wound instead of a serious wound.',
    );
  });
});
