import { describe, expect, it } from 'vitest';
import { ScriptedDice } from '../../../src/dice/ScriptedDice.ts';
import { fireAction } from '../../../src/rules/fafdm/actions/fireAction.ts';
import { buildFafdmSkirmish } from '../../../src/scenarios/fafdmSkirmish/fafdmSkirmishScenario.ts';
import { readFafdmSkirmishCell } from '../../../src/scenarios/fafdmSkirmish/readFafdmSkirmishCell.ts';
import { story } from '../../rules/fafdm/fafdmKit.ts';

// Forced dice for friendly or indirect fire (001 4.2.2), on the open lane along the town edge's south side
// (y 1): a Bandit shoots at a Guard 8U away who has had his turn; a second Bandit, or a second Guard, stands
// 1U beyond the Guard.

function lane(options: Record<string, string> = {}) {
  const r = readFafdmSkirmishCell({
    options,
    sides: {
      a: { band: 'lawmen', roster: { guard: 2 }, tactic: 'hold-in-cover' },
      b: { band: 'outlaws', roster: { bandit: 2 }, tactic: 'hold-in-cover' },
    },
  });
  if ('issues' in r) throw new Error(JSON.stringify(r.issues));
  const board = buildFafdmSkirmish(r.cell).board;
  const [guard, guard2, bandit, mate] = board.all as [
    (typeof board.all)[0],
    (typeof board.all)[0],
    (typeof board.all)[0],
    (typeof board.all)[0],
  ];
  for (const f of board.all) f.reset();
  Object.assign(bandit, { x: 10, y: 1, facing: 0 });
  Object.assign(guard, { x: 18, y: 1, facing: 180, activated: true });
  // Out of the way unless a case puts them beside the Guard.
  Object.assign(guard2, { x: 34, y: 22, facing: 180 });
  Object.assign(mate, { x: 2, y: 22, facing: 0 });
  return { board, guard, guard2, bandit, mate };
}

function fire(board: ReturnType<typeof lane>['board'], faces: number[]): string[] {
  const [guard, , bandit] = [board.all[0]!, board.all[1]!, board.all[2]!];
  const log = story();
  const dice = new ScriptedDice(faces);
  fireAction(bandit, guard, 8, dice, board.readings, board.counts, log, board.situation);
  dice.assertConsumed();
  return log.lines;
}

describe('friendly or indirect fire (001 4.2.2)', () => {
  it('a miss with a friend 1U beyond the target: 1D6, a 6 puts the shooting test on him, with all its consequences', () => {
    const { board, mate } = lane();
    Object.assign(mate, { x: 19, y: 1, facing: 180 });
    // Coolness 1, 1: steady. Shot 1 + SHOT 4 + 1 = 6: missed. Stray 6. On the mate (not yet activated, +1):
    // 4 + 4 + 1 + 1 = 10, two damage; rescue 3 + 2 - REF 3 = 2: one wound; panic 4, 4 against 2: scared, he flees to the east fence.
    const lines = fire(board, [1, 1, 1, 6, 4, 3, 4, 4]);
    expect(lines.slice(1)).toEqual([
      '  Shooting test (4.2, Tab.3): 1 + SHOT 4 + weapon 1 + 0 = 6: missed.',
      '  Friendly fire (4.2.2): B Bandit 2 is in the way of the shot at A Guard 1 (8.0U); 1D6: 6, the shot goes to him.',
      '  Shooting test on B Bandit 2 (4.2.2, Tab.3): 4 + SHOT 4 + weapon 1 + 1 = 10: struck, 2 damage.',
      '  Rescue test (4.2): B Bandit 2 (REF 3) takes 1 wound; COS 1.',
      '  Panic test (4.2): 4, 4 against 2: B Bandit 2 fails with 2 dice: scared, flees to cover at (22.5, 1.5).',
    ]);
    expect([mate.cos, mate.scared]).toEqual([1, true]);
  });

  it('a 5 on the stray die: the shot goes wide, no more dice', () => {
    const { board, mate } = lane();
    Object.assign(mate, { x: 19, y: 1, facing: 180 });
    const lines = fire(board, [1, 1, 1, 5]);
    expect(lines.at(-1)).toBe(
      '  Friendly fire (4.2.2): B Bandit 2 is in the way of the shot at A Guard 1 (8.0U); 1D6: 5, it goes wide.',
    );
    expect(mate.cos).toBe(2);
  });

  it('a friend on the fire line, 4U short of the target, is in the way too (the Outlaws shoot past their own, 9.4)', () => {
    const { board, mate } = lane();
    Object.assign(mate, { x: 14, y: 1, facing: 0 });
    const lines = fire(board, [1, 1, 1, 2]);
    expect(lines.at(-1)).toBe(
      '  Friendly fire (4.2.2): B Bandit 2 is in the way of the shot at A Guard 1 (8.0U); 1D6: 2, it goes wide.',
    );
  });

  it("fafdm.friendlyFire: an enemy beside the target is nobody's friend (no die); with any-figure he is in the way; off, never", () => {
    for (const [reading, faces, last] of [
      ['friends', [1, 1, 1], '  Shooting test (4.2, Tab.3): 1 + SHOT 4 + weapon 1 + 0 = 6: missed.'],
      [
        'any-figure',
        [1, 1, 1, 3],
        '  Friendly fire (4.2.2): A Guard 2 is in the way of the shot at A Guard 1 (8.0U); 1D6: 3, it goes wide.',
      ],
      ['off', [1, 1, 1], '  Shooting test (4.2, Tab.3): 1 + SHOT 4 + weapon 1 + 0 = 6: missed.'],
    ] as const) {
      const { board, guard2 } = lane({ 'fafdm.friendlyFire': reading });
      Object.assign(guard2, { x: 19, y: 1, facing: 180 });
      expect(fire(board, [...faces]).at(-1)).toBe(last);
    }
  });
});
