import { describe, expect, it } from 'vitest';
import { ScriptedDice } from '../../../../src/dice/ScriptedDice.ts';
import { buyEquipment } from '../../../../src/rules/fafdm/campaign/buyEquipment.ts';
import { FAFDM_EQUIPMENT, gunPrice } from '../../../../src/rules/fafdm/campaign/equipmentTable.ts';
import { bountyDollars, gamblerDollars } from '../../../../src/rules/fafdm/campaign/matchDollars.ts';
import { recoveryRoll } from '../../../../src/rules/fafdm/campaign/recoveryRoll.ts';
import { rollNewSkill } from '../../../../src/rules/fafdm/campaign/rollNewSkill.ts';
import { SKILL_COSTS } from '../../../../src/rules/fafdm/campaign/skillCosts.ts';

describe('001 6.5 Tab.12 RECOVERY ROLL', () => {
  const plain = { cos: 2, fortune: 0 };
  it('5 or more: completely recovered; 3-4: wounded; 2: invalid with a second die', () => {
    expect(recoveryRoll(new ScriptedDice([5]), plain, null).result).toBe('recovered');
    expect(recoveryRoll(new ScriptedDice([4]), plain, null).result).toBe('wounded');
    expect(recoveryRoll(new ScriptedDice([3]), plain, null).result).toBe('wounded');
    // "2 INVALID CHARACTER: ... 2 – blind: it cannot see over 18U"
    expect(recoveryRoll(new ScriptedDice([2, 2]), plain, null)).toEqual({ result: 'invalid', invalidity: 2 });
  });
  it('1: dead, unless he has FO and then rolls lower than his COS', () => {
    expect(recoveryRoll(new ScriptedDice([1]), plain, null).result).toBe('dead');
    // FO 1, COS 3: a 2 is lower than 3, saved "remaining invalid" (then the invalidity: 6, clumsy).
    expect(recoveryRoll(new ScriptedDice([1, 2, 6]), { cos: 3, fortune: 1 }, null)).toEqual({
      result: 'saved-invalid',
      invalidity: 6,
    });
    // A 3 is not lower than COS 3: he dies.
    expect(recoveryRoll(new ScriptedDice([1, 3]), { cos: 3, fortune: 1 }, null).result).toBe('dead');
  });
  it('a doctor adds to the roll: bone cutter +1, graduated +2', () => {
    expect(recoveryRoll(new ScriptedDice([4]), plain, 'bone-cutter').result).toBe('recovered');
    expect(recoveryRoll(new ScriptedDice([1]), plain, 'graduated').result).toBe('wounded');
    expect(recoveryRoll(new ScriptedDice([1, 4]), plain, 'bone-cutter')).toEqual({
      result: 'invalid',
      invalidity: 4,
    });
  });
});

describe('001 7.2 Tab.13 and Tab.14', () => {
  it('prices the purchases as printed', () => {
    // "3 pts NEW SKILL, 5 pts +1 REFLEXES or +1 COOLNESS, 6 pts +1 SHOT or +1 COSTITUTION, 7 pts +1 FAME or +1 FORTUNE"
    expect(SKILL_COSTS.newSkill).toBe(3);
    expect(SKILL_COSTS.raise).toEqual({ ref: 5, cool: 5, shot: 6, cos: 6, fame: 7, fortune: 7 });
    expect(SKILL_COSTS.cap).toBe(4);
  });
  it('2D6 on the chart: 8 is GAMBLER, 12 GUNSLINGER', () => {
    expect(rollNewSkill(new ScriptedDice([4, 4]), new Set())).toBe('gambler');
    expect(rollNewSkill(new ScriptedDice([6, 6]), new Set())).toBe('gunslinger');
  });
  it('throws again for a skill he has; DOC taken twice is the graduated doctor', () => {
    const dice = new ScriptedDice([4, 4, 5, 6]);
    expect(rollNewSkill(dice, new Set(['gambler']))).toBe('sniper');
    dice.assertConsumed();
    expect(rollNewSkill(new ScriptedDice([2, 3]), new Set(['doc']))).toBe('graduated-doctor');
    // Both doctors already: DOC is thrown again too (then 2, RIFLEMAN).
    expect(rollNewSkill(new ScriptedDice([2, 3, 1, 1]), new Set(['doc', 'graduated-doctor']))).toBe(
      'rifleman',
    );
  });
});

describe('001 8.1 BUYING EQUIPMENT and Tab.15', () => {
  it('rolls 1D6 against DISP: equal or higher buys it', () => {
    // Tab.15 HEAVY GUN: DISP 3, COST 12.
    expect(buyEquipment(new ScriptedDice([3]), 'outlaws', FAFDM_EQUIPMENT['heavy-gun'], 100)).toBe('bought');
    expect(buyEquipment(new ScriptedDice([2]), 'outlaws', FAFDM_EQUIPMENT['heavy-gun'], 100)).toBe(
      'unavailable',
    );
  });
  it('Lawmen and Rangers buy without the test (9.3, 9.8); nobody buys what he cannot pay', () => {
    expect(buyEquipment(new ScriptedDice([]), 'lawmen', FAFDM_EQUIPMENT['hunting-rifle'], 100)).toBe(
      'bought',
    );
    expect(buyEquipment(new ScriptedDice([]), 'outlaws', FAFDM_EQUIPMENT['hunting-rifle'], 24)).toBe(
      'too-dear',
    );
  });
  it('a RARE object only for its class: the bow for Indians, the sword for soldiers', () => {
    expect(buyEquipment(new ScriptedDice([]), 'outlaws', FAFDM_EQUIPMENT.bow, 100)).toBe('rare');
    expect(buyEquipment(new ScriptedDice([2]), 'indians', FAFDM_EQUIPMENT.bow, 100)).toBe('bought');
    expect(buyEquipment(new ScriptedDice([]), 'soldiers', FAFDM_EQUIPMENT.dynamite, 100)).toBe('rare');
  });
  it('prices the guns as Tab.15 prints them', () => {
    expect([
      gunPrice('remington'),
      gunPrice('six-shot'),
      gunPrice('hunting-rifle'),
      gunPrice('carbine'),
    ]).toEqual([5, 6, 25, 16]);
  });
});

describe('dollars earned after a match', () => {
  it('GAMBLER (Tab.14): 1D6 + 1D6 per elimination if not eliminated', () => {
    expect(gamblerDollars(new ScriptedDice([3, 5, 2]), { eliminated: false, eliminations: 2 })).toBe(10);
    expect(gamblerDollars(new ScriptedDice([]), { eliminated: true, eliminations: 2 })).toBe(0);
  });
  it('BOUNTY HUNTERS (9.9): half the value of every Outlaw or Mexican killed', () => {
    // A Bandit ($60) and the Boss ($190): 30 + 95.
    expect(bountyDollars('bounty-hunters', 'outlaws', [60, 190])).toBe(125);
    expect(bountyDollars('bounty-hunters', 'lawmen', [50])).toBe(0);
    expect(bountyDollars('outlaws', 'mexicans', [35])).toBe(0);
  });
});
