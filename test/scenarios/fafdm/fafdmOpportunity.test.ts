import { describe, expect, it } from 'vitest';
import { ScriptedDice } from '../../../src/dice/ScriptedDice.ts';
import { activateOnTable } from '../../../src/scenarios/fafdmSkirmish/activateOnTable.ts';
import { opportunityShots } from '../../../src/scenarios/fafdmSkirmish/opportunityShots.ts';
import { buildFafdmSkirmish } from '../../../src/scenarios/fafdmSkirmish/fafdmSkirmishScenario.ts';
import { readFafdmSkirmishCell } from '../../../src/scenarios/fafdmSkirmish/readFafdmSkirmishCell.ts';
import { story } from '../../rules/fafdm/fafdmKit.ts';

// Forced dice for the opportunity shot (001 4.2.3 OPPORTUNITY SHOT, 4.3 MELEE "if the attacker starts the
// charge from a distance greater than 5U"), on the open lane along the town edge's south side (y 1).

function duo(bTactic: string, options: Record<string, string> = {}) {
  const r = readFafdmSkirmishCell({
    options,
    sides: {
      a: { band: 'lawmen', roster: { guard: 1 }, tactic: 'hold-in-cover' },
      b: { band: 'outlaws', roster: { bandit: 1 }, tactic: bTactic },
    },
  });
  if ('issues' in r) throw new Error(JSON.stringify(r.issues));
  const board = buildFafdmSkirmish(r.cell).board;
  const [guard, bandit] = board.all as [(typeof board.all)[0], (typeof board.all)[0]];
  guard.reset();
  bandit.reset();
  Object.assign(guard, { x: 12, y: 1, facing: 0 });
  return { board, guard, bandit };
}

describe('the opportunity shot (001 4.2.3)', () => {
  it('a Bandit charges the Guard from 8U: the Guard, not yet activated, shoots him on the way without bonuses, the mover -1, the tense penalty doubled', () => {
    const { board, guard, bandit } = duo('charge');
    Object.assign(bandit, { x: 20, y: 1, facing: 180 });
    const log = story();
    // The Guard: coolness 2, 4 against 3, one die over: tense, doubled -2; shot 6: 6 + 3 + 1 - 2 - 1
    // (moving) = 7, no short-range or not-yet-acted bonus: one damage; rescue 1: 1 + 1 - 3, no wound; panic
    // 1, 1 holds. The Bandit fights: coolness 1, 1 steady; 1 + COS 2 = 3, missed.
    const dice = new ScriptedDice([2, 4, 6, 1, 1, 1, 1, 1, 1]);
    activateOnTable(board, bandit, 1, dice, log);
    dice.assertConsumed();
    expect(log.lines).toEqual([
      '  B Bandit runs 7.5U to (12.5, 1.0) (Tab.2, 2 CA).',
      '  A Guard takes an opportunity shot (4.2.3) at B Bandit: it is his turn.',
      '  A Guard fires one shot at B Bandit (0.5U). Coolness test (4.2): 2, 4 against 3: tense (-2, 4.2.3).',
      '  Shooting test (4.2, Tab.3): 6 + SHOT 3 + weapon 1 - 3 = 7: struck, 1 damage.',
      '  Rescue test (4.2): B Bandit (REF 3) takes 0 wounds; COS 2.',
      '  Panic test (4.2): 1, 1 against 2: B Bandit holds: steady.',
      '  B Bandit fights A Guard (4.3). Coolness test: 1, 1 against 2: steady. Roll to fight: 1 + COS 2 + 0 (Tab.4 0) = 3: missed.',
    ]);
    expect([guard.activated, guard.shotsLeft, bandit.cos]).toEqual([true, 5, 2]);
  });

  it('a charge from 5U brings no opportunity shot (4.3: "from a distance greater than 5U"): the Bandit fights at once', () => {
    const { board, guard, bandit } = duo('charge');
    Object.assign(bandit, { x: 17, y: 1, facing: 180 });
    const log = story();
    const dice = new ScriptedDice([1, 1, 1]);
    activateOnTable(board, bandit, 1, dice, log);
    dice.assertConsumed();
    expect(log.lines).toEqual([
      '  B Bandit walks 4.5U to (12.5, 1.0) (Tab.2, 1 CA).',
      '  B Bandit fights A Guard (4.3). Coolness test: 1, 1 against 2: steady. Roll to fight: 1 + COS 2 + 0 (Tab.4 0) = 3: missed.',
    ]);
    expect([guard.activated, guard.shotsLeft]).toEqual([false, 6]);
  });

  it('a Guard who has had his turn takes no opportunity shot ("must not have already played done its turn")', () => {
    const { board, guard, bandit } = duo('charge');
    Object.assign(bandit, { x: 20, y: 1, facing: 180 });
    guard.activated = true;
    const dice = new ScriptedDice([1, 1, 1]);
    activateOnTable(board, bandit, 1, dice, null);
    dice.assertConsumed();
    expect(guard.shotsLeft).toBe(6);
  });

  it('fafdm.opportunityCool: a shocked Guard rolling 3, 3 against COOL 3 is nervous -4 (penalty doubled) or nervous -2 (+2 a die)', () => {
    // Shocked, 3, 3 against COOL 3: +1 a die, both over, nervous doubled to -4: 6 + 3 + 1 - 4 - 1 = 5, missed;
    // or +2 a die, nervous -2: 6 + 3 + 1 - 2 - 1 = 7, one damage (rescue 1: none; panic 1, 1 holds).
    for (const [reading, faces, cool, shot] of [
      ['double-penalty', [3, 3, 6, 1, 1, 1], '+1 shocked: nervous (-4, 4.2.3)', '- 5 = 5: missed'],
      [
        'double-shock',
        [3, 3, 6, 1, 1, 1, 1, 1, 1],
        '+2 shocked: nervous (-2, 4.2.3)',
        '- 3 = 7: struck, 1 damage',
      ],
    ] as const) {
      const { board, guard, bandit } = duo('charge', { 'fafdm.opportunityCool': reading });
      Object.assign(bandit, { x: 20, y: 1, facing: 180 });
      guard.shocked = true;
      const log = story();
      const dice = new ScriptedDice(faces);
      activateOnTable(board, bandit, 1, dice, log);
      dice.assertConsumed();
      expect(log.lines.slice(2, 4)).toEqual([
        `  A Guard fires one shot at B Bandit (0.5U). Coolness test (4.2): 3, 3 against 3, ${cool}.`,
        `  Shooting test (4.2, Tab.3): 6 + SHOT 3 + weapon 1 ${shot}.`,
      ]);
    }
  });
});

