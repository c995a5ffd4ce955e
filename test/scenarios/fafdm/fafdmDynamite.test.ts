import { describe, expect, it } from 'vitest';
import { ScriptedDice } from '../../../src/dice/ScriptedDice.ts';
import { DEFAULT_EXPLOSIVES } from '../../../src/rules/fafdm/explosives/explosivesOptions.ts';
import { TOWN_EDGE } from '../../../src/rules/fafdm/skirmishTable.ts';
import { blastProtection } from '../../../src/scenarios/fafdmSkirmish/explosives/blastProtection.ts';
import { dynamiteOnTable } from '../../../src/scenarios/fafdmSkirmish/explosives/dynamiteOnTable.ts';
import {
  buildFafdmSkirmish,
  fafdmSkirmishScenario as scenario,
} from '../../../src/scenarios/fafdmSkirmish/fafdmSkirmishScenario.ts';
import { playSkirmishAudited } from './playAudited.ts';
import { readFafdmSkirmishCell } from '../../../src/scenarios/fafdmSkirmish/readFafdmSkirmishCell.ts';
import { story } from '../../rules/fafdm/fafdmKit.ts';

// Forced dice for dynamite (001 5.5, 5.5.2, Tab.9-10) on the open lane along the town edge's south side:
// a Bully (COS 3: he throws 6U) carrying one stick, and three Guards 6U to 7U east of him.

function lane(options: Record<string, string> = {}) {
  const r = readFafdmSkirmishCell({
    options,
    sides: {
      a: { band: 'lawmen', roster: { guard: 3 }, tactic: 'hold-in-cover' },
      b: { band: 'outlaws', roster: { bully: 1 }, dynamite: { bully: 1 }, tactic: 'hold-in-cover' },
    },
  });
  if ('issues' in r) throw new Error(JSON.stringify(r.issues));
  const board = buildFafdmSkirmish(r.cell).board;
  for (const f of board.all) f.reset();
  const [g1, g2, g3, bully] = board.all as [
    (typeof board.all)[0],
    (typeof board.all)[0],
    (typeof board.all)[0],
    (typeof board.all)[0],
  ];
  Object.assign(bully, { x: 10, y: 1, facing: 0, activated: true });
  Object.assign(g1, { x: 16, y: 1, facing: 180 });
  Object.assign(g2, { x: 17, y: 1, facing: 180 });
  Object.assign(g3, { x: 16, y: 3, facing: 180 });
  return { board, g1, g2, g3, bully };
}

function throwAt(board: ReturnType<typeof lane>['board'], faces: number[], points = 3) {
  const log = story();
  const dice = new ScriptedDice(faces);
  const left = dynamiteOnTable(
    board,
    board.all[3]!,
    points,
    dice,
    board.readings.explosives ?? DEFAULT_EXPLOSIVES,
    log,
  );
  dice.assertConsumed();
  return { lines: log.lines, left };
}

