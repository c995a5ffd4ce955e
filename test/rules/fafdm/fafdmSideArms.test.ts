import { describe, expect, it } from 'vitest';
import { ScriptedDice } from '../../../src/dice/ScriptedDice.ts';
import { activate } from '../../../src/rules/fafdm/actions/activate.ts';
import { canFire, fireAction } from '../../../src/rules/fafdm/actions/fireAction.ts';
import { fightModifier } from '../../../src/rules/fafdm/actions/fightAction.ts';
import { FAFDM_GUNS } from '../../../src/rules/fafdm/tables/fafdmGuns.ts';
import { FAFDM_SIDE_ARMS } from '../../../src/rules/fafdm/tables/sideArms.ts';
import { counts, figure, readings, story } from './fafdmKit.ts';

describe('For A Few Dice More side arms (001 5.4, Tab.8)', () => {
  it('Tab.8 as printed: the bow 8U / 16U, one a turn, 12 arrows, +1; the knife and the tomahawk thrown at COSx2, one; the lasso no damage', () => {
    expect(FAFDM_SIDE_ARMS.bow.reach).toEqual({ kind: 'range', shortU: 8, maxU: 16 });
    expect([FAFDM_SIDE_ARMS.bow.total, FAFDM_SIDE_ARMS.bow.bonus]).toEqual([12, 1]);
    expect(FAFDM_SIDE_ARMS.knife.reach).toEqual({ kind: 'cos-times', times: 2 });
    expect(FAFDM_SIDE_ARMS.hatchet.total).toBe(1);
    expect(FAFDM_SIDE_ARMS['woodsman-axe'].reach.kind).toBe('not-thrown');
    expect(FAFDM_SIDE_ARMS.lasso.damages).toBe(false);
    expect([FAFDM_GUNS.bow.shortU, FAFDM_GUNS.bow.maxU, FAFDM_GUNS.bow.total]).toEqual([8, 16, 12]);
  });

  it('"COSx2": a Hunter (COS 3) throws his knife 6U, not 6.5U; a Warrior (COS 2) his tomahawk 4U', () => {
    const hunter = figure('indians/hunter', 'knife');
    expect([hunter.gun.shortU, hunter.gun.maxU]).toEqual([6, 6]);
    expect([canFire(hunter, 6), canFire(hunter, 6.5)]).toEqual([true, false]);
    expect(figure('indians/warrior', 'hatchet').gun.maxU).toBe(4);
  });

  it('a thrown tomahawk is a shooting test at short range (+1), then it is gone: the next activation loads nothing', () => {
    const warrior = figure('indians/warrior', 'hatchet');
    const guard = figure('lawmen/guard');
    const log = story();
    // Coolness 1, 1 against 4: steady. 5 + SHOT 2 + weapon 1 + short 1 + not yet activated 1 = 10: two
    // damage; rescue 4 + 2 - REF 3 = 3: one wound; panic 1, 1 holds.
    const dice = new ScriptedDice([1, 1, 5, 4, 1, 1]);
    fireAction(warrior, guard, 4, dice, readings(), counts(), log);
    dice.assertConsumed();
    expect(log.lines.slice(0, 2)).toEqual([
      '  Warrior throws his hatchet (Tab.8) at Guard (4U). Coolness test (4.2): 1, 1 against 4: steady.',
      '  Shooting test (4.2, Tab.3): 5 + SHOT 2 + weapon 1 + 2 = 10: struck, 2 damage.',
    ]);
    expect([warrior.shotsLeft, guard.cos]).toEqual([0, 1]);
    const next = story();
    activate(warrior, guard, 4, new ScriptedDice([]), readings(), counts(), next);
    expect(next.lines).toEqual([]);
    expect(warrior.shotsLeft).toBe(0);
  });

  it('Tab.4: a knife in hand is a side arm against bare hands (+1); a bow leaves bare hands', () => {
    const guard = figure('lawmen/guard');
    expect(fightModifier(figure('indians/warrior', 'knife'), guard)).toBe(1);
    expect(fightModifier(figure('indians/warrior', 'bow'), guard)).toBe(0);
  });
});
