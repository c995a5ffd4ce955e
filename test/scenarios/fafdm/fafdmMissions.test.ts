import { describe, expect, it } from 'vitest';
import { ScriptedDice } from '../../../src/dice/ScriptedDice.ts';
import type { FafdmFigure } from '../../../src/rules/fafdm/FafdmFigure.ts';
import { activateOnTable } from '../../../src/scenarios/fafdmSkirmish/activateOnTable.ts';
import { buildFafdmSkirmish } from '../../../src/scenarios/fafdmSkirmish/fafdmSkirmishScenario.ts';
import { UNSETTLED } from '../../../src/scenarios/fafdmSkirmish/SkirmishMission.ts';
import { FAFDM_MISSIONS } from '../../../src/scenarios/fafdmScenarios/fafdmMissions.ts';
import { readFafdmMissionCell } from '../../../src/scenarios/fafdmScenarios/readFafdmMissionCell.ts';
import type { WitnessMission } from '../../../src/scenarios/fafdmScenarios/witnessMission.ts';
import type { JsonObject } from '../../../src/scenarios/Scenario.ts';
import { story } from '../../rules/fafdm/fafdmKit.ts';

// The scenarios of 001 10.1, 10.3 and 10.5 with forced dice: each deployed as its text says, then figures
// moved by hand where a rule is to be seen.

const mission = (name: string) => FAFDM_MISSIONS.find((m) => m.name === name)!;
const LAW = { name: 'Lawmen', band: 'lawmen', roster: { sheriff: 1, guard: 2 } };
const OUTLAWS = { name: 'Outlaws', band: 'outlaws', roster: { boss: 1, bandit: 2 } };

function deployed(name: string, setup: JsonObject = {}) {
  const m = mission(name);
  const r = readFafdmMissionCell(m, { sides: { a: LAW, b: OUTLAWS }, ...setup });
  if ('issues' in r) throw new Error(JSON.stringify(r.issues));
  const game = buildFafdmSkirmish(r.cell.skirmish, (b) => m.build(b, r.cell.missionOptions), m.table);
  const board = game.board;
  for (const f of board.all) f.reset();
  board.rules!.reset();
  game.mission!.deploy(board);
  const fig = (n: string): FafdmFigure => board.all.find((f) => f.name === n)!;
  const act = (who: string, faces: number[]): string[] => {
    const log = story();
    const dice = new ScriptedDice(faces);
    activateOnTable(board, fig(who), 1, dice, log);
    dice.assertConsumed();
    return log.lines;
  };
  return { game, board, fig, act, verdict: (end = false) => game.mission!.verdict(board, 1, end) };
}

describe('10.1 BANK ROBBERY', () => {
  it('the bag carrier starts in the bank doorway, pays 2 CA for the bags and walks for the edge away from the law', () => {
    const t = deployed('fafdm-bank-robbery');
    const carrier = t.fig('B Bandit 1');
    expect([carrier.x, carrier.y]).toEqual([24, 14.5]);
    Object.assign(carrier, { x: 4, y: 30, facing: 180 });
    for (const f of t.board.sides[0].figures) Object.assign(f, { x: 40, y: 30 });
    const lines = t.act('B Bandit 1', []);
    expect(lines[0]).toBe('  B Bandit 1 carries the two loot bags (10.1, 2 CA).');
    expect(lines.at(-1)).toBe('  B Bandit 1 carries the loot off the table (10.1).');
    expect(t.verdict()).toBe(1);
  });

  it('the carrier shot down drops the bags; a Guard within 1U collects them for 1 CA and the law wins', () => {
    const t = deployed('fafdm-bank-robbery');
    for (const f of t.board.all) Object.assign(f, { x: 46, y: 2 + t.board.all.indexOf(f), facing: 0 });
    Object.assign(t.fig('B Bandit 1'), { x: 10, y: 20, facing: 180, cos: 1 });
    Object.assign(t.fig('A Guard 1'), { x: 5, y: 20, facing: 0 });
    // Coolness 1, 1; shot 6 + 3 + 1 + 3 = 13, two damage; rescue 6 + 2 - 3: two wounds, the carrier is out.
    t.act('A Guard 1', [1, 1, 6, 6]);
    expect(t.fig('B Bandit 1').inPlay).toBe(false);
    expect(t.verdict()).toBe(UNSETTLED);
    Object.assign(t.fig('A Guard 2'), { x: 10.5, y: 20.5, activated: false });
    expect(t.act('A Guard 2', [])[0]).toBe(
      '  A Guard 2 collects the loot (10.1, 1 CA): the law has it back.',
    );
    expect(t.verdict()).toBe(0);
  });
});