describe('dynamite (001 5.5, 5.5.2, Tab.9-10)', () => {
  it('three Guards yet to act: a short fuse that holds (4), nobody escapes; 6 damage, rescue 1 + 6 - REF 3 = 4: two wounds each', () => {
    const { board, g1, g2, g3, bully } = lane();
    const { lines, left } = throwAt(board, [4, 1, 1, 1]);
    expect(lines).toEqual([
      '  B Bully throws a stick of dynamite at A Guard 1, 6.0U away (5.5, reach 6U, 1 CA), on a short fuse.',
      '  Short fuse (5.5.2): it holds; nobody can escape.',
      '  A Guard 1 takes 6 damage (Tab.10 6); rescue test (4.2, REF 3): 2 wounds, eliminated (6.1).',
      '  A Guard 2 takes 6 damage (Tab.10 6); rescue test (4.2, REF 3): 2 wounds, eliminated (6.1).',
      '  A Guard 3 takes 6 damage (Tab.10 6); rescue test (4.2, REF 3): 2 wounds, eliminated (6.1).',
    ]);
    expect([g1.inPlay, g2.inPlay, g3.inPlay, bully.sticks, bully.eliminations, left]).toEqual([
      false,
      false,
      false,
      0,
      3,
      2,
    ]);
  });

  it('a 1 on the short fuse: it explodes in his hands; rescue 1 + 6 - REF 4 = 3, one wound; bounced 3 + 6 U; the panic test', () => {
    const { board, g1, bully } = lane();
    const { lines } = throwAt(board, [1, 1, 3, 1, 1]);
    expect(lines.slice(1)).toEqual([
      "  Short fuse (5.5.2): a 1, the dynamite explodes in B Bully's hands.",
      '  B Bully takes 6 damage (Tab.10 6); rescue test (4.2, REF 4): 1 wound, COS 2.',
      '  B Bully is bounced 9U away (5.5) to (19.0, 1.0).',
      '  Panic test (4.2): 1, 1 against 3: B Bully holds: steady.',
    ]);
    expect([g1.cos, bully.cos]).toEqual([2, 2]);
  });

  it('two yet to act, no short fuse: each escapes 1D6/2 U, rounded up; one still within 5U, one out of it', () => {
    const { board, g1, g2, g3 } = lane();
    g2.activated = true;
    Object.assign(g3, { x: 16, y: 4 });
    const { lines } = throwAt(board, [6, 1, 1, 5]);
    expect(lines).toEqual([
      '  B Bully throws a stick of dynamite at A Guard 1, 6.0U away (5.5, reach 6U, 1 CA).',
      '  A Guard 1 has yet to act and escapes 3U (5.5.2) to (19.0, 1.0), still in the blast.',
      '  A Guard 1 takes 6 damage (Tab.10 6); rescue test (4.2, REF 3): 2 wounds, eliminated (6.1).',
      '  A Guard 2 takes 6 damage (Tab.10 6); rescue test (4.2, REF 3): 2 wounds, eliminated (6.1).',
      '  A Guard 3 has yet to act and escapes 3U (5.5.2) to (16.0, 7.0), out of the blast.',
    ]);
    expect([g1.inPlay, g2.inPlay, g3.cos]).toEqual([false, false, 2]);
  });

  it('fafdm.dynamiteThrow=shooting-test, blastDamage=wounds: 1 + SHOT 3 misses, 4U short; 6 wounds on all within 5U, the thrower too', () => {
    const { board, bully } = lane({ 'fafdm.dynamiteThrow': 'shooting-test', 'fafdm.blastDamage': 'wounds' });
    for (const f of board.all) f.activated = true;
    const { lines, left } = throwAt(board, [1, 4]);
    expect(lines.slice(1, 3)).toEqual([
      '  Throw: 1 + SHOT 3 = 4, a miss: it falls 4U short, at (12.0, 1.0).',
      '  A Guard 1 takes 6 damage (Tab.10 6): 6 wounds, eliminated (6.1).',
    ]);
    expect(lines.at(-1)).toBe('  B Bully takes 6 damage (Tab.10 6): 6 wounds, eliminated (6.1).');
    expect([bully.inPlay, bully.eliminations, left]).toEqual([false, 3, 0]);
  });

  it('the tactic throws at a group only: a lone Guard in reach, or a friend within 5U of the target, keeps the stick', () => {
    const { board, g2, g3, bully } = lane();
    Object.assign(g2, { x: 30, y: 20 });
    Object.assign(g3, { x: 30, y: 22 });
    expect(throwAt(board, []).lines).toEqual([]);
    const other = lane();
    Object.assign(other.bully, { x: 12 });
    // Within 5U of every Guard: the thrower himself would be in the blast.
    expect(throwAt(other.board, []).lines).toEqual([]);
    expect([bully.sticks, other.bully.sticks]).toEqual([1, 1]);
  });

  it("Tab.9: the east fence between blast and figure protects 1 (partial), the house 4 (a wooden building's whole)", () => {
    const { board, g1 } = lane();
    Object.assign(g1, { x: 25, y: 5 });
    expect(blastProtection(TOWN_EDGE, 21, 5, g1, board.part)).toBe(1);
    Object.assign(g1, { x: 21, y: 12 });
    expect(blastProtection(TOWN_EDGE, 15, 12, g1, board.part)).toBe(4);
    Object.assign(g1, { x: 10, y: 1 });
    expect(blastProtection(TOWN_EDGE, 14, 1, g1, board.part)).toBe(0);
  });

  it('in games: Bullies with two sticks each throw them, no rule broken, narrated = fast (6 seeds)', () => {
    const n = scenario.normalize({
      sides: {
        a: { band: 'lawmen', roster: { guard: 5 }, tactic: 'advance-and-fire' },
        b: {
          band: 'outlaws',
          roster: { bully: 2, bandit: 2 },
          dynamite: { bully: 2 },
          tactic: 'advance-and-fire',
        },
      },
    });
    if ('issues' in n) throw new Error(JSON.stringify(n.issues));
    let sticks = 0;
    playSkirmishAudited(n.setup, 6, (lines) => {
      sticks += lines.filter((l) => l.includes('throws a stick of dynamite')).length;
    });
    expect(sticks).toBeGreaterThan(0);
    expect(sticks).toBeLessThanOrEqual(6 * 4);
  });

  it('a band file gives sticks to characters of its roster, 0 to 6, and says so when wrong', () => {
    const bad = readFafdmSkirmishCell({
      sides: {
        a: { band: 'lawmen', roster: { guard: 3 }, dynamite: { sheriff: 1 } },
        b: { band: 'outlaws', roster: { bully: 1 }, dynamite: { bully: 7 } },
      },
    });
    expect('issues' in bad && bad.issues.map((i) => `${i.path.join('.')}: ${i.expected}`)).toEqual([
      'sides.a.dynamite: sticks for characters of the roster (guard; got sheriff)',
      'sides.b.dynamite.bully: a whole number of sticks from 0 to 6 (got 7)',
    ]);
  });
});
