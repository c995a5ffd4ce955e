import { describe, expect, it } from 'vitest';
import { ScriptedDice } from '../../../src/dice/ScriptedDice.ts';
import { distance } from '../../../src/geometry/distance.ts';
import type { FafdmFigure } from '../../../src/rules/fafdm/FafdmFigure.ts';
import { activateOnTable } from '../../../src/scenarios/fafdmSkirmish/activateOnTable.ts';
import { buildFafdmSkirmish } from '../../../src/scenarios/fafdmSkirmish/fafdmSkirmishScenario.ts';
import { UNSETTLED } from '../../../src/scenarios/fafdmSkirmish/SkirmishMission.ts';
import { FAFDM_MISSIONS } from '../../../src/scenarios/fafdmScenarios/fafdmMissions.ts';
import type { KidnappingMission } from '../../../src/scenarios/fafdmScenarios/kidnapping/kidnappingMission.ts';
import type { MeetingMission } from '../../../src/scenarios/fafdmScenarios/meeting/meetingMission.ts';
import type { MurderMission } from '../../../src/scenarios/fafdmScenarios/murder/murderMission.ts';
import { BANK_DOOR } from '../../../src/scenarios/fafdmScenarios/murder/murderText.ts';
import type { PrisonerMission } from '../../../src/scenarios/fafdmScenarios/prisoner/prisonerMission.ts';
import { JAIL_DOOR } from '../../../src/scenarios/fafdmScenarios/prisoner/prisonerText.ts';
import { KIDNAPPING_TEXT } from '../../../src/scenarios/fafdmScenarios/kidnapping/kidnappingText.ts';
import { MEETING_GOOD_U, MEETING_TEXT } from '../../../src/scenarios/fafdmScenarios/meeting/meetingText.ts';
import { MURDER_TEXT } from '../../../src/scenarios/fafdmScenarios/murder/murderText.ts';
import { PRISONER_TEXT } from '../../../src/scenarios/fafdmScenarios/prisoner/prisonerText.ts';
import { readFafdmMissionCell } from '../../../src/scenarios/fafdmScenarios/readFafdmMissionCell.ts';
import type { JsonObject } from '../../../src/scenarios/Scenario.ts';
import { story } from '../../rules/fafdm/fafdmKit.ts';

// The four scenarios of 001 10.1 PRISONER, 10.2 KIDNAPPING, 10.4 MURDER and 10.6 THE MEETING with forced dice:
// each deployed as its text says, then figures placed by hand where a rule is to be seen. Guards (SHOT 3, COS
// 2, REF 3) and Bandits (SHOT 4, COS 2, REF 3) have no fame or fortune: no re-roll draws a die.

const LAW = { name: 'Lawmen', band: 'lawmen', roster: { guard: 3 } };
const GANG = { name: 'Outlaws', band: 'outlaws', roster: { bandit: 3 } };
/** A Bandit's killing shot: coolness 1, 1 (steady); shooting test 6 (two damage); rescue 6 + 2 - 3: two wounds. */
const KILL = [1, 1, 6, 6];

function deployed<M>(name: string, setup: JsonObject = {}) {
  const m = FAFDM_MISSIONS.find((x) => x.name === name)!;
  const r = readFafdmMissionCell(m, { sides: { a: LAW, b: GANG }, ...setup });
  if ('issues' in r) throw new Error(JSON.stringify(r.issues));
  const game = buildFafdmSkirmish(r.cell.skirmish, (b) => m.build(b, r.cell.missionOptions), m.table);
  const board = game.board;
  for (const f of board.all) f.reset();
  board.rules!.reset();
  game.mission!.deploy(board);
  const mission = game.mission as unknown as M & { endOfTurn(t: number, d: ScriptedDice, l: unknown): void };
  const fig = (n: string): FafdmFigure => board.all.find((f) => f.name === n)!;
  const put = (n: string, x: number, y: number, facing = 0) => Object.assign(fig(n), { x, y, facing });
  const log = story();
  const act = (who: string, faces: number[], turn = 1): string[] => {
    log.lines.length = 0;
    const dice = new ScriptedDice(faces);
    activateOnTable(board, fig(who), turn, dice, log);
    dice.assertConsumed();
    return [...log.lines];
  };
  /** The end of turn `turn`: what the scenario moves itself. */
  const endTurn = (turn: number, faces: number[] = []): string[] => {
    log.lines.length = 0;
    const dice = new ScriptedDice(faces);
    mission.endOfTurn(turn, dice, log);
    dice.assertConsumed();
    return [...log.lines];
  };
  /** `by` has just struck `who` out of the game: the rules hear of it as after an attack. */
  const fell = (who: string, by: string): string[] => {
    log.lines.length = 0;
    fig(who).cos = 0;
    board.rules!.afterAttack(fig(by), fig(who), true, false, new ScriptedDice([]), log);
    return [...log.lines];
  };
  const verdict = (turn = 1, end = false) => game.mission!.verdict(board, turn, end);
  return { board, mission, fig, put, act, endTurn, fell, verdict };
}

