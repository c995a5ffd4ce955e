import { describe, expect, it } from 'vitest';
import { ScriptedDice } from '../../../../src/dice/ScriptedDice.ts';
import {
  buildFafdmSkirmish,
  fafdmSkirmishScenario as scenario,
} from '../../../../src/scenarios/fafdmSkirmish/fafdmSkirmishScenario.ts';
import { rideOnTable, rideStep } from '../../../../src/scenarios/fafdmSkirmish/horse/rideOnTable.ts';
import { saddleChoice } from '../../../../src/scenarios/fafdmSkirmish/horse/saddleChoice.ts';
import { readFafdmSkirmishCell } from '../../../../src/scenarios/fafdmSkirmish/readFafdmSkirmishCell.ts';
import type { JsonObject } from '../../../../src/scenarios/Scenario.ts';
import { story } from '../../../rules/fafdm/fafdmKit.ts';
import { fafdmMissionScenarios } from '../../../../src/scenarios/fafdmScenarios/fafdmMissionScenarios.ts';
import { playAudited, playSkirmishAudited } from '../playAudited.ts';

// Riders on the town edge (001 3.1 on horseback, Tab.1, Tab.2, Tab.16): a Guard in the saddle of a horse
// against a Bandit on foot, on the open lane along the south side.

function lane(tactic = 'hold-in-cover') {
  const r = readFafdmSkirmishCell({
    sides: {
      a: { band: 'lawmen', roster: { guard: 1 }, mounts: { guard: 'horse' }, tactic },
      b: { band: 'outlaws', roster: { bandit: 1 }, tactic: 'hold-in-cover' },
    },
  });
  if ('issues' in r) throw new Error(JSON.stringify(r.issues));
  const board = buildFafdmSkirmish(r.cell).board;
  for (const f of board.all) f.reset();
  const [guard, bandit] = board.all as [(typeof board.all)[0], (typeof board.all)[0]];
  Object.assign(guard, { x: 10, y: 1, facing: 0 });
  Object.assign(bandit, { x: 18, y: 1, facing: 180 });
  return { board, guard, bandit };
}

