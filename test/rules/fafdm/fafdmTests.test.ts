import { describe, expect, it } from 'vitest';
import { ScriptedDice } from '../../../src/dice/ScriptedDice.ts';
import {
  COOLNESS_SHOT_MODIFIER,
  DEFAULT_COOLNESS_READINGS,
  diceOverCoolness,
} from '../../../src/rules/fafdm/coolnessTest.ts';
import { rescueWounds } from '../../../src/rules/fafdm/rescueWounds.ts';
import { shotDamage } from '../../../src/rules/fafdm/shotDamage.ts';

const r = DEFAULT_COOLNESS_READINGS;

describe('For A Few Dice More (001 4.2 FIRE)', () => {
  it("coolness test, 001's example: coolness 3, throws a 2 and a 4: one die over, a tense shooter (-1)", () => {
    const dice = new ScriptedDice([2, 4]);
    const over = diceOverCoolness(dice.d6(), dice.d6(), 3, false, r);
    expect(over).toBe(1);
    expect(COOLNESS_SHOT_MODIFIER[over]).toBe(-1);
  });

  it('"Higher score than 2 or more – nervous shooter, modifier -2"; equal scores do not count as over', () => {
    expect(diceOverCoolness(5, 6, 4, false, r)).toBe(2);
    expect(diceOverCoolness(4, 4, 4, false, r)).toBe(0);
    expect(diceOverCoolness(4, 4, 4, false, { ...r, compare: 'greater-or-equal' })).toBe(2);
  });

  it('"Character Shocked or in Panic +1": a 3 and a 4 against coolness 4 become 4 and 5', () => {
    expect(diceOverCoolness(3, 4, 4, true, r)).toBe(1);
    expect(diceOverCoolness(4, 4, 4, true, r)).toBe(2);
    expect(diceOverCoolness(4, 4, 4, true, { ...r, shocked: 'higher-die' })).toBe(1);
  });

  it('shooting test: "Equal or lower score than 6 – target missed / 7 to 9 – 1 damage / 10 or higher – 2"', () => {
    expect([6, 7, 9, 10, 14].map((t) => shotDamage(t))).toEqual([0, 1, 1, 2, 2]);
  });

  it("shooting test, 001's example: rolls 4 + shot 4 + weapon 1 + 1 (target has not taken his turn) - 1 cover - 1 tense = 8: one damage", () => {
    expect(shotDamage(4 + 4 + 1 + 1 - 1 - 1)).toBe(1);
  });

  it('rescue test: "equal or lower than 0 – no wound / between 1 and 3 – 1 wound / 4 or higher – 2 wounds"', () => {
    expect([-2, 0, 1, 3, 4, 7].map(rescueWounds)).toEqual([0, 0, 1, 1, 2, 2]);
  });

  it("rescue test, 001's example: Billy (reflexes 3) takes one damage and rolls 4: 4 + 1 - 3 = 2, one wound; 2 or less would have saved him", () => {
    expect(rescueWounds(4 + 1 - 3)).toBe(1);
    expect(rescueWounds(2 + 1 - 3)).toBe(0);
  });
});
