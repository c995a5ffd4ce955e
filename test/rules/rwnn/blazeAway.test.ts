import { describe, expect, it } from 'vitest';
import { newFaceCounts } from '../../../src/dice/Dice.ts';
import { ScriptedDice } from '../../../src/dice/ScriptedDice.ts';
import { blazeAway, DEFAULT_BLAZE_READINGS, type BlazeReadings } from '../../../src/rules/rwnn/blazeAway.ts';
import { newShotOutcome, type ShotOutcome } from '../../../src/rules/rwnn/ShotOutcome.ts';

const extended = DEFAULT_BLAZE_READINGS;
const playtest: BlazeReadings = { ...DEFAULT_BLAZE_READINGS, edition: '1996' };

/** Throws exactly `faces` and blazes away with them. */
function blaze(faces: number[], cap: number, readings: BlazeReadings): ShotOutcome {
  const dice = new ScriptedDice(faces);
  const counts = dice.rollCounts(faces.length, newFaceCounts());
  dice.assertConsumed();
  return blazeAway(counts[6]!, counts[1]!, cap, readings, newShotOutcome());
}

describe('blazing away, extended edition (000 SHOOTING "Blazing away")', () => {
  it('"Each 6 rolled gives him a hit" up to the cap: six-shooter "up to three times"', () => {
    expect(blaze([6, 6, 3, 4, 5], 3, extended)).toEqual({ hits: 2, gun: 'ok' });
    expect(blaze([6, 6, 6, 6, 2], 3, extended)).toEqual({ hits: 3, gun: 'ok' });
  });

  it('"breach loaders may only hit once, repeating rifles up to twice"', () => {
    expect(blaze([6, 6, 6], 1, extended)).toEqual({ hits: 1, gun: 'ok' });
    expect(blaze([6, 6, 6], 2, extended)).toEqual({ hits: 2, gun: 'ok' });
  });

  it('no 1s and no 6s: no hits and the gun is fine', () => {
    expect(blaze([2, 3, 4, 5], 3, extended)).toEqual({ hits: 0, gun: 'ok' });
  });

  it('fewer 1s than 6s: the hits stand', () => {
    expect(blaze([6, 6, 1, 4], 3, extended)).toEqual({ hits: 2, gun: 'ok' });
  });

  it('"If the same number of 1\'s as 6\'s are rolled, he hits, but is out of ammo"', () => {
    expect(blaze([6, 6, 1, 1, 5], 3, extended)).toEqual({ hits: 2, gun: 'out-of-ammo' });
  });

  it('"If more 1\'s than 6\'s are rolled, he is out of ammo, he misses"', () => {
    expect(blaze([6, 1, 1, 4], 3, extended)).toEqual({ hits: 0, gun: 'out-of-ammo' });
    expect(blaze([1, 2], 3, extended)).toEqual({ hits: 0, gun: 'out-of-ammo' });
  });

  it('"If two or more 1\'s than 6\'s are rolled the gun is jammed, he misses"', () => {
    expect(blaze([6, 1, 1, 1], 3, extended)).toEqual({ hits: 0, gun: 'jammed' });
    expect(blaze([1, 1, 3], 3, extended)).toEqual({ hits: 0, gun: 'jammed' });
  });

  it('reading two-ones-and-more-ones: two 1s that outnumber the 6s jam (docs/rules/interpretations/blaze-extended-jam.md)', () => {
    const r: BlazeReadings = { ...extended, extendedJam: 'two-ones-and-more-ones' };
    expect(blaze([6, 1, 1], 3, r)).toEqual({ hits: 0, gun: 'jammed' });
    expect(blaze([6, 1, 1], 3, extended)).toEqual({ hits: 0, gun: 'out-of-ammo' });
  });

  it('reading out-of-ammo: no 1s and no 6s also empties the gun (docs/rules/interpretations/blaze-extended-zero-tie.md)', () => {
    expect(blaze([2, 3], 3, { ...extended, extendedZeroTie: 'out-of-ammo' })).toEqual({
      hits: 0,
      gun: 'out-of-ammo',
    });
  });
});

describe('blazing away, 1996 playtest edition (003 SHOOTING)', () => {
  it('"If more 1\'s than 6\'s are rolled, he is out of ammo, he misses"', () => {
    expect(blaze([6, 1, 1], 3, playtest)).toEqual({ hits: 0, gun: 'out-of-ammo' });
  });

  it('as many 1s as 6s is not "more": the hits stand and the gun is fine', () => {
    expect(blaze([6, 6, 1, 1], 3, playtest)).toEqual({ hits: 2, gun: 'ok' });
  });

  it('"If three or more 1\'s are rolled the gun is jammed": with more 1s than 6s he misses', () => {
    expect(blaze([1, 1, 1, 6], 3, playtest)).toEqual({ hits: 0, gun: 'jammed' });
  });

  it('three 1s that do not outnumber the 6s: jammed, and by default the hits stand', () => {
    expect(blaze([1, 1, 1, 6, 6, 6], 3, playtest)).toEqual({ hits: 3, gun: 'jammed' });
    expect(blaze([1, 1, 1, 6, 6, 6], 3, { ...playtest, jam1996Hits: 'miss' })).toEqual({
      hits: 0,
      gun: 'jammed',
    });
  });
});
