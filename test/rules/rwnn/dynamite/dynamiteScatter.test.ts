import { describe, expect, it } from 'vitest';
import { ScriptedDice } from '../../../../src/dice/ScriptedDice.ts';
import {
  DEFAULT_DYNAMITE_READINGS,
  type DynamiteReadings,
} from '../../../../src/rules/rwnn/dynamite/DynamiteReadings.ts';
import {
  newDynamiteScatter,
  type DynamiteScatter,
} from '../../../../src/rules/rwnn/dynamite/DynamiteScatter.ts';
import { lobbingModifier, scatterThrowerOf } from '../../../../src/rules/rwnn/dynamite/lobbingModifier.ts';
import { tbcScatter } from '../../../../src/rules/rwnn/dynamite/tbcScatter.ts';
import { trwnnScatter } from '../../../../src/rules/rwnn/dynamite/trwnnScatter.ts';
import { variantAScatter } from '../../../../src/rules/rwnn/dynamite/variantAScatter.ts';

const R = DEFAULT_DYNAMITE_READINGS;

/** One TBC scatter on exactly these faces (red, black, then any bounce rolls' red and black). */
function tbc(modifier: number, faces: number[], r: Partial<DynamiteReadings> = {}): DynamiteScatter {
  const dice = new ScriptedDice(faces);
  const out = tbcScatter(modifier, { ...R, ...r }, dice, newDynamiteScatter());
  dice.assertConsumed();
  return out;
}

/** One TRWNN scatter on exactly these faces (scatter die, distance die, then any bounce rolls'). */
function trwnn(faces: number[], dead = false, r: Partial<DynamiteReadings> = {}): DynamiteScatter {
  const dice = new ScriptedDice(faces);
  const out = trwnnScatter(dead, { ...R, ...r }, dice, newDynamiteScatter());
  dice.assertConsumed();
  return out;
}

const NONE = { flesh: 0, serious: 0 };

describe('000 "Dynamite Lobbing Procedure", step 4: the TBC scatter', () => {
  it('"Subtract the red dice from the black dice. The result is the distance in inches": red 2, black 5 is 3" ahead', () => {
    const s = tbc(0, [2, 5]);
    expect([s.legs, s.legInches[0], s.inches, s.directHit, s.bounced]).toEqual([1, 3, 3, false, false]);
  });

  it('"A negative result means scatter ‘back’": red 6, black 1 is 5" back', () => {
    const s = tbc(0, [6, 1]);
    expect([s.legInches[0], s.inches]).toEqual([-5, 5]);
  });

  it('"a result of less than 1” scatter means a direct hit": a 1" scatter of a Crack Shot (-1")', () => {
    expect(tbc(-1, [3, 4]).directHit).toBe(true);
    expect(tbc(0, [3, 4]).directHit).toBe(false);
  });

  it('the modifiers change the size by default (+1" makes a 2" back scatter 3" back); signed moves it ahead', () => {
    expect(tbc(1, [4, 2]).legInches[0]).toBe(-3);
    expect(tbc(1, [4, 2], { scatterModifiers: 'signed' }).legInches[0]).toBe(-1);
    expect(tbc(1, [3, 2], { scatterModifiers: 'signed' }).directHit).toBe(true);
  });

  it('"If the red and black dice are equal, the dynamite bounces. Roll for scatter 2 more times", unmodified', () => {
    // Red 3, black 3 (0" + 1" wound = 1"), then bounce rolls 2->6 (4") and 5->4 (1" back), no modifier.
    const s = tbc(1, [3, 3, 2, 6, 5, 4]);
    expect(s.bounced).toBe(true);
    expect([s.legs, ...s.legInches]).toEqual([3, 1, 4, -1]);
    expect(s.inches).toBe(6);
    // Under bounceFrom=aim the last bounce roll places it: 1" from the aim.
    expect(tbc(1, [3, 3, 2, 6, 5, 4], { bounceFrom: 'aim' }).inches).toBe(1);
  });

  it('"Dynamite can only start to bounce once": equal bounce dice leave it "on exactly the same spot"', () => {
    const s = tbc(0, [2, 2, 4, 4, 6, 6]);
    expect([s.legs, s.inches, s.directHit]).toEqual([3, 0, true]);
  });

  it('the lobbing modifiers: +1" each wound, +1" Clumsy...Wildman, -1" Crack Shot...True Grit, each line once', () => {
    const t = scatterThrowerOf(new Set(['runt', 'jumpy']), { flesh: 1, serious: 1 });
    expect(t).toEqual({ wounds: { flesh: 1, serious: 1 }, unsteady: true, steady: false });
    expect(lobbingModifier(t, R)).toBe(3);
    expect(lobbingModifier(t, { ...R, woundInches: 'per-severity' })).toBe(4);
    expect(lobbingModifier(scatterThrowerOf(new Set(['deadeye', 'marksman']), NONE), R)).toBe(-1);
  });
});

describe('000 "Dynamite Lobbing Procedure TRWNN Method.": scatter die and distance die', () => {
  it('"If you get a target symbol, the explosion will go off a the marker": faces 1, 2 of the scatter die', () => {
    expect(trwnn([1, 4])).toMatchObject({ directHit: true, bounced: false, inches: 0 });
    expect(trwnn([2, 5]).directHit).toBe(true);
  });

  it('"If you get an arrow ... Move the marker in the direction of the arrow for that many inches"', () => {
    expect(trwnn([3, 4])).toMatchObject({ directHit: false, inches: 4 });
    // Only face 1 carries the target under scatterDieTargets=one.
    expect(trwnn([2, 5], false, { scatterDieTargets: 'one' }).inches).toBe(5);
  });

  it('"BOTH 6 on the distance dice AND a target symbol": bounces, rolls twice; a target again stays put', () => {
    const s = trwnn([1, 6, 4, 3, 2, 6]);
    expect([s.bounced, s.legs, ...s.legInches]).toEqual([true, 3, 0, 3, 0]);
    expect(s.inches).toBe(3);
    expect(trwnn([1, 6, 4, 3, 5, 2], false, { bounceFrom: 'aim' }).inches).toBe(2);
  });

  it('"If you were ‘Dead Accurate’ ... halve the distance die results for every scatter of bounce result"', () => {
    expect(trwnn([4, 5], true).inches).toBe(2.5);
  });
});

describe('000 "Dynamite Scatter Variants", Variant "A": "1 = Left", then a. to e. as faces 2 to 6', () => {
  it('1 Left, 2 Right, 3 Forward, 4 Back, 5 and 6 Hit', () => {
    const dice = new ScriptedDice([1, 2, 3, 4, 5, 6]);
    expect([1, 2, 3, 4, 5, 6].map(() => variantAScatter(dice))).toEqual([
      'left',
      'right',
      'forward',
      'back',
      'hit',
      'hit',
    ]);
  });
});
