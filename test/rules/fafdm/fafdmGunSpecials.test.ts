import { describe, expect, it } from 'vitest';
import { ScriptedDice } from '../../../src/dice/ScriptedDice.ts';
import { activate } from '../../../src/rules/fafdm/actions/activate.ts';
import { canFire, fireAction } from '../../../src/rules/fafdm/actions/fireAction.ts';
import type { FafdmShotSituation } from '../../../src/rules/fafdm/FafdmShotSituation.ts';
import { counts, figure, readings, situation, story } from './fafdmKit.ts';

// Forced dice through the guns' specials (001 5.2.2 SIX-SHOT GUN, 5.3.2 REPETITION RIFLE, 5.3.6, 5.3.7).

const fanning = (): FafdmShotSituation => situation({ emptyCylinder: true });

describe("the six-shot's emptied cylinder (001 5.2.2)", () => {
  it('steady, the Bandit (SHOT 4) throws 6D6: 1, 2, 3 are "lower than his shooting skill", three shots through the usual test; the gun is empty after', () => {
    const bandit = figure('outlaws/bandit');
    const guard = figure('lawmen/guard');
    const log = story();
    // Shot 1: 1 + 4 + 1 + 1 (short) + 1 (not yet acted) = 8, one damage; rescue 1: 1 + 1 - 3, none; panic
    // 1, 1 holds. Shots 2 and 3: the same - 1 (each shot after the first) = 7, one damage, none, holds.
    const dice = new ScriptedDice([1, 1, 1, 2, 3, 4, 5, 6, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1]);
    fireAction(bandit, guard, 5, dice, readings(), counts(), log, fanning());
    dice.assertConsumed();
    expect(log.lines).toEqual([
      '  Bandit fires one shot at Guard (5U). Coolness test (4.2): 1, 1 against 2: steady.',
      '  Bandit empties his cylinder (5.2.2): 1, 2, 3, 4, 5, 6 under SHOT 4: 3 on target.',
      '  Shooting test (4.2, Tab.3): 1 + SHOT 4 + weapon 1 + 2 = 8: struck, 1 damage.',
      '  Rescue test (4.2): Guard (REF 3) takes 0 wounds; COS 2.',
      '  Panic test (4.2): 1, 1 against 3: Guard holds: steady.',
      '  Shooting test (4.2, Tab.3): 1 + SHOT 4 + weapon 1 + 1 = 7: struck, 1 damage.',
      '  Rescue test (4.2): Guard (REF 3) takes 0 wounds; COS 2.',
      '  Panic test (4.2): 1, 1 against 3: Guard holds: steady.',
      '  Shooting test (4.2, Tab.3): 1 + SHOT 4 + weapon 1 + 1 = 7: struck, 1 damage.',
      '  Rescue test (4.2): Guard (REF 3) takes 0 wounds; COS 2.',
      '  Panic test (4.2): 1, 1 against 3: Guard holds: steady.',
    ]);
    expect([bandit.shotsLeft, guard.cos]).toEqual([0, 2]);
  });

  it('a tense Bandit has not passed the coolness test: the declared shot is one usual shot, and the cylinder keeps five', () => {
    const bandit = figure('outlaws/bandit');
    const guard = figure('lawmen/guard');
    const log = story();
    const dice = new ScriptedDice([6, 1, 1, 1, 1, 1]);
    fireAction(bandit, guard, 5, dice, readings(), counts(), log, fanning());
    dice.assertConsumed();
    expect(log.lines).toEqual([
      '  Bandit fires one shot at Guard (5U). Coolness test (4.2): 6, 1 against 2: tense (-1).',
      '  Shooting test (4.2, Tab.3): 1 + SHOT 4 + weapon 1 + 1 = 7: struck, 1 damage.',
      '  Rescue test (4.2): Guard (REF 3) takes 0 wounds; COS 2.',
      '  Panic test (4.2): 1, 1 against 3: Guard holds: steady.',
    ]);
    expect(bandit.shotsLeft).toBe(5);
  });

  it('fafdm.cylinder=strikes: each die under SHOT strikes for 1 damage with no shooting test; the first wounds twice and ends it', () => {
    const bandit = figure('outlaws/bandit');
    const guard = figure('lawmen/guard');
    const log = story();
    // Rescue 6: 6 + 1 - 3 = 4, two wounds: COS 0.
    const dice = new ScriptedDice([1, 1, 1, 2, 3, 4, 5, 6, 6]);
    fireAction(bandit, guard, 5, dice, readings({ 'fafdm.cylinder': 'strikes' }), counts(), log, fanning());
    dice.assertConsumed();
    expect(log.lines).toEqual([
      '  Bandit fires one shot at Guard (5U). Coolness test (4.2): 1, 1 against 2: steady.',
      '  Bandit empties his cylinder (5.2.2): 1, 2, 3, 4, 5, 6 under SHOT 4: 3 on target.',
      '  A shot on target (5.2.2): struck, 1 damage.',
      '  Rescue test (4.2): Guard (REF 3) takes 2 wounds; COS 0: eliminated (6.1).',
    ]);
    expect([bandit.shotsLeft, guard.inPlay]).toEqual([0, false]);
  });
});

describe('the 17-round load and its jam (001 5.3.2, 5.3.6, 5.3.7; Tab.1 "disobstruct a weapon")', () => {
  it('a 1 in the shooting roll jams the rifle: no shot this turn; next activation he clears it (1 CA) and fires (2 CA)', () => {
    const guard = figure('lawmen/guard', 'repetition-rifle-17');
    const bandit = figure('outlaws/bandit');
    const log = story();
    const dice = new ScriptedDice([1, 1, 1]);
    fireAction(guard, bandit, 8, dice, readings(), counts(), log);
    dice.assertConsumed();
    expect([guard.jammed, guard.shotsLeft, canFire(guard, 8)]).toEqual([true, 16, false]);
    // Next turn: clear (1 CA), then coolness 1, 1, shot 2: 2 + 3 + 2 + 1 (short) + 1 = 9, one damage; rescue
    // 1: none; panic 1, 1 holds.
    const next = new ScriptedDice([1, 1, 2, 1, 1, 1]);
    activate(guard, bandit, 8, next, readings(), counts(), log);
    next.assertConsumed();
    expect(log.lines).toEqual([
      '  Guard fires one shot at Bandit (8U). Coolness test (4.2): 1, 1 against 3: steady.',
      '  Shooting test (4.2): a 1 with 17 loaded: the weapon jams (5.3.2), no more shots this turn.',
      '  Guard clears his jammed weapon (5.3.2, 1 CA).',
      '  Guard fires one shot at Bandit (8U). Coolness test (4.2): 1, 1 against 3: steady.',
      '  Shooting test (4.2, Tab.3): 2 + SHOT 3 + weapon 2 + 2 = 9: struck, 1 damage.',
      '  Rescue test (4.2): Bandit (REF 3) takes 0 wounds; COS 2.',
      '  Panic test (4.2): 1, 1 against 2: Bandit holds: steady.',
    ]);
    expect([guard.jammed, guard.shotsLeft]).toEqual([false, 15]);
  });

  it("fafdm.unjamCa=table: Tab.1's 2 CA to clear it leave 1, short of the rifle's 2: no shot", () => {
    const guard = figure('lawmen/guard', 'repetition-rifle-17');
    const bandit = figure('outlaws/bandit');
    guard.jammed = true;
    const dice = new ScriptedDice([]);
    activate(guard, bandit, 8, dice, readings({ 'fafdm.unjamCa': 'table' }), counts(), null);
    expect([guard.jammed, guard.shotsLeft]).toEqual([false, 17]);
  });
});
