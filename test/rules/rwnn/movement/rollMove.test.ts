import { describe, expect, it } from 'vitest';
import { ScriptedDice } from '../../../../src/dice/ScriptedDice.ts';
import type { Mover, MoveRequest } from '../../../../src/rules/rwnn/movement/Mover.ts';
import { newMoveRoll, type MoveRoll } from '../../../../src/rules/rwnn/movement/MoveRoll.ts';
import type { MoveReadings } from '../../../../src/rules/rwnn/movement/MoveReadings.ts';
import { moveRules } from '../../../../src/rules/rwnn/movement/MoveRules.ts';
import {
  movementDice,
  movesFullRoll,
  rollMove,
  swiftDice,
} from '../../../../src/rules/rwnn/movement/rollMove.ts';
import type { RwnnRulesetId } from '../../../../src/rules/rwnn/tables/rulesetTables.ts';

const MOVE: MoveRequest = { action: 'move', swiftExtra: false, gunplayCommenced: true };
const SWIFT_MOVE: MoveRequest = { action: 'move', swiftExtra: true, gunplayCommenced: true };
const MOVE_AND_FIRE: MoveRequest = { action: 'move-and-fire', swiftExtra: false, gunplayCommenced: true };

const gunman: Mover = { cls: 'gunman', skills: {} };
const citizen: Mover = { cls: 'citizen', skills: {} };

/** One move with the faces given, which must all be used. */
function move(
  mover: Mover,
  faces: number[],
  request: MoveRequest = MOVE,
  ruleset: RwnnRulesetId = 'rwnn-extended',
  readings: Partial<MoveReadings> = {},
): MoveRoll {
  const dice = new ScriptedDice(faces);
  const out = rollMove(mover, request, dice, moveRules(ruleset, readings), newMoveRoll());
  dice.assertConsumed();
  return out;
}