describe('riders on a table (001 3.1, Tab.1, Tab.2)', () => {
  it('hold-in-cover: a Bandit in sight 8U off, the Guard gets off his trotting horse (1 of 2: 2, 6 against REF 3), 1 CA', () => {
    const { board, guard } = lane();
    guard.horse!.gait = 'trot';
    const log = story();
    const dice = new ScriptedDice([2, 6]);
    const left = saddleChoice(board, guard, board.viewOf(guard, 1), 3, dice, log);
    dice.assertConsumed();
    expect(log.lines).toEqual([
      '  A Guard gets off his trotting horse: reflexes test (2.4) 2, 6 against REF 3, 1 of 2 needed: passed.',
      '  A Guard is on foot (Tab.1, 1 CA).',
    ]);
    expect([left, guard.horse!.mounted]).toEqual([2, false]);
  });

  it('advance-and-fire stays in the saddle (no die), and his horse stands until he moves it', () => {
    const { board, guard } = lane('advance-and-fire');
    guard.horse!.gait = 'run';
    const dice = new ScriptedDice([]);
    expect(saddleChoice(board, guard, board.viewOf(guard, 1), 3, dice, null)).toBe(3);
    expect([guard.horse!.mounted, guard.horse!.gait]).toEqual([true, 'standing']);
  });

  it('a way behind him is a normal sideways ride: 5, 1 +1 each against REF 3 passes (2 under), 5U west; 4, 6 fails: he stays, 2 CA spent', () => {
    const { board, guard } = lane();
    const step = rideStep(guard, 2, 1, 'walk');
    expect([step.kind, step.ca, step.maxU]).toEqual(['normalSideways', 2, 5]);
    const log = story();
    expect(rideOnTable(board, guard, step, 2, 1, new ScriptedDice([5, 1]), log)).toBeCloseTo(5);
    expect(guard.horse!.gait).toBe('trot');
    guard.facing = 0;
    const again = rideStep(guard, 0, 1, 'walk');
    expect(rideOnTable(board, guard, again, 0, 1, new ScriptedDice([4, 6]), log)).toBe(0);
    expect(log.lines).toEqual([
      '  A Guard rides normal sideways: reflexes test (2.4) 5, 1 +1 each against REF 3, 1 of 2 needed: passed.',
      '  A Guard rides normal sideways 5.0U to (5.0, 1.0) (Tab.2, 2 CA).',
      '  A Guard rides normal sideways: reflexes test (2.4) 4, 6 +1 each against REF 3, 1 of 2 needed: failed.',
      "  A Guard's horse does not move (Tab.2, 2 CA).",
    ]);
    expect([guard.x, guard.horse!.gait]).toEqual([5, 'standing']);
  });

  it('a band file gives mounts to characters of its roster and says so, one line a problem, when wrong', () => {
    const bad = readFafdmSkirmishCell({
      sides: {
        a: { band: 'lawmen', roster: { guard: 3 }, mounts: { guard: 'camel', sheriff: 'horse' } },
        b: { band: 'outlaws', roster: { bandit: 3 }, mounts: { bandit: 'appaloosa' } },
      },
    });
    expect('issues' in bad && bad.issues.map((i) => `${i.path.join('.')}: ${i.expected}`)).toEqual([
      'sides.a.mounts.guard: one of horse, appaloosa, mule (got "camel")',
      'sides.a.mounts: mounts for characters of the roster (guard; got sheriff)',
      'sides.b.mounts.bandit: a horse or a mule: the Appaloosa is used only by Indians (Tab.16; got appaloosa)',
    ]);
    const ok = scenario.normalize({
      sides: {
        a: { band: 'indians', roster: { warrior: 3 }, mounts: { warrior: 'appaloosa' } },
        b: { band: 'outlaws', roster: { bandit: 3 }, mounts: { bandit: 'mule' } },
      },
    });
    expect('setup' in ok && ((ok.setup.sides as JsonObject).b as JsonObject).mounts).toEqual({
      bandit: 'mule',
    });
  });

  it('in games: mounted Lawmen under each tactic, no rule broken, narrated = fast (3 seeds each)', () => {
    let rides = 0;
    for (const tactic of ['advance-and-fire', 'hold-in-cover', 'charge']) {
      const n = scenario.normalize({
        sides: {
          a: {
            band: 'lawmen',
            roster: { sheriff: 1, guard: 4 },
            mounts: { sheriff: 'horse', guard: 'horse' },
            tactic,
          },
          b: { band: 'outlaws', roster: { boss: 1, bandit: 3 }, tactic: 'advance-and-fire' },
        },
      });
      if ('issues' in n) throw new Error(JSON.stringify(n.issues));
      playSkirmishAudited(n.setup, 3, (lines) => {
        rides += lines.filter((l) => / rides (trot|run|normal sideways|fast sideways) /.test(l)).length;
      });
    }
    expect(rides).toBeGreaterThan(0);
  });

  it('in the scenarios of 10.1-10.6: mounted Outlaws in a scenario file, no rule broken, narrated = fast (2 seeds each)', () => {
    let games = 0;
    for (const scenario of fafdmMissionScenarios) {
      const n = scenario.normalize({
        sides: {
          a: { band: 'lawmen', roster: { sheriff: 1, guard: 4 } },
          b: { band: 'outlaws', roster: { boss: 1, bandit: 3 }, mounts: { boss: 'horse', bandit: 'mule' } },
        },
      });
      if ('issues' in n) throw new Error(`${scenario.name}: ${JSON.stringify(n.issues)}`);
      expect(((n.setup.sides as JsonObject).b as JsonObject).mounts).toEqual({
        bandit: 'mule',
        boss: 'horse',
      });
      playAudited(scenario, n.setup, 2, () => games++);
    }
    expect(games).toBe(2 * fafdmMissionScenarios.length);
  });
});