describe('10.1 PRISONER', () => {
  it('the keeper walks the prisoner from the saloon, never running, and the law wins at the jail door', () => {
    const t = deployed<PrisonerMission>('fafdm-prisoner');
    const p = t.mission.prisoner;
    expect([t.fig('A Guard 1').x, t.fig('A Guard 1').y]).toEqual([7, 14.5]);
    for (const f of t.board.sides[1].figures) f.cos = 0;
    expect(t.act('A Guard 1', [])).toEqual(['  A Guard 1 walks 5.0U to (11.9, 13.7) (Tab.2, 1 CA).']);
    expect(distance(p.x - t.fig('A Guard 1').x, p.y - t.fig('A Guard 1').y)).toBeCloseTo(0.5);
    t.put('A Guard 1', JAIL_DOOR.x - 3, JAIL_DOOR.y + 2);
    t.fig('A Guard 1').activated = false;
    expect(t.act('A Guard 1', []).at(-1)).toBe(
      '  A Guard 1 brings the prisoner to the jail (10.1 PRISONER).',
    );
    expect(t.verdict()).toBe(0);
  });

  it('the keeper shot down: a lawman within 5U takes the prisoner over; with none he breaks away and runs off the short edge', () => {
    const t = deployed<PrisonerMission>('fafdm-prisoner');
    for (const f of t.board.sides[1].figures) t.put(f.name, 46, 23, 0);
    t.put('B Bandit 1', 9, 14.5, 180);
    t.put('A Guard 2', 5.5, 14, 0);
    const lines = t.act('B Bandit 1', KILL);
    expect(t.fig('A Guard 1').inPlay).toBe(false);
    expect(lines.at(-1)).toBe('  A Guard 2 takes the prisoner over from A Guard 1 (10.1 PRISONER).');
    expect(t.fell('A Guard 2', 'B Bandit 1')).toEqual([
      '  No man of the law within 5U: the prisoner breaks away (10.1 PRISONER).',
    ]);
    expect(t.verdict()).toBe(UNSETTLED);
    expect(t.endTurn(1).at(-1)).toBe('  The prisoner escapes by the short edge (10.1 PRISONER).');
    expect(t.verdict(1, true)).toBe(1);
  });

  it('cut-free: the loose prisoner waits until a bandit within 1U cuts him free (1 CA)', () => {
    const t = deployed<PrisonerMission>('fafdm-prisoner', {
      options: { 'fafdm.prisonerRelease': 'cut-free' },
    });
    const p = t.mission.prisoner;
    t.put('A Guard 2', 30, 2);
    expect(t.fell('A Guard 1', 'B Bandit 1')).toEqual([
      '  No man of the law within 5U: the prisoner stands loose, waiting to be cut free (10.1 PRISONER).',
    ]);
    const at = [p.x, p.y];
    expect(t.endTurn(1)).toEqual([]);
    expect([p.x, p.y]).toEqual(at);
    t.put('B Bandit 1', p.x + 0.5, p.y, 180);
    for (const f of t.board.sides[0].figures) f.cos = 0;
    expect(t.act('B Bandit 1', [])[0]).toBe('  B Bandit 1 cuts the prisoner free (10.1 PRISONER, 1 CA).');
    expect(t.endTurn(1).at(-1)).toBe('  The prisoner escapes by the short edge (10.1 PRISONER).');
  });
});

