import { describe, expect, it } from 'vitest';
import { ScriptedDice } from '../../../../src/dice/ScriptedDice.ts';
import {
  DEFAULT_ARROW_READINGS,
  type ArrowReadings,
} from '../../../../src/rules/rwnn/indian/ArrowReadings.ts';
import { newArrowWound, type ArrowWound } from '../../../../src/rules/rwnn/indian/ArrowWound.ts';
import { arrowTurn } from '../../../../src/rules/rwnn/indian/arrowTurn.ts';
import { impaled } from '../../../../src/rules/rwnn/indian/impaled.ts';

/** Turns of throws at a fresh arrow, one face a turn. */
function turns(faces: number[], r: Partial<ArrowReadings> = {}): ArrowWound {
  const dice = new ScriptedDice(faces);
  const w = newArrowWound();
  for (let i = 0; i < faces.length; i++) arrowTurn(w, { ...DEFAULT_ARROW_READINGS, ...r }, dice);
  dice.assertConsumed();
  return { ...w };
}

describe('000 INDIAN WEAPONS: impaled, and the arrow', () => {
  it('"throw again: on a 4, 5 or 6 he has been impaled"', () => {
    expect(impaled(new ScriptedDice([3]))).toBe(false);
    expect(impaled(new ScriptedDice([4]))).toBe(true);
  });

  it('"3 no progress, roll again next turn" then "4, 5, 6 arrow removed"', () => {
    expect(turns([3]).stage).toBe('in');
    expect(turns([3, 4]).stage).toBe('removed');
  });

  it('"1, 2 arrow fast, must be broken off, try next turn", then "5, 6 arrow broken"', () => {
    expect(turns([2]).stage).toBe('must-break');
    expect(turns([2, 5]).stage).toBe('broken-off');
  });

  it('breaking: "1, 2 uncontrollable bleeding/vital organ: victim dies"', () => {
    expect(turns([1, 2]).stage).toBe('dead');
  });

  it('"3 victim suffers additional wound", "4 victim passes out": the arrow stays in and is thrown for again', () => {
    expect(turns([1, 3, 4])).toEqual({ stage: 'must-break', additionalWounds: 1, passedOut: true });
    expect(turns([1, 3, 6]).stage).toBe('broken-off');
  });

  it('arrows.breakingResult=broken: a 3 or a 4 breaks it off at that price', () => {
    expect(turns([1, 3], { breakingResult: 'broken' })).toEqual({
      stage: 'broken-off',
      additionalWounds: 1,
      passedOut: false,
    });
  });
});
