import { describe, expect, it } from 'vitest';
import { ScriptedDice } from '../../../../src/dice/ScriptedDice.ts';
import { buckingRound } from '../../../../src/rules/rwnn/horse/buckingRound.ts';
import { newControlOutcome, type ControlOutcome } from '../../../../src/rules/rwnn/horse/ControlOutcome.ts';
import {
  DEFAULT_HORSE_READINGS,
  type HorseReadings,
} from '../../../../src/rules/rwnn/horse/HorseReadings.ts';
import { lossOfControl, nextTurnControl, ridesAs } from '../../../../src/rules/rwnn/horse/lossOfControl.ts';
import {
  stopBoltingHorse,
  type BoltStopCircumstance,
} from '../../../../src/rules/rwnn/horse/stopBoltingHorse.ts';
import { woundCallsForControl } from '../../../../src/rules/rwnn/horse/woundCallsForControl.ts';
import type { RiderClass } from '../../../../src/rules/rwnn/tables/RiderClass.ts';

/** A throw for loss of control on exactly these faces (and these directions), every one of them used. */
function control(
  rider: RiderClass,
  faces: number[],
  r: Partial<HorseReadings> = {},
  directions: number[] = [],
): ControlOutcome {
  const dice = new ScriptedDice(faces, directions);
  const out = lossOfControl(rider, { ...DEFAULT_HORSE_READINGS, ...r }, dice, newControlOutcome());
  dice.assertConsumed();
  return { ...out };
}

/** The next turn of `before` on exactly these faces. */
function nextTurn(
  rider: RiderClass,
  before: ControlOutcome,
  faces: number[],
  r: Partial<HorseReadings> = {},
  directions: number[] = [],
): ControlOutcome {
  const dice = new ScriptedDice(faces, directions);
  const out = nextTurnControl(rider, { ...DEFAULT_HORSE_READINGS, ...r }, dice, { ...before });
  dice.assertConsumed();
  return out;
}

describe('000 LOSS OF CONTROL: "Does Rider Lose Control? Throw a dice"', () => {
  it('"4, 5, 6: everything fine": nothing more is thrown', () => {
    for (const f of [4, 5, 6]) expect(control('inept', [f])).toMatchObject({ lost: false, reaction: null });
  });

  it('"3, 4: Horse rears. See if the rider is thrown, using part “d:”": a Good rider on 1, 2', () => {
    expect(control('good', [3, 3, 2])).toMatchObject({ lost: true, reaction: 'rears', thrown: true });
    expect(control('good', [1, 4, 3])).toMatchObject({ reaction: 'rears', thrown: false, bolting: false });
  });

  it('"5, 6: Horse bolts. The rider is treated as Inept until he can regain control."', () => {
    expect(control('expert', [2, 6])).toMatchObject({ reaction: 'bolts', bolting: true, thrown: false });
    expect(ridesAs('expert', true)).toBe('inept');
    expect(ridesAs('expert', false)).toBe('expert');
  });

  it('horses.thrownAgain=rider-thrown: a rider who loses control is thrown, the horse reacts riderless', () => {
    expect(control('expert', [3, 1], { thrownAgain: 'rider-thrown' })).toMatchObject({
      reaction: 'bucks',
      thrown: true,
      bucking: false,
      buckingRounds: 0,
    });
  });
});