describe('the opportunity shot asks whether its target may be shot at, as any shot does', () => {
  /**
   * Band A's figure 2 at (6, 12) facing the B Guard, who has just moved to (10.5, 12); A's figure 1, who has
   * had his turn, stands at `first`. Returns the opportunity shots' narration; every face must be used.
   */
  function shotsAtMover(band: string, who: string, first: [number, number], faces: number[]): string[] {
    const r = readFafdmSkirmishCell({
      sides: { a: { band, roster: { [who]: 2 } }, b: { band: 'lawmen', roster: { guard: 1 } } },
    });
    if ('issues' in r) throw new Error(JSON.stringify(r.issues));
    const board = buildFafdmSkirmish(r.cell).board;
    board.rules!.reset();
    for (const f of board.all) f.reset();
    const [a1, a2, mover] = board.all as [
      (typeof board.all)[0],
      (typeof board.all)[0],
      (typeof board.all)[0],
    ];
    Object.assign(a1, { x: first[0], y: first[1], facing: 0, activated: true });
    Object.assign(a2, { x: 6, y: 12, facing: 0 });
    Object.assign(mover, { x: 10.5, y: 12, facing: 180 });
    const log = story();
    const dice = new ScriptedDice(faces);
    opportunityShots(board, mover, null, 0, dice, log);
    dice.assertConsumed();
    return log.lines;
  }

  it("a Lawman may not shoot into his friend's fight (9.3): no opportunity shot at a mover within 1U of A Guard 1", () => {
    // Out of the fight (A Guard 1 2U away): coolness 1, 1 steady; 6 + SHOT 3 + weapon 1 - 1 (moving) = 9.
    expect(shotsAtMover('lawmen', 'guard', [10, 14], [1, 1, 6, 1, 1, 1])).toEqual([
      '  A Guard 2 takes an opportunity shot (4.2.3) at B Guard: it is his turn.',
      '  A Guard 2 fires one shot at B Guard (4.5U). Coolness test (4.2): 1, 1 against 3: steady (0, 4.2.3).',
      '  Shooting test (4.2, Tab.3): 6 + SHOT 3 + weapon 1 - 1 = 9: struck, 1 damage.',
      '  Rescue test (4.2): B Guard (REF 3) takes 0 wounds; COS 2.',
      '  Panic test (4.2): 1, 1 against 3: B Guard holds: steady.',
    ]);
    expect(shotsAtMover('lawmen', 'guard', [10, 12], [])).toEqual([]);
  });

  it('an Outlaw may "shoot also in the fray" (9.4): the same mover in the same fight draws his shot', () => {
    expect(shotsAtMover('outlaws', 'bandit', [10, 12], [1, 1, 6, 1, 1, 1])[0]).toBe(
      '  A Bandit 2 takes an opportunity shot (4.2.3) at B Guard: it is his turn.',
    );
  });
});
