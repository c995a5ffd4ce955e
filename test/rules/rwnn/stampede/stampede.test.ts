import { describe, expect, it } from 'vitest';
import { ScriptedDice } from '../../../../src/dice/ScriptedDice.ts';
import { herdHeading } from '../../../../src/rules/rwnn/stampede/herdHeading.ts';
import {
  newOnFootOutcome,
  onFootInStampede,
  type TrampledFrom,
} from '../../../../src/rules/rwnn/stampede/onFootInStampede.ts';
import { stampedeCheck } from '../../../../src/rules/rwnn/stampede/stampedeCheck.ts';
import {
  DEFAULT_STAMPEDE_READINGS,
  type StampedeReadings,
} from '../../../../src/rules/rwnn/stampede/StampedeReadings.ts';

/** The check with exactly these faces, every one of them used. */
function check(
  inches: number,
  faces: number[],
  r: Partial<StampedeReadings> = {},
  dynamite = false,
): boolean {
  const dice = new ScriptedDice(faces);
  const out = stampedeCheck(inches, dynamite, { ...DEFAULT_STAMPEDE_READINGS, ...r }, dice);
  dice.assertConsumed();
  return out;
}

describe('000 "Stampede Procedure": gunfire near a herd', () => {
  // "If that distance is 12” or greater, don’t bother to check. If the distance is 12” or less, roll 1 D6 on
  // table 2. If the distance is 6” or less, roll 1 D6 on table 1."
  it('12" or less: table 2, "1-3 Staaaampede!", "4-6 No Result"', () => {
    expect([1, 2, 3, 4, 5, 6].map((f) => check(9, [f]))).toEqual([true, true, true, false, false, false]);
    expect(check(12, [3])).toBe(true);
  });

  it('6" or less: table 1, "1 Staaaampede!", "2-6 No Result"', () => {
    expect([1, 2, 3, 4, 5, 6].map((f) => check(6, [f]))).toEqual([true, false, false, false, false, false]);
  });

  it('beyond 12" nothing is thrown', () => {
    expect(check(13, [])).toBe(false);
  });

  it('"if Dynamite goes off an automatic stampede occurs": no die thrown', () => {
    expect(check(40, [], {}, true)).toBe(true);
  });

  it('stampede.twelveInches=no-check: exactly 12" is "12” or greater, don’t bother"', () => {
    expect(check(12, [], { twelveInches: 'no-check' })).toBe(false);
  });

  it('stampede.tables=swapped: the nearer gunfire on the skittish table 2, the farther on table 1', () => {
    expect(check(4, [3], { tables: 'swapped' })).toBe(true);
    expect(check(9, [3], { tables: 'swapped' })).toBe(false);
  });

  it('stampede.tables=both: 6" or less is also "12” or less", a die on each table', () => {
    expect(check(4, [4, 2], { tables: 'both' })).toBe(true);
    expect(check(4, [4, 4], { tables: 'both' })).toBe(false);
  });
});

describe('000 "Driving the Herd, the TBC method": the deviation throw', () => {
  // "1-3 Herd moves straight ahead", "4 Herd turns 45 degrees to the right.", "5 Herd turns 45 degrees to the
  // left", "6 Roll again": "1-3 Herd turns 90 degrees to the right", "4-6 Herd turns 90 degrees to the left."
  it('each face of the first throw, the second read only after a 6', () => {
    expect([1, 2, 3, 4, 5].map((f) => herdHeading(f as 1, 1, false))).toEqual([0, 0, 0, 45, -45]);
    expect([1, 2, 3, 4, 5, 6].map((s) => herdHeading(6, s as 1, false))).toEqual([90, 90, 90, -90, -90, -90]);
  });

  it('"Obstacles will be treated as if the result of the first roll was a 6"', () => {
    expect(herdHeading(1, 2, true)).toBe(90);
    expect(herdHeading(1, 5, true)).toBe(-90);
  });
});

describe('000 "What to do if a Stampede comes your way and you’re on foot"', () => {
  /** The man's fate with exactly these faces, every one of them used. */
  const caught = (faces: number[], turns: number, agile = false, from: TrampledFrom = 'same-turn') => {
    const dice = new ScriptedDice(faces);
    const out = onFootInStampede(agile, turns, from, dice, newOnFootOutcome());
    dice.assertConsumed();
    return out;
  };

  it('"1-2 Escape", "3-6 Stuck in the Stampede"; "Agile = -1 to roll": an Agile man escapes on a 3', () => {
    expect(caught([2], 3).escaped).toBe(true);
    expect(caught([3, 1, 1, 1], 3)).toEqual({ escaped: false, standing: true, trampleRolls: 0 });
    expect(caught([3], 3, true).escaped).toBe(true);
  });

  it('stuck: "1 Stay Standing", "2-6 Knocked Down", each turn; Agile stays up on a 2', () => {
    expect(caught([4, 1, 2, 5], 2)).toMatchObject({ standing: false, trampleRolls: 3 });
    expect(caught([4, 2], 1, true)).toMatchObject({ standing: true, trampleRolls: 0 });
  });

  it('knocked down: "1-2 Roll 1 time", "3-4 Roll 2 times", "5 ... 3 times", "6 ... 4 times" every turn', () => {
    // Knocked down in the first turn (a 2), trampled that turn and each of the next two: 1 + 4 + 3 rolls.
    expect(caught([4, 2, 1, 6, 5], 3).trampleRolls).toBe(8);
  });

  it('stampede.trampledFrom=next-turn: the man who falls is first trampled the turn after', () => {
    expect(caught([4, 2, 6, 5], 3, false, 'next-turn').trampleRolls).toBe(7);
    expect(caught([4, 2], 1, false, 'next-turn')).toMatchObject({ standing: false, trampleRolls: 0 });
  });
});