describe('10.2 KIDNAPPING', () => {
  it('the captor pays 2 CA to drag the hostage, walks with her, and never shoots', () => {
    const t = deployed<KidnappingMission>('fafdm-kidnapping');
    const h = t.mission.hostage;
    expect([t.fig('B Bandit 1').x, t.fig('B Bandit 1').y]).toEqual([24, 15.5]);
    for (const f of t.board.sides[0].figures) f.activated = true;
    t.put('A Guard 1', 24, 19, 270);
    const lines = t.act('B Bandit 1', []);
    expect(lines[0]).toBe('  B Bandit 1 drags the hostage (10.2, 2 CA).');
    expect(lines[1]).toMatch(/^ {2}B Bandit 1 walks 5\.0U/);
    expect(lines.join('\n')).not.toContain('fires');
    expect(distance(h.x - t.fig('B Bandit 1').x, h.y - t.fig('B Bandit 1').y)).toBeCloseTo(0.5);
  });

  it('the captor killed: another of the bad within 5U takes her; read killed-frees, she is free at once', () => {
    const t = deployed<KidnappingMission>('fafdm-kidnapping');
    expect(t.fell('B Bandit 1', 'A Guard 1')).toEqual([
      '  B Bandit 2 takes the hostage from the fallen B Bandit 1 (10.2).',
    ]);
    const u = deployed<KidnappingMission>('fafdm-kidnapping', {
      options: { 'fafdm.hostageFree': 'killed-frees' },
    });
    expect(u.fell('B Bandit 1', 'A Guard 1')).toEqual(['  B Bandit 1 is down: the hostage is free (10.2).']);
  });

  it('a captor in a fight with none of the bad within 5U loses her; free, she walks 5U a turn and is saved off the short edge', () => {
    const t = deployed<KidnappingMission>('fafdm-kidnapping');
    const h = t.mission.hostage;
    for (const f of t.board.sides[1].figures) t.put(f.name, 44, 2);
    t.put('B Bandit 1', 4, 12, 180);
    h.x = 3.5;
    h.y = 12;
    t.put('A Guard 1', 4.8, 12, 180);
    expect(t.endTurn(1)).toEqual([
      '  B Bandit 1 is in a fight: the hostage is free (10.2).',
      '  The hostage walks 3.5U to (0.0, 12.0).',
      '  The hostage is out by the short edge: saved (10.2).',
    ]);
    expect(t.verdict(1, true)).toBe(0);
  });

  it('the captor who drags her off a short edge wins for the bad', () => {
    const t = deployed<KidnappingMission>('fafdm-kidnapping');
    for (const f of t.board.sides[0].figures) f.cos = 0;
    t.put('B Bandit 1', 3, 12, 180);
    expect(t.act('B Bandit 1', []).at(-1)).toBe(
      '  B Bandit 1 drags the hostage off by the short edge (10.2).',
    );
    expect(t.verdict()).toBe(1);
  });
});

describe('10.4 MURDER', () => {
  it('one of the party 5U from the bank door, the others at no less than 20U; read near, within 20U', () => {
    const far = deployed<MurderMission>('fafdm-murder');
    const near = deployed<MurderMission>('fafdm-murder', { options: { 'fafdm.murderGuards': 'near' } });
    const from = (f: FafdmFigure) => distance(f.x - BANK_DOOR.x, f.y - BANK_DOOR.y);
    expect(from(far.fig('A Guard 1'))).toBe(5);
    for (const n of ['A Guard 2', 'A Guard 3']) {
      expect(from(far.fig(n))).toBeGreaterThanOrEqual(20);
      expect(from(near.fig(n))).toBeLessThan(20);
    }
  });

  it('a killer free at the bank door strikes the mayor: he dies and the killers win', () => {
    const t = deployed<MurderMission>('fafdm-murder');
    for (const f of t.board.sides[0].figures) t.put(f.name, 44, 34);
    t.put('B Bandit 1', BANK_DOOR.x, BANK_DOOR.y + 0.5, 270);
    expect(t.verdict()).toBe(UNSETTLED);
    // Coolness 1, 1; fight 6 + COS 2 = 8, one damage; rescue 1 + 1 - COS 1: one wound off the mayor's 1.
    const lines = t.act('B Bandit 1', [1, 1, 6, 1]);
    expect(lines[0]).toBe("  B Bandit 1 is at the bank's door and goes for the mayor (10.4).");
    expect(t.mission.mayor.inPlay).toBe(false);
    expect(t.verdict()).toBe(1);
  });
});

