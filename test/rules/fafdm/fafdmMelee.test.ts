import { describe, expect, it } from 'vitest';
import { ScriptedDice } from '../../../src/dice/ScriptedDice.ts';
import { fightAction } from '../../../src/rules/fafdm/actions/fightAction.ts';
import { cohesionTest } from '../../../src/rules/fafdm/cohesionTest.ts';
import { disengageTest } from '../../../src/rules/fafdm/disengageTest.ts';
import type { FafdmShotSituation } from '../../../src/rules/fafdm/FafdmShotSituation.ts';
import { figure, readings, story } from './fafdmKit.ts';

// Forced dice through a melee (001 4.3), a disengagement (4.3.1) and the cohesion test (6.2).

const counts = () => ({ shots: 0, hits: 0, wounds: 0, panics: 0, fights: 0, disengages: 0 });
const open = (behind = false): FafdmShotSituation => ({
  cover: 0,
  behind,
  noTargetAtStart: false,
  opportunity: false,
  emptyCylinder: false,
  luck: null,
  shelter: null,
});

describe('the melee (001 4.3, Tab.4, Tab.5)', () => {
  it('a Warrior (COS 2, COOL 4) fights a shocked Guard: steady, 5 + COS 2 + 1 (Tab.4 "defender shocked") = 8, one damage; rescue 4 + 1 - COS 2 = 3, one wound', () => {
    const warrior = figure('indians/warrior');
    const guard = figure('lawmen/guard');
    guard.shocked = true;
    const log = story();
    const c = counts();
    // coolness 1, 2 (none over 4); fight 5; rescue 4; the Guard, COS 1, takes the panic test 1, 1.
    const dice = new ScriptedDice([1, 2, 5, 4, 1, 1]);
    fightAction(warrior, guard, dice, readings(), c, open(), log);
    dice.assertConsumed();
    expect(log.lines).toEqual([
      '  Warrior fights Guard (4.3). Coolness test: 1, 2 against 4: steady. Roll to fight: 5 + COS 2 + 1 (Tab.4 1) = 8: struck, 1 damage.',
      '  Rescue shot (4.3, Tab.5): 4 + 1 - COS 2: Guard takes 1 wound; COS 1.',
      '  Panic test (4.2): 1, 1 against 3: Guard holds: shocked.',
    ]);
    expect([guard.cos, c.fights, c.hits, c.wounds]).toEqual([1, 1, 1, 1]);
  });

  it('fafdm.meleeRescue=ref subtracts REF 3 instead of COS 2: the same rescue 4 gives "between 1 and 3 - 1 wound" from 2', () => {
    const warrior = figure('indians/warrior');
    const guard = figure('lawmen/guard');
    const log = story();
    const dice = new ScriptedDice([1, 2, 6, 1, 1, 1]);
    fightAction(warrior, guard, dice, readings({ 'fafdm.meleeRescue': 'ref' }), counts(), open(), log);
    // fight 6 + 2 = 8: one damage; rescue 1 + 1 - REF 3 = -1: "Lower or equal than 0 - no wound".
    expect(log.lines[1]).toBe('  Rescue shot (4.3, Tab.5): 1 + 1 - REF 3: Guard takes 0 wounds; COS 2.');
  });

  it("a rifle against bare hands: +1 improper, +1 two-handed; from behind the rescue shot adds Tab.5's +2", () => {
    const trapper = figure('mountain-men/trapper', 'rifle');
    const bandit = figure('outlaws/bandit');
    const log = story();
    // coolness 1, 1; fight 3 + COS 3 + 2 = 8, one damage; rescue 1 + 1 + 2 - COS 2 = 2: one wound, COS 1;
    // panic 1, 1.
    const dice = new ScriptedDice([1, 1, 3, 1, 1, 1]);
    fightAction(trapper, bandit, dice, readings(), counts(), open(true), log);
    dice.assertConsumed();
    expect(log.lines[0]).toContain('Roll to fight: 3 + COS 3 + 2 (Tab.4 2) = 8: struck, 1 damage.');
    expect(log.lines[1]).toBe(
      '  Rescue shot (4.3, Tab.5): 1 + 1 + 2 behind - COS 2: Bandit takes 1 wound; COS 1.',
    );
  });
});

describe('disengaging (001 4.3.1) and the cohesion test (6.2)', () => {
  it("001's Billy example: 2 + 1 for John beside Jack = 3 passes against REF 3, then a 4: 14U (10U + 1D6)", () => {
    expect(disengageTest(new ScriptedDice([2, 4]), 3, 2, 'ten-plus-d6')).toBe(14);
    // fafdm.disengage=half-d6-plus-1: (4 + 1) / 2 = 2.5U.
    expect(disengageTest(new ScriptedDice([2, 4]), 3, 2, 'half-d6-plus-1')).toBe(2.5);
    // 3 + 1 = 4 is over REF 3: he stays in the fight.
    expect(disengageTest(new ScriptedDice([3]), 3, 2, 'ten-plus-d6')).toBe(0);
  });

  it('6.2: 1D6 - 1 (leader in the game) against the best coolness 3 stays at 4, retires at 5; +1 with the leader dead retires at 3', () => {
    const band = { bestCool: 3, leader: 'in-play' as const, own: 1, opponents: 4 };
    expect(cohesionTest(new ScriptedDice([4]), band, 'text')).toBe(true);
    expect(cohesionTest(new ScriptedDice([5]), band, 'text')).toBe(false);
    expect(cohesionTest(new ScriptedDice([3]), { ...band, leader: 'dead' }, 'text')).toBe(false);
    // The board: COOL 3 + 2 = 5 against 2 + (4 - 1) = 5 stays; against 3 + 3 = 6 does not.
    expect(cohesionTest(new ScriptedDice([2, 2]), band, 'board')).toBe(true);
    expect(cohesionTest(new ScriptedDice([2, 3]), band, 'board')).toBe(false);
  });
});