describe('10.3 DUEL', () => {
  it('the leaders stand 10U apart in the street; a Guard may not shoot before a leader has, and may after', () => {
    const t = deployed('fafdm-town-duel');
    expect([t.fig('A Sheriff').x, t.fig('B Boss').x, t.fig('B Boss').y]).toEqual([19, 29, 12]);
    Object.assign(t.fig('A Guard 1'), { x: 20, y: 13, facing: 0 });
    Object.assign(t.fig('B Bandit 1'), { x: 24, y: 13, facing: 180 });
    expect(t.act('A Guard 1', []).join('\n')).not.toContain('fires');
    t.fig('B Boss').fired = true;
    t.fig('A Guard 1').activated = false;
    expect(t.act('A Guard 1', [1, 1, 1, 1, 1, 1])).toContain(
      '  A Guard 1 fires one shot at B Bandit 1 (4U). Coolness test (4.2): 1, 1 against 3: steady.',
    );
  });

  it('escorted start: the Sheriff waits until one of his men is within 10U, then aims at the Boss', () => {
    const t = deployed('fafdm-town-duel', { options: { 'fafdm.duelStart': 'escorted' } });
    expect(t.act('A Sheriff', [])).toEqual(['  A Sheriff waits for his men (10.3).']);
    Object.assign(t.fig('A Guard 1'), { x: 12, y: 12 });
    t.fig('A Sheriff').activated = false;
    expect(t.act('A Sheriff', [1, 1, 1, 1, 1, 1])).toContain(
      '  A Sheriff fires one shot at B Boss (10U). Coolness test (4.2): 1, 1 against 3: steady.',
    );
  });
});

describe('10.5 THE WITNESS', () => {
  it('at night a shot beyond 20U takes -1; at 20U none', () => {
    const t = deployed('fafdm-witness');
    const at = t.board.situation;
    const rules = t.board.rules!;
    rules.situate(t.fig('B Bandit 1'), t.fig('A Guard 1'), false, 21, at);
    expect(at.attackBonus).toBe(-1);
    rules.situate(t.fig('B Bandit 1'), t.fig('A Guard 1'), false, 20, at);
    expect(at.attackBonus).toBe(0);
    rules.situate(t.fig('B Bandit 1'), t.fig('A Guard 1'), true, 25, at);
    expect(at.attackBonus).toBe(0);
  });

  it('an outlaw free at the door strikes the witness: the boy dies and the outlaws win; alive after round 8, the law wins', () => {
    const t = deployed('fafdm-witness');
    for (const f of t.board.sides[0].figures)
      Object.assign(f, { x: 2, y: 2 + t.board.sides[0].figures.indexOf(f) });
    Object.assign(t.fig('B Bandit 1'), { x: 24, y: 9.5, facing: 90 });
    expect(t.verdict(true)).toBe(UNSETTLED);
    // Coolness 1, 1; fight 6 + COS 2 = 8, one damage; rescue 1 + 1 - COS 1: one wound.
    const lines = t.act('B Bandit 1', [1, 1, 6, 1]);
    expect(lines[0]).toBe('  B Bandit 1 is at the door and goes for the witness (10.5).');
    expect((t.game.mission as WitnessMission).boy.inPlay).toBe(false);
    expect(t.verdict()).toBe(1);
    const s = deployed('fafdm-witness');
    expect(s.game.mission!.verdict(s.board, 8, true)).toBe(0);
    expect(s.game.mission!.verdict(s.board, 7, true)).toBe(UNSETTLED);
  });
});

describe('scenario files (10.1-10.6)', () => {
  it('one issue a problem: a fixed table, a duel without leaders, a scenario option on another scenario', () => {
    const issues = (name: string, setup: JsonObject) => {
      const r = readFafdmMissionCell(mission(name), setup);
      return 'issues' in r ? r.issues.map((i) => `${i.path.join('.')}: ${i.expected}`) : [];
    };
    expect(
      issues('fafdm-bank-robbery', { sides: { a: LAW, b: OUTLAWS }, params: { table: 'town-edge' } }),
    ).toEqual([
      'params.table: not a fafdm-bank-robbery parameter; it takes turnCap and dollars (its table is fixed by 10.1 BANK ROBBERY)',
    ]);
    expect(
      issues('fafdm-town-duel', {
        sides: { a: LAW, b: { name: 'Gang', band: 'outlaws', roster: { bandit: 3 } } },
      }),
    ).toEqual([
      'sides.b.roster: a band with its leader (10.3 DUEL: the two leaders face each other): add boss: 1 (got {"bandit":3})',
    ]);
    expect(
      issues('fafdm-witness', {
        sides: { a: LAW, b: OUTLAWS },
        options: { 'fafdm.duelStart': 'escorted' },
      })[0],
    ).toMatch(/^options\.fafdm\.duelStart: a fafdm-witness option: fafdm\.coolCompare/);
  });
});