describe('10.6 THE MEETING', () => {
  it('first round: the bad only move, the good stay; then the sniper wounds the politician, the guard kills him, all run', () => {
    const t = deployed<MeetingMission>('fafdm-meeting');
    const rules = t.board.rules!;
    expect(distance(t.fig('B Bandit 1').x - 24, t.fig('B Bandit 1').y - 18)).toBe(20);
    // The good within 15U of the politician, one in contact; the killers within 5U of the east edge; the
    // civilians 5-10U from the stage.
    const p = t.mission.politician;
    const good = t.board.sides[0].figures.map((f) => distance(f.x - p.x, f.y - p.y));
    expect(good[0]).toBeLessThanOrEqual(1);
    expect(Math.max(...good)).toBeLessThanOrEqual(MEETING_GOOD_U);
    for (const n of ['B Bandit 2', 'B Bandit 3']) expect(48 - t.fig(n).x).toBeLessThan(5);
    for (const c of t.mission.crowd.civilians) {
      expect(distance(c.x - 24, c.y - 18)).toBeGreaterThanOrEqual(5);
      expect(distance(c.x - 24, c.y - 18)).toBeLessThanOrEqual(10);
    }
    t.put('A Guard 2', 30, 18, 0);
    t.put('B Bandit 2', 34, 18, 180);
    expect(rules.mayShootAt(t.fig('B Bandit 2'), t.fig('A Guard 2'))).toBe(false);
    for (const n of ['B Bandit 2', 'B Bandit 3']) t.fig(n).cos = 0;
    expect(t.act('A Guard 3', [])[0]).toBe('  A Guard 3 does not move in the first round (10.6).');
    expect(t.endTurn(1)).toEqual([
      '  The sniper B Bandit 1 shoots and wounds the politician (10.6 First Round): COS 2.',
      '  A Guard 1, next to the politician, kills the sniper (10.6 First Round).',
      '  Everyone runs away (10.6 First Round).',
      '  The civilians are moved (10.6, scatter).',
    ]);
    expect(t.fig('B Bandit 1').inPlay).toBe(false);
    t.verdict(2);
    expect(rules.mayShootAt(t.fig('B Bandit 2'), t.fig('A Guard 2'))).toBe(true);
  });

  it('rolled: the sniper with a rifle shoots by 4.2; the guard with a six-shot cannot reach him 21U away', () => {
    const t = deployed<MeetingMission>('fafdm-meeting', {
      options: { 'fafdm.meetingOpening': 'rolled' },
      sides: { a: LAW, b: { ...GANG, weapons: { bandit: 'rifle' } } },
    });
    // Coolness 1, 1; shooting test 6: two damage; rescue 6 + 2 - 3: two wounds off 3; panic 1, 1: steady.
    const lines = t.endTurn(1, [1, 1, 6, 6, 1, 1]);
    expect(lines[0]).toBe(
      '  The sniper B Bandit 1 fires at the politician from the balcony (10.6 First Round).',
    );
    expect(lines).toContain('  A Guard 1 cannot reach the sniper 21.0U away (10.6 First Round).');
    expect(t.mission.politician.cos).toBe(1);
    expect(t.fig('B Bandit 1').inPlay).toBe(true);
  });

  it('a civilian on the line stops a Lawman shooting but not an Outlaw (9.3, 9.4)', () => {
    const t = deployed<MeetingMission>('fafdm-meeting');
    t.verdict(2);
    t.put('A Guard 2', 30, 10, 0);
    t.put('B Bandit 2', 36, 10, 180);
    const c = t.mission.crowd.civilians[0]!;
    Object.assign(c, { x: 33, y: 10 });
    const rules = t.board.rules!;
    expect(rules.mayShootAt(t.fig('A Guard 2'), t.fig('B Bandit 2'))).toBe(false);
    expect(rules.mayShootAt(t.fig('B Bandit 2'), t.fig('A Guard 2'))).toBe(true);
    c.y = 12;
    expect(rules.mayShootAt(t.fig('A Guard 2'), t.fig('B Bandit 2'))).toBe(true);
  });

  it('a killer who sees the politician in reach shoots at him, standing and aiming: dead, the killers win', () => {
    const t = deployed<MeetingMission>('fafdm-meeting');
    const p = t.mission.politician;
    t.verdict(2);
    Object.assign(p, { cos: 1, fortuneLeft: 0, fameLeft: 0 });
    for (const c of t.mission.crowd.civilians) c.cos = 0;
    t.put('A Guard 1', 25, 21);
    t.put('B Bandit 2', 30, 18, 180);
    const lines = t.act('B Bandit 2', KILL, 2);
    expect(lines).toContain('  B Bandit 2 takes aim (Tab.1, 0 CA).');
    expect(lines.join('\n')).toContain('B Bandit 2 fires one shot at the politician (6U).');
    expect(p.inPlay).toBe(false);
    expect(t.verdict(2)).toBe(1);
  });

  it('from the second round a shot fired within 10U panics a civilian, who runs 10U a turn for the edge on his own (9.12); under fafdm.meetingCrowdPanic=moved he does not', () => {
    for (const reading of ['own', 'moved'] as const) {
      const t = deployed<MeetingMission>('fafdm-meeting', {
        options: { 'fafdm.meetingCrowdPanic': reading },
      });
      t.verdict(2);
      const [near, ...far] = t.mission.crowd.civilians;
      Object.assign(near!, { x: 31, y: 10 });
      for (const c of far) Object.assign(c, { x: 20, y: 30 });
      t.put('B Bandit 2', 36, 10, 180);
      t.put('A Guard 2', 30, 12, 0);
      const heard = t.fell('A Guard 2', 'B Bandit 2');
      const ran = t.endTurn(2);
      if (reading === 'own') {
        expect(heard).toContain(
          '  Civilian 1 hears shooting within 10U and panics: he runs for the edge (9.12).',
        );
        expect(ran[0]).toBe('  1 panicked civilian runs for the edge (9.12): 1 out of the town.');
        expect(near!.inPlay).toBe(false);
      } else {
        expect(heard.join('\n')).not.toContain('panics');
        expect(ran.join('\n')).not.toContain('panicked');
        expect([near!.inPlay, near!.x, near!.y]).toEqual([true, 31, 10]);
      }
      expect(far.every((c) => c.inPlay)).toBe(true);
    }
  });

  it('the politician walks 5U a turn for the office with one of the good within 5U, alone he stays; at its door the good win', () => {
    const t = deployed<MeetingMission>('fafdm-meeting');
    const p = t.mission.politician;
    Object.assign(p, { x: 40, y: 18 });
    t.put('A Guard 1', 20, 18);
    expect(t.endTurn(2)).toEqual([]);
    t.put('A Guard 1', 38, 19);
    expect(t.endTurn(2)).toEqual([
      '  The politician walks 4.0U to (44.0, 18.0).',
      "  The politician is safe in the sheriff's office (10.6).",
    ]);
    expect(t.verdict(2, true)).toBe(0);
  });
});

