import { describe, expect, it } from 'vitest';
import { ScriptedDice } from '../../../src/dice/ScriptedDice.ts';
import { activateOnTable } from '../../../src/scenarios/fafdmSkirmish/activateOnTable.ts';
import { carriedMoveU } from '../../../src/scenarios/fafdmSkirmish/explosives/carriedMoveU.ts';
import { buildFafdmSkirmish } from '../../../src/scenarios/fafdmSkirmish/fafdmSkirmishScenario.ts';
import { readFafdmSkirmishCell } from '../../../src/scenarios/fafdmSkirmish/readFafdmSkirmishCell.ts';
import type { JsonObject } from '../../../src/scenarios/Scenario.ts';
import { story } from '../../rules/fafdm/fafdmKit.ts';

// Forced dice for side arms carried beside a gun (001 5.4 Tab.8, Tab.1 "change weapon", 4.3 Tab.4-5) and
// for nitroglycerine (5.5.1, Tab.10), on the open south lane of the town edge.

function board(a: JsonObject, b: JsonObject, options: Record<string, string> = {}) {
  const r = readFafdmSkirmishCell({ options, sides: { a, b } });
  if ('issues' in r) throw new Error(JSON.stringify(r.issues));
  const bd = buildFafdmSkirmish(r.cell).board;
  for (const f of bd.all) f.reset();
  return bd;
}

const GUARD = { band: 'lawmen', roster: { guard: 1 }, sideArms: { guard: 'sword' }, tactic: 'hold-in-cover' };
const BANDIT = { band: 'outlaws', roster: { bandit: 1 }, tactic: 'hold-in-cover' };

/** The Guard 0.8U west of the Bandit, face to face in the open: engaged (4.3). */
function engaged(guard: JsonObject) {
  const bd = board(guard, BANDIT);
  const [g, b] = bd.all as [(typeof bd.all)[0], (typeof bd.all)[0]];
  Object.assign(g, { x: 16.2, y: 19, facing: 0 });
  Object.assign(b, { x: 17, y: 19, facing: 180 });
  return { bd, guard: g, bandit: b, log: story() };
}

function issues(side: JsonObject): string[] {
  const r = readFafdmSkirmishCell({ sides: { a: side, b: BANDIT } });
  return 'issues' in r ? r.issues.map((i) => `${i.path.join('.')}: ${i.expected}`) : [];
}

describe('side arms beside a gun (001 5.4 Tab.8, Tab.1, 4.3 Tab.4-5)', () => {
  it('engaged, the Guard draws his sword (2 CA) and fights: Tab.4 +1 side arm against bare hands, Tab.5 +1 on the rescue shot', () => {
    const { bd, guard, bandit, log } = engaged(GUARD);
    // Coolness 1, 1 steady; fight 6 + COS 2 + 1 = 9, one damage; rescue 3 + 1 + 1 - COS 2 = 3, one wound;
    // the Bandit's panic test 1, 1 against 2: he holds.
    const dice = new ScriptedDice([1, 1, 6, 3, 1, 1]);
    activateOnTable(bd, guard, 1, dice, log);
    dice.assertConsumed();
    expect(log.lines).toEqual([
      '  A Guard draws his sword (Tab.1 change weapon, 2 CA).',
      '  A Guard fights B Bandit (4.3). Coolness test: 1, 1 against 3: steady. Roll to fight: 6 + COS 2 + 1 (Tab.4 1) = 9: struck, 1 damage.',
      '  Rescue shot (4.3, Tab.5): 3 + 1 + 1 side arm - COS 2: B Bandit takes 1 wound; COS 1.',
      '  Panic test (4.2): 1, 1 against 2: B Bandit holds: steady.',
    ]);
    expect([guard.sideInHand, bandit.cos]).toEqual([true, 1]);
  });

  it('a bayonet is on the musket already: no change of weapon; Tab.4 +1 side arm and +1 two-handed', () => {
    const { bd, guard, log } = engaged({
      ...GUARD,
      weapons: { guard: 'musket' },
      sideArms: { guard: 'bayonet' },
    });
    // Coolness 1, 1; fight 5 + 2 + 2 = 9, one damage; rescue 1 + 1 + 1 - 2 = 1, one wound; panic 1, 1.
    const dice = new ScriptedDice([1, 1, 5, 1, 1, 1]);
    activateOnTable(bd, guard, 1, dice, log);
    dice.assertConsumed();
    expect(log.lines[0]).toBe(
      '  A Guard fights B Bandit (4.3). Coolness test: 1, 1 against 3: steady. Roll to fight: 5 + COS 2 + 2 (Tab.4 2) = 9: struck, 1 damage.',
    );
    expect(guard.sideInHand).toBe(false);
  });

  it('his sword drawn and nobody within reach, he puts it away for his gun (2 CA) and fires; under fafdm.changeWeapon=free it costs nothing', () => {
    for (const [reading, ca] of [
      ['text', 2],
      ['free', 0],
    ] as const) {
      const bd = board(GUARD, BANDIT, { 'fafdm.changeWeapon': reading });
      const [guard, bandit] = bd.all as [(typeof bd.all)[0], (typeof bd.all)[0]];
      Object.assign(guard, { x: 11.5, y: 19, facing: 0, sideInHand: true });
      Object.assign(bandit, { x: 17, y: 19, facing: 180 });
      const log = story();
      // As the fence's aimed shot: coolness 1, 1; 3 + 3 + 1 + 3 = 10, two damage; rescue 6: two wounds.
      const dice = new ScriptedDice([1, 1, 3, 6]);
      activateOnTable(bd, guard, 1, dice, log);
      dice.assertConsumed();
      expect(log.lines.slice(0, 2)).toEqual([
        `  A Guard puts his sword away for his gun (Tab.1 change weapon, ${ca} CA).`,
        '  A Guard takes aim (Tab.1, 0 CA).',
      ]);
      expect([guard.sideInHand, bandit.inPlay]).toEqual([false, false]);
    }
  });

  it('band files: one clear issue for each wrong side arm', () => {
    expect(issues({ ...GUARD, sideArms: { guard: 'lasso' } })).toEqual([
      'sides.a.sideArms.guard: one of knife, hatchet, woodsman-axe, lance, bayonet, sword (Tab.8\'s fighting side arms; the bow is a weapon of its own, the lasso is not played) (got "lasso")',
    ]);
    expect(issues({ ...GUARD, sideArms: { guard: 'bayonet' } })).toEqual([
      'sides.a.sideArms.guard: a bayonet goes on a musket (Tab.7 "put bayonet on"): give guard weapons musket or musket-17, or another side arm (got six-shot)',
    ]);
    expect(issues({ ...GUARD, weapons: { guard: 'knife' } })).toEqual([
      "sides.a.sideArms.guard: a side arm beside a gun; guard's weapon is already the side arm knife (got sword)",
    ]);
    expect(issues({ ...GUARD, sideArms: { sheriff: 'sword' } })).toEqual([
      'sides.a.sideArms: side arms for characters of the roster (guard; got sheriff)',
    ]);
    expect(issues({ ...GUARD, nitroglycerine: { guard: 7 } })).toEqual([
      'sides.a.nitroglycerine.guard: a whole number of flasks from 0 to 6 (got 7)',
    ]);
  });
});

