import { describe, expect, it } from 'vitest';
import { ScriptedDice } from '../../../src/dice/ScriptedDice.ts';
import { newInterval } from '../../../src/geometry/Interval.ts';
import { lineOfSight, UNSEEN } from '../../../src/rules/fafdm/lineOfSight.ts';
import { moveOnFoot } from '../../../src/rules/fafdm/moveOnFoot.ts';
import { TOWN_EDGE } from '../../../src/rules/fafdm/skirmishTable.ts';
import { activateOnTable } from '../../../src/scenarios/fafdmSkirmish/activateOnTable.ts';
import { buildFafdmSkirmish } from '../../../src/scenarios/fafdmSkirmish/fafdmSkirmishScenario.ts';
import { readFafdmSkirmishCell } from '../../../src/scenarios/fafdmSkirmish/readFafdmSkirmishCell.ts';
import { story } from '../../rules/fafdm/fafdmKit.ts';

// Forced dice and fixed positions on the town edge (001 1.2 PERSPECTIVE, 3.1, 4.2, 4.2.1 COVERINGS).

function duo(aTactic = 'hold-in-cover', bTactic = 'hold-in-cover') {
  const r = readFafdmSkirmishCell({
    sides: {
      a: { band: 'lawmen', roster: { guard: 1 }, tactic: aTactic },
      b: { band: 'outlaws', roster: { bandit: 1 }, tactic: bTactic },
    },
  });
  if ('issues' in r) throw new Error(JSON.stringify(r.issues));
  const board = buildFafdmSkirmish(r.cell).board;
  const [guard, bandit] = board.all as [(typeof board.all)[0], (typeof board.all)[0]];
  guard.reset();
  bandit.reset();
  return { board, guard, bandit };
}

describe('the skirmish table (001 4.2.1, 1.2, 3.1)', () => {
  it('a Guard against the west fence is in light cover (-1) to a Bandit across it, and shoots from it unhindered (0); the house hides wholly', () => {
    const { board, guard, bandit } = duo();
    Object.assign(guard, { x: 11.5, y: 19, facing: 0 });
    Object.assign(bandit, { x: 17, y: 19, facing: 180 });
    const part = newInterval();
    expect(lineOfSight(bandit, guard, board.all, TOWN_EDGE, part)).toBe(-1);
    expect(lineOfSight(guard, bandit, board.all, TOWN_EDGE, part)).toBe(0);
    Object.assign(bandit, { x: 24, y: 12 });
    Object.assign(guard, { x: 12, y: 12 });
    expect(lineOfSight(guard, bandit, board.all, TOWN_EDGE, part)).toBe(UNSEEN);
  });

  it('a walk stops half a U short of a wall and faces the way he went (at most 90 degrees turned)', () => {
    const { guard } = duo();
    Object.assign(guard, { x: 4, y: 6, facing: 0 });
    // Straight east to just beyond the west wall (x 8-9, y 4-8): 5U wanted, 3.5U walked to 7.5 (a detour
    // round the wall's end would end farther from (10, 6)).
    expect(moveOnFoot(guard, 10, 6, 5, TOWN_EDGE, newInterval())).toBeCloseTo(3.5);
    expect([guard.x, guard.y, guard.facing]).toEqual([7.5, 6, 0]);
  });

  it('holding the fence, the Guard takes aim at the Bandit 5.5U away in the open: +1 aim, +1 short range, +1 not yet acted', () => {
    const { board, guard, bandit } = duo();
    Object.assign(guard, { x: 11.5, y: 19, facing: 0 });
    Object.assign(bandit, { x: 17, y: 19, facing: 180 });
    const log = story();
    // coolness 1, 1 steady; shot 3: 3 + 3 + 1 + 3 = 10, two damage; rescue 6: 6 + 2 - 3 = 5, two wounds.
    const dice = new ScriptedDice([1, 1, 3, 6]);
    activateOnTable(board, guard, 1, dice, log);
    dice.assertConsumed();
    expect(log.lines).toEqual([
      '  A Guard takes aim (Tab.1, 0 CA).',
      '  A Guard fires one shot at B Bandit (5.5U). Coolness test (4.2): 1, 1 against 3: steady.',
      '  Shooting test (4.2, Tab.3): 3 + SHOT 3 + weapon 1 + 3 = 10: struck, 2 damage.',
      '  Rescue test (4.2): B Bandit (REF 3) takes 2 wounds; COS 0: eliminated (6.1).',
    ]);
  });

  it('the Bandit, 5.5U off in the open, aims at the Guard behind the fence: Tab.3 light cover -1, the Guard has acted; scared, the Guard stays behind his fence', () => {
    const { board, guard, bandit } = duo('hold-in-cover', 'advance-and-fire');
    Object.assign(guard, { x: 11.5, y: 19, facing: 0, activated: true });
    Object.assign(bandit, { x: 17, y: 19, facing: 180 });
    const log = story();
    // Within his short range he stands and aims. Coolness 1, 1; shot 3: 3 + 4 + 1 + 1 (aim) + 1 (short) - 1
    // (light cover) = 9, one damage; rescue 1: 1 + 1 - 3 = -1, no wound; panic 6, 6 against 3: scared, and
    // with the fence within 5U he flees to it (4.2) instead of plunging to the ground.
    const dice = new ScriptedDice([1, 1, 3, 1, 6, 6]);
    activateOnTable(board, bandit, 1, dice, log);
    dice.assertConsumed();
    expect(log.lines[2]).toBe(
      '  Shooting test (4.2, Tab.3): 3 + SHOT 4 + weapon 1 + 1 = 9: struck, 1 damage.',
    );
    expect([guard.scared, guard.onGround, guard.x, guard.y]).toEqual([true, false, 11.5, 19]);
  });
});
