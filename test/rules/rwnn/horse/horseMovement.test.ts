import { describe, expect, it } from 'vitest';
import { ScriptedDice } from '../../../../src/dice/ScriptedDice.ts';
import {
  DEFAULT_HORSE_READINGS,
  type HorseReadings,
} from '../../../../src/rules/rwnn/horse/HorseReadings.ts';
import {
  horseMoveThrow,
  newMoveThrow,
  type MoveThrow,
  type MoveThrowAsk,
} from '../../../../src/rules/rwnn/horse/horseMoveThrow.ts';
import { movementDiceAllowed } from '../../../../src/rules/rwnn/horse/movementDiceAllowed.ts';
import type { RiderClass } from '../../../../src/rules/rwnn/tables/RiderClass.ts';

const R = DEFAULT_HORSE_READINGS;

/** One movement throw on exactly these faces, every one of them used. */
function move(ask: Partial<MoveThrowAsk>, faces: number[], r: Partial<HorseReadings> = {}): MoveThrow {
  const dice = new ScriptedDice(faces);
  const a: MoveThrowAsk = { rider: 'good', dice: faces.length, stop: false, horseWounded: false, ...ask };
  const out = horseMoveThrow(a, { ...R, ...r }, dice, newMoveThrow());
  dice.assertConsumed();
  return { ...out };
}

const allowed = (rider: RiderClass, previous: number, wounded = false, r: Partial<HorseReadings> = {}) =>
  movementDiceAllowed(rider, previous, wounded, { ...R, ...r });

describe('000 HORSES, MOVEMENT: the distance of a throw', () => {
  it('Inept: "always throws two dice, multiplies them together, and moves that distance straight ahead"', () => {
    expect(move({ rider: 'inept' }, [3, 4]).distance).toBe(12);
    expect(move({ rider: 'inept' }, [1, 1]).distance).toBe(1);
  });

  it('Poor, Good, Expert: "moves the total distance straight ahead"', () => {
    expect(move({ rider: 'poor' }, [6, 5, 4, 3, 2, 1]).distance).toBe(21);
    expect(move({ rider: 'good' }, [2, 5]).distance).toBe(7);
    expect(move({ rider: 'expert' }, [4]).distance).toBe(4);
    expect(move({ rider: 'expert' }, []).distance).toBe(0);
  });

  // "if both dice come up even he stops immediately, if both come up odd he cannot stop this turn, otherwise
  // he moves half distance then stops."
  it('an Inept rider who wants to stop: both even stops at once, both odd cannot, otherwise half then stops', () => {
    expect(move({ rider: 'inept', stop: true }, [2, 6])).toMatchObject({ distance: 0, stopped: true });
    expect(move({ rider: 'inept', stop: true }, [3, 5])).toMatchObject({ distance: 15, stopped: false });
    expect(move({ rider: 'inept', stop: true }, [3, 6])).toMatchObject({ distance: 9, stopped: true });
  });
});

describe('000 LOSS OF CONTROL 5: a movement throw that calls for loss of control', () => {
  it('"If he rolls three 6’s simultaneously when rolling for horse movement"', () => {
    expect(move({ rider: 'good' }, [6, 6, 6]).controlThrow).toBe(true);
    expect(move({ rider: 'good' }, [6, 6, 5]).controlThrow).toBe(false);
  });

  it('four 6s of a Poor rider: three or more by default, not "exactly-three" under horses.threeSixes', () => {
    expect(move({ rider: 'poor' }, [6, 6, 6, 6, 1]).controlThrow).toBe(true);
    expect(move({ rider: 'poor' }, [6, 6, 6, 6, 1], { threeSixes: 'exactly-three' }).controlThrow).toBe(
      false,
    );
  });

  it('"or an Inept rider moves 30 inches or more": 5 x 6 calls for it, 5 x 5 does not', () => {
    expect(move({ rider: 'inept' }, [5, 6]).controlThrow).toBe(true);
    expect(move({ rider: 'inept' }, [5, 5]).controlThrow).toBe(false);
    // Wanting to stop, he moves half of 30: 15 inches, short of 30.
    expect(move({ rider: 'inept', stop: true }, [5, 6]).controlThrow).toBe(false);
  });

  // INJURY TO HORSES, "5.b) Inept riders throw for loss of control when throwing more than one dice for
  // movement, 5.c) Poor riders throw for loss of control when throwing more than two dice."
  it('on a wounded horse: Inept riders above one die, Poor riders above two, Good never', () => {
    expect(move({ rider: 'inept', horseWounded: true }, [1, 1]).controlThrow).toBe(true);
    expect(move({ rider: 'poor', horseWounded: true }, [1, 1]).controlThrow).toBe(false);
    expect(move({ rider: 'poor', horseWounded: true }, [1, 1, 1]).controlThrow).toBe(true);
    expect(move({ rider: 'good', horseWounded: true }, [1, 1]).controlThrow).toBe(false);
  });

  it('an Inept rider on a wounded horse under horses.woundedInept=one-die: one die, moving its face', () => {
    expect(allowed('inept', 2, true, { woundedInept: 'one-die' })).toEqual({ min: 1, max: 1 });
    expect(move({ rider: 'inept', horseWounded: true }, [5], { woundedInept: 'one-die' })).toMatchObject({
      distance: 5,
      controlThrow: false,
    });
  });
});

describe('000 HORSES, MOVEMENT: the dice a rider may throw', () => {
  it('Inept "always throws two dice", moving or not', () => {
    expect(allowed('inept', 0)).toEqual({ min: 2, max: 2 });
    expect(allowed('inept', 2, true)).toEqual({ min: 2, max: 2 });
  });

  it('Poor: "speed up or slow down by one dice each turn, to a maximum of 6 dice"', () => {
    expect(allowed('poor', 3)).toEqual({ min: 2, max: 4 });
    expect(allowed('poor', 6)).toEqual({ min: 5, max: 6 });
  });

  it('Good and Expert: "by one dice each throw, to a maximum of 3 dice"', () => {
    expect(allowed('good', 3)).toEqual({ min: 2, max: 3 });
    expect(allowed('expert', 1)).toEqual({ min: 0, max: 2 });
  });

  it('"stationary at the end of their last turn must build up their speed by just one dice each throw"', () => {
    expect(allowed('poor', 0)).toEqual({ min: 0, max: 1 });
    expect(allowed('expert', 0)).toEqual({ min: 0, max: 1 });
  });

  it('a wounded horse: "5.a) maximum dice per throw reduced by one", slowing at once from above it', () => {
    expect(allowed('good', 3, true)).toEqual({ min: 2, max: 2 });
    expect(allowed('poor', 6, true)).toEqual({ min: 5, max: 5 });
  });
});