describe('the Move action (000 ACTIONS)', () => {
  it('a Gunman moves any distance up to the three-dice roll, at least three inches', () => {
    // 000: "Move: throw three dice, this is the maximum distance in inches that he can move"; "Gunman and
    // better class characters can move as far as they like up to that distance, but must move at least three inches."
    const r = move(gunman, [2, 5, 1]);
    expect([r.diceThrown, r.total, r.least, r.most, r.fellOver, r.fullRoll]).toEqual([
      3,
      8,
      3,
      8,
      false,
      false,
    ]);
    expect(move({ cls: 'legend', skills: {} }, [6, 6, 6]).least).toBe(3);
  });

  it('a Citizen moves the full roll', () => {
    // 000 Citizen Move: "Citizens must move the actual distance rolled."; 003: "Citizens must move the maximum distance."
    const r = move(citizen, [4, 3, 2]);
    expect([r.least, r.most, r.fullRoll]).toEqual([9, 9, true]);
    expect(move(citizen, [4, 3, 2], MOVE, 'rwnn-1996').least).toBe(9);
  });

  it('"Any character who throws three 1’s with the movement dice falls over (treat as knocked down)"', () => {
    const r = move(gunman, [1, 1, 1]);
    expect(r.fellOver).toBe(true);
    // Default reading: he falls where he stands.
    expect([r.least, r.most]).toEqual([0, 0]);
    const after = move(gunman, [1, 1, 1], MOVE, 'rwnn-extended', { fallMoves: 'after-moving' });
    expect([after.fellOver, after.least, after.most]).toEqual([true, 3, 3]);
    // 002: "Three 1's on movement dice character falls over."
    expect(move(gunman, [1, 1, 1], MOVE, 'rwnn-quickref').fellOver).toBe(true);
  });

  it('"a Citizen or ‘Clumsy’ character who throws two 1’s falls over"; a plain Gunman does not', () => {
    expect(move(citizen, [1, 1, 5]).fellOver).toBe(true);
    expect(move({ cls: 'gunman', skills: { clumsy: 1 } }, [1, 1, 5]).fellOver).toBe(true);
    expect(move(gunman, [1, 1, 5]).fellOver).toBe(false);
    expect(move(citizen, [1, 4, 5]).fellOver).toBe(false);
  });

  it('Very Clumsy falls over on two 1s by default, on one 1 under the one-one reading', () => {
    const veryClumsy: Mover = { cls: 'gunman', skills: { clumsy: 2 } };
    expect(move(veryClumsy, [1, 4, 5]).fellOver).toBe(false);
    expect(move(veryClumsy, [1, 4, 5], MOVE, 'rwnn-extended', { veryClumsy: 'one-one' }).fellOver).toBe(true);
  });

  it('003 prints no rule for falling over', () => {
    const r = move(gunman, [1, 1, 1], MOVE, 'rwnn-1996');
    expect([r.fellOver, r.least, r.most]).toEqual([false, 3, 3]);
    expect(move(gunman, [1, 1, 1], MOVE, 'rwnn-1996', { fallRule: 'extended' }).fellOver).toBe(true);
    expect(move(citizen, [1, 1, 1], MOVE, 'rwnn-extended', { fallRule: 'none' }).fellOver).toBe(false);
  });

  it('Move & Fire: "only two movement dice are thrown"; the least distance is never more than the roll', () => {
    const r = move(gunman, [1, 1], MOVE_AND_FIRE);
    expect([r.diceThrown, r.total, r.fellOver, r.least, r.most]).toEqual([2, 2, false, 2, 2]);
    expect(move(citizen, [1, 1], MOVE_AND_FIRE).fellOver).toBe(true);
  });

  it('002: "Must move lowest dice score" instead of three inches', () => {
    const r = move(gunman, [2, 5, 4], MOVE, 'rwnn-quickref');
    expect([r.least, r.most]).toEqual([2, 11]);
    expect(move(gunman, [2, 5, 4], MOVE, 'rwnn-extended', { minimum: 'lowest-die' }).least).toBe(2);
    expect(move(gunman, [2, 5, 4], MOVE, 'rwnn-quickref', { minimum: 'three-inches' }).least).toBe(3);
  });

  it('Swift "may choose to roll one* extra movement dice"; Slow subtracts "one* dice for movement"', () => {
    const rules = moveRules('rwnn-extended');
    expect(rules.swift).toEqual({ dice: 1, starred: true });
    expect(rules.slow).toEqual({ dice: -1, starred: true });
    const swift: Mover = { cls: 'gunman', skills: { swift: 1 } };
    expect(movementDice(swift, MOVE, rules)).toBe(3);
    expect(movementDice(swift, SWIFT_MOVE, rules)).toBe(4);
    expect(movementDice({ cls: 'gunman', skills: { swift: 2 } }, SWIFT_MOVE, rules)).toBe(5);
    expect(movementDice(gunman, SWIFT_MOVE, rules)).toBe(3);
    expect(movementDice({ cls: 'gunman', skills: { slow: 1 } }, MOVE, rules)).toBe(2);
    expect(movementDice({ cls: 'gunman', skills: { slow: 2 } }, MOVE, rules)).toBe(1);
    // Four dice: three 1s among them still fell him.
    expect(move(swift, [1, 1, 1, 6], SWIFT_MOVE).fellOver).toBe(true);
    expect(move({ cls: 'gunman', skills: { slow: 1 } }, [3, 4]).most).toBe(7);
  });

  it('"Movement is reduced by one dice for each serious wound and each flesh wound on a leg"', () => {
    const rules = moveRules('rwnn-extended');
    const fleshLeg: Mover = {
      cls: 'gunman',
      skills: {},
      wounds: { fleshLeg: 1, serious: 0, seriousLeg: 0, seriousBelly: 0 },
    };
    const seriousArm: Mover = {
      cls: 'gunman',
      skills: {},
      wounds: { fleshLeg: 0, serious: 1, seriousLeg: 0, seriousBelly: 0 },
    };
    expect(movementDice(fleshLeg, MOVE, rules)).toBe(2);
    expect(movementDice(seriousArm, MOVE, rules)).toBe(2);
    expect(movementDice(seriousArm, MOVE, moveRules('rwnn-extended', { seriousWoundDice: 'leg-only' }))).toBe(
      3,
    );
  });

  it('"No movement or turning is permitted with a serious leg or belly wound": no dice are thrown', () => {
    const belly: Mover = {
      cls: 'gunman',
      skills: {},
      wounds: { fleshLeg: 0, serious: 1, seriousLeg: 0, seriousBelly: 1 },
    };
    const r = move(belly, []);
    expect([r.immobile, r.diceThrown, r.least, r.most]).toEqual([true, 0, 0, 0]);
    const noDice = move({ cls: 'gunman', skills: { slow: 2 } }, [], MOVE_AND_FIRE);
    expect([noDice.immobile, noDice.diceThrown, noDice.most]).toEqual([false, 0, 0]);
  });

  it('000 Jumpy "Moves like a Citizen": the full roll, and two 1s fell him; 003 Nervous moves as his class', () => {
    const jumpy: Mover = { cls: 'shootist', skills: { jumpy: 1 } };
    const r = move(jumpy, [1, 1, 4]);
    expect(r.fellOver).toBe(true);
    const full = move(jumpy, [2, 3, 4]);
    expect([full.least, full.most]).toEqual([9, 9]);
    expect(move(jumpy, [1, 1, 4], MOVE, 'rwnn-extended', { jumpyFalls: 'three-ones' }).fellOver).toBe(false);
    const nervous = move(jumpy, [2, 3, 4], MOVE, 'rwnn-1996');
    expect([nervous.least, nervous.most, nervous.fullRoll]).toEqual([3, 9, false]);
  });

  it('"Once gunplay commences, Citizens must move the actual distance rolled": the once-gunplay-commences reading', () => {
    const before: MoveRequest = { action: 'move', swiftExtra: false, gunplayCommenced: false };
    expect(move(citizen, [4, 3, 2], before).least).toBe(9);
    const free = move(citizen, [4, 3, 2], before, 'rwnn-extended', {
      citizenFullRoll: 'once-gunplay-commences',
    });
    expect([free.least, free.most, free.fullRoll]).toEqual([3, 9, false]);
    const after = move(citizen, [4, 3, 2], MOVE, 'rwnn-extended', {
      citizenFullRoll: 'once-gunplay-commences',
    });
    expect(after.least).toBe(9);
  });

  it('swiftDice and movesFullRoll answer what a tactic weighs before a move', () => {
    const rules = moveRules('rwnn-extended');
    expect([
      swiftDice(gunman, rules),
      swiftDice({ cls: 'gunman', skills: { swift: 1 } }, rules),
      swiftDice({ cls: 'gunman', skills: { swift: 2 } }, rules),
    ]).toEqual([0, 1, 2]);
    const jumpy: Mover = { cls: 'shootist', skills: { jumpy: 1 } };
    expect([movesFullRoll(citizen, MOVE, rules), movesFullRoll(gunman, MOVE, rules)]).toEqual([true, false]);
    expect([movesFullRoll(jumpy, MOVE, rules), movesFullRoll(jumpy, MOVE, moveRules('rwnn-1996'))]).toEqual([
      true,
      false,
    ]);
    const before: MoveRequest = { action: 'move', swiftExtra: false, gunplayCommenced: false };
    const once = moveRules('rwnn-extended', { citizenFullRoll: 'once-gunplay-commences' });
    expect([movesFullRoll(citizen, before, once), movesFullRoll(citizen, MOVE, once)]).toEqual([false, true]);
  });
});
