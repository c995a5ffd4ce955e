import { describe, expect, it } from 'vitest';
import { newFaceCounts } from '../../src/dice/Dice.ts';
import { ScriptedDice } from '../../src/dice/ScriptedDice.ts';

describe('ScriptedDice', () => {
  it('shows the arranged faces in order and tallies them', () => {
    const dice = new ScriptedDice([6, 1, 6, 3]);
    expect(dice.d6()).toBe(6);
    const counts = dice.rollCounts(3, newFaceCounts());
    expect(Array.from(counts)).toEqual([0, 1, 0, 1, 0, 0, 1]);
    dice.assertConsumed();
  });

  it('fails loudly when a rule asks for more dice than were arranged', () => {
    const dice = new ScriptedDice([2]);
    dice.d6();
    expect(() => dice.d6()).toThrow(/ran out/);
  });

  it('fails loudly when arranged faces were never rolled', () => {
    const dice = new ScriptedDice([2, 5]);
    dice.d6();
    expect(() => dice.assertConsumed()).toThrow(/never rolled: 5/);
  });

  it('refuses faces outside 1..6', () => {
    expect(() => new ScriptedDice([7])).toThrow(RangeError);
    expect(() => new ScriptedDice([0])).toThrow(RangeError);
  });
});