describe('000 LOSS OF CONTROL, "Bucking sequence"', () => {
  it('a: the red and black dice, "the bucking horse moves the difference"; b: the direction; c: regains', () => {
    // Loses control (2), bucks (1); red 6, black 2: 4 inches; Good regains on "4, 5, 6".
    const out = control('good', [2, 1, 6, 2, 4], {}, [135]);
    expect(out).toMatchObject({ reaction: 'bucks', buckInches: 4, buckDegrees: 135, buckingRounds: 1 });
    expect(out).toMatchObject({ thrown: false, bucking: false });
  });

  it('"d: if control is not regained, throw to see if the rider is thrown": Poor "1,2, 3"', () => {
    expect(control('poor', [1, 2, 3, 3, 4, 3], {}, [0])).toMatchObject({ thrown: true, buckingRounds: 1 });
  });

  it('"Continue this sequence until either the rider regains control or is thrown": three rounds at once', () => {
    // Inept: regain on 6, thrown on 1-4. Rounds: (c 5, d 5) on, (c 2, d 6) on, (c 6) regained.
    const faces = [1, 1, 3, 3, 5, 5, 4, 1, 2, 6, 2, 2, 6];
    const out = control('inept', faces, {}, [10, 20, 30]);
    expect(out).toMatchObject({ buckingRounds: 3, buckInches: 0, buckDegrees: 30, thrown: false });
    expect(out.bucking).toBe(false);
  });

  it('horses.bucking=one-round-a-turn: one round now, the next in his next turn', () => {
    const first = control('expert', [1, 2, 4, 4, 2, 2], { bucking: 'one-round-a-turn' }, [90]);
    expect(first).toMatchObject({ bucking: true, thrown: false, buckingRounds: 1 });
    // Next turn: red 1, black 6 (5 inches); c 2 fails, d 1: "Expert 1", thrown.
    const second = nextTurn('expert', first, [1, 6, 2, 1], { bucking: 'one-round-a-turn' }, [270]);
    expect(second).toMatchObject({ bucking: false, thrown: true, buckingRounds: 2, buckInches: 5 });
  });

  it('a single round played alone gives its own part c and d', () => {
    const dice = new ScriptedDice([3, 3, 2, 5], [7]);
    const out = buckingRound('good', dice, newControlOutcome());
    expect(out).toMatchObject({ buckInches: 0, bucking: true, thrown: false, buckingRounds: 1 });
  });
});

describe('the rider on a bolting horse, turn after turn', () => {
  const bolting: ControlOutcome = { ...newControlOutcome(), lost: true, reaction: 'bolts', bolting: true };

  it('horses.boltRegain=own-class: part c for his class, a Good rider on 4', () => {
    expect(nextTurn('good', bolting, [4]).bolting).toBe(false);
    expect(nextTurn('good', bolting, [3]).bolting).toBe(true);
  });

  it('horses.boltRegain=as-inept: "treated as Inept until he can regain control", a 6', () => {
    expect(nextTurn('good', bolting, [4], { boltRegain: 'as-inept' }).bolting).toBe(true);
    expect(nextTurn('good', bolting, [6], { boltRegain: 'as-inept' }).bolting).toBe(false);
  });

  it('"Riders who were Inept to start with cannot now stop the horse": no die thrown', () => {
    expect(nextTurn('inept', bolting, []).bolting).toBe(true);
  });
});

describe('000 LOSS OF CONTROL 6: wounds that call for the throw', () => {
  // "As the result of receiving a graze ( Inept and Poor only), a flesh wound (not Expert) or a serious wound."
  it.each([
    ['inept', [true, true, true]],
    ['poor', [true, true, true]],
    ['good', [false, true, true]],
    ['expert', [false, false, true]],
  ] as const)('%s: graze, flesh, serious -> %j', (rider, expected) => {
    expect((['graze', 'flesh', 'serious'] as const).map((w) => woundCallsForControl(rider, w))).toEqual(
      expected,
    );
  });
});

describe('stopping a bolting horse (register entry bolting-horse-stop)', () => {
  const stop = (
    stopper: RiderClass,
    how: BoltStopCircumstance,
    face: number,
    r: Partial<HorseReadings> = {},
  ) => {
    const dice = new ScriptedDice([face]);
    const out = stopBoltingHorse(stopper, how, { ...DEFAULT_HORSE_READINGS, ...r }, dice);
    dice.assertConsumed();
    return out;
  };

  it('LOSS OF CONTROL: moving into contact, "4, 5 or 6 (Inept subtract two, Expert add one)"', () => {
    expect([stop('good', 'moves-into-contact', 4), stop('good', 'moves-into-contact', 3)]).toEqual([
      true,
      false,
    ]);
    expect([stop('inept', 'moves-into-contact', 5), stop('inept', 'moves-into-contact', 6)]).toEqual([
      false,
      true,
    ]);
    expect(stop('expert', 'moves-into-contact', 3)).toBe(true);
  });

  it('ATTACKING CHARACTERS ON FOOT: stood and fought, "4, 5 or 6 (- 1 if Inept, + 2 if Expert)"', () => {
    expect([stop('inept', 'stood-and-fought', 5), stop('inept', 'stood-and-fought', 4)]).toEqual([
      true,
      false,
    ]);
    expect(stop('expert', 'stood-and-fought', 2)).toBe(true);
  });

  it('horses.boltingStop: one passage for both circumstances', () => {
    expect(stop('expert', 'stood-and-fought', 2, { boltingStop: 'loss-of-control' })).toBe(false);
    expect(stop('inept', 'moves-into-contact', 5, { boltingStop: 'attacked-on-foot' })).toBe(true);
  });
});