describe('nitroglycerine (001 5.5.1, Tab.10)', () => {
  function lane() {
    const bd = board(
      { band: 'lawmen', roster: { guard: 3 }, tactic: 'hold-in-cover' },
      { band: 'outlaws', roster: { bully: 1 }, nitroglycerine: { bully: 1 }, tactic: 'hold-in-cover' },
    );
    const [g1, g2, g3, bully] = bd.all as [
      (typeof bd.all)[0],
      (typeof bd.all)[0],
      (typeof bd.all)[0],
      (typeof bd.all)[0],
    ];
    Object.assign(bully, { x: 10, y: 1, facing: 0 });
    Object.assign(g1, { x: 16, y: 1, facing: 180 });
    Object.assign(g2, { x: 17, y: 1, facing: 180 });
    Object.assign(g3, { x: 16, y: 3, facing: 180 });
    return { bd, g1, g2, g3, bully };
  }

  it('a flask thrown 6U explodes on contact: no fuse, nobody yet to act escapes; 10 damage, rescue 1 + 10 - REF 3: two wounds each', () => {
    const { bd, g1, g2, g3, bully } = lane();
    expect(carriedMoveU(bully, 10)).toBe(5);
    const log = story();
    const dice = new ScriptedDice([1, 1, 1]);
    activateOnTable(bd, bully, 1, dice, log);
    dice.assertConsumed();
    expect(log.lines.slice(0, 5)).toEqual([
      '  B Bully throws a flask of nitroglycerine at A Guard 1, 6.0U away (5.5.1, reach 6U, 1 CA).',
      '  It explodes on contact (5.5.1): nobody can escape.',
      '  A Guard 1 takes 10 damage (Tab.10 nitroglycerine 10); rescue test (4.2, REF 3): 2 wounds, eliminated (6.1).',
      '  A Guard 2 takes 10 damage (Tab.10 nitroglycerine 10); rescue test (4.2, REF 3): 2 wounds, eliminated (6.1).',
      '  A Guard 3 takes 10 damage (Tab.10 nitroglycerine 10); rescue test (4.2, REF 3): 2 wounds, eliminated (6.1).',
    ]);
    expect([g1.inPlay, g2.inPlay, g3.inPlay, bully.nitro]).toEqual([false, false, false, 0]);
    // His flask thrown, he moves his whole Tab.2 move again.
    expect(carriedMoveU(bully, 10)).toBe(10);
  });
});
