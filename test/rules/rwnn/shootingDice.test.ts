import { describe, expect, it } from 'vitest';
import { newFaceCounts } from '../../../src/dice/Dice.ts';
import { ScriptedDice } from '../../../src/dice/ScriptedDice.ts';
import { DEFAULT_BLAZE_READINGS } from '../../../src/rules/rwnn/blazeAway.ts';
import { deliberateHits } from '../../../src/rules/rwnn/deliberateFire.ts';
import { fastDrawResult } from '../../../src/rules/rwnn/fastDraw.ts';
import { fightRound } from '../../../src/rules/rwnn/fightRound.ts';
import { luckyShot } from '../../../src/rules/rwnn/luckyShot.ts';
import { nervePasses } from '../../../src/rules/rwnn/nerveTest.ts';
import { newShotOutcome } from '../../../src/rules/rwnn/ShotOutcome.ts';

const countsOf = (faces: number[]): Int32Array =>
  new ScriptedDice(faces).rollCounts(faces.length, newFaceCounts());

describe('deliberate fire (000 SHOOTING "Deliberate fire")', () => {
  it('"If any dice comes up with a 6, he has hit his target, but he can only score one hit"', () => {
    expect(deliberateHits(countsOf([6, 6, 6]), false)).toBe(1);
    expect(deliberateHits(countsOf([5, 4, 1]), false)).toBe(0);
  });

  it('Deadeye "hits on a 5 or 6 when firing deliberately"', () => {
    expect(deliberateHits(countsOf([5, 4, 1]), true)).toBe(1);
    expect(deliberateHits(countsOf([4, 4, 1]), true)).toBe(0);
  });
});

describe('lucky shot (000 SHOOTING "Lucky shots")', () => {
  const lucky = (
    faces: number[],
    ammo: 'more-ones-than-sixes' | 'as-blazing-away' = 'more-ones-than-sixes',
  ) => {
    const c = countsOf(faces);
    return luckyShot(c[6]!, c[1]!, ammo, DEFAULT_BLAZE_READINGS, newShotOutcome());
  };
  it('"he throws three dice needing two 6\'s to hit"', () => {
    expect(lucky([6, 6, 3])).toEqual({ hits: 1, gun: 'ok' });
    expect(lucky([6, 3, 3])).toEqual({ hits: 0, gun: 'ok' });
  });
  it('"He is out of ammo as usual if he throws more 1\'s than 6\'s"', () => {
    expect(lucky([6, 1, 1])).toEqual({ hits: 0, gun: 'out-of-ammo' });
    expect(lucky([6, 1, 3])).toEqual({ hits: 0, gun: 'ok' });
  });
  it('reading as-blazing-away: the extended 1s rule, so two 1s over the 6s jam and a 6-and-1 tie runs dry', () => {
    expect(lucky([1, 1, 3], 'as-blazing-away')).toEqual({ hits: 0, gun: 'jammed' });
    expect(lucky([6, 1, 3], 'as-blazing-away')).toEqual({ hits: 0, gun: 'out-of-ammo' });
  });
});

describe('fast draw (000 CHALLENGES, DUELS & THE FAST DRAW)', () => {
  it('"The character who rolls the most 6\'s fires first"', () => {
    expect(fastDrawResult(countsOf([6, 6, 1]), countsOf([6, 5, 5, 5]), 'highest-face')).toBe('a');
  });
  it('"if both duelists roll the same number of 6\'s, they fire simultaneously"', () => {
    expect(fastDrawResult(countsOf([6, 5, 5]), countsOf([6, 2, 1]), 'highest-face')).toBe('simultaneous');
  });
  it('"If neither rolls any 6\'s, then see who rolled the most 5\'s, and so on!"', () => {
    expect(fastDrawResult(countsOf([4, 4]), countsOf([5, 1, 1]), 'highest-face')).toBe('b');
    expect(fastDrawResult(countsOf([3, 3, 2]), countsOf([3, 2, 2]), 'highest-face')).toBe('a');
  });
  it('reading lexicographic: equal 6s pass on to the 5s (docs/rules/interpretations/fast-draw-ties.md)', () => {
    expect(fastDrawResult(countsOf([6, 5, 5]), countsOf([6, 2, 1]), 'lexicographic')).toBe('a');
    expect(fastDrawResult(countsOf([6, 2]), countsOf([2, 6]), 'lexicographic')).toBe('simultaneous');
  });
});

describe('close combat (000 FIGHTING; 002 CLOSE COMBAT)', () => {
  const round = () => ({ netHits: 0, attackerKnockedDown: false });
  it('"each 6 rolled is a potential hit ... each 6 rolled cancels one of the attackers hits"', () => {
    expect(fightRound(countsOf([6, 6, 6, 2])[6]!, countsOf([6, 3])[6]!, round())).toEqual({
      netHits: 2,
      attackerKnockedDown: false,
    });
  });
  it('"If the defender rolls more 6\'s than the attacker, then the attacker is knocked down"', () => {
    expect(fightRound(countsOf([6, 2])[6]!, countsOf([6, 6])[6]!, round())).toEqual({
      netHits: 0,
      attackerKnockedDown: true,
    });
    expect(fightRound(countsOf([6, 2])[6]!, countsOf([6, 3])[6]!, round())).toEqual({
      netHits: 0,
      attackerKnockedDown: false,
    });
  });
});

describe('nerve (000 NERVE and/or Morale)', () => {
  it('"He must throw at least one 6, otherwise he has lost his nerve"', () => {
    expect(nervePasses(4, countsOf([6, 1, 1, 1])[6]!)).toBe(true);
    expect(nervePasses(4, countsOf([5, 5, 5, 5])[6]!)).toBe(false);
  });
  it('with no nerve dice left nothing is thrown and no 6 can come up', () => {
    expect(nervePasses(0, 0)).toBe(false);
  });
});