describe('scenario files (10.1 PRISONER, 10.2, 10.4, 10.6)', () => {
  it('one issue a problem: a fixed table, a value its option does not take, another scenario option', () => {
    const issues = (name: string, setup: JsonObject) => {
      const r = readFafdmMissionCell(
        FAFDM_MISSIONS.find((m) => m.name === name)!,
        {
          sides: { a: LAW, b: GANG },
          ...setup,
        },
      );
      return 'issues' in r ? r.issues.map((i) => `${i.path.join('.')}: ${i.expected}`) : [];
    };
    expect(issues('fafdm-prisoner', { params: { table: 'town-edge' } })).toEqual([
      'params.table: not a fafdm-prisoner parameter; it takes turnCap and dollars (its table is fixed by 10.1 PRISONER)',
    ]);
    expect(issues('fafdm-meeting', { options: { 'fafdm.meetingOpening': 'maybe' } })).toEqual([
      'options.fafdm.meetingOpening: one of scripted, rolled (got "maybe")',
    ]);
    const other = issues('fafdm-murder', { options: { 'fafdm.hostageFree': 'killed-frees' } });
    expect(other).toHaveLength(1);
    expect(other[0]).toMatch(/^options\.fafdm\.hostageFree: a fafdm-murder option: .*fafdm\.murderGuards$/);
  });
});

describe('the printed texts (001 10.1 PRISONER, 10.2, 10.4, 10.6)', () => {
  it('each cites 001 and the section its scenario plays, and quotes its special rule as printed', () => {
    const texts = {
      'fafdm-prisoner': PRISONER_TEXT,
      'fafdm-kidnapping': KIDNAPPING_TEXT,
      'fafdm-murder': MURDER_TEXT,
      'fafdm-meeting': MEETING_TEXT,
    };
    for (const [name, text] of Object.entries(texts)) {
      const m = FAFDM_MISSIONS.find((x) => x.name === name)!;
      expect(text.source).toEqual({ document: '001_ac753b686cf1a971.txt', section: m.section });
      expect(m.table.source.section.startsWith(m.section)).toBe(true);
    }
    expect(PRISONER_TEXT.rules).toContain('the prisoner and his keeper can not run');
    expect(KIDNAPPING_TEXT.rules).toContain('uses 2 actions and can not shoot');
    expect(MURDER_TEXT.formation).toContain('at no less than 20U from the bank');
    expect(MEETING_TEXT.rules).toContain('they move up to 10U and may run out of the town');
  });
});
