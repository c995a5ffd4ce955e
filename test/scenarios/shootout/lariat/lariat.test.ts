import { describe, expect, it } from 'vitest';
import { parseShootoutPolicy } from '../../../../src/policies/shootout/parseShootoutPolicy.ts';
import { withRopeMode } from '../../../../src/policies/shootout/ropeChoice.ts';
import { withUntieMode } from '../../../../src/policies/shootout/untieChoice.ts';
import type { SkillId } from '../../../../src/rules/rwnn/tables/skills.ts';
import type { Table } from '../../../../src/scenarios/shootout/table/Table.ts';
import { fire, gameOf, playScripted, Script, tableOf } from '../shootoutKit.ts';

/** The Joker of a three-figure game with one set of action cards (3 characters, 4 action cards). */
const J = 7;

/**
 * jake, a roper at (10, 15) with `policy`; bob, a Gunman `gap` inches east; mate, bob's friend far off (so
 * that a hog-tied bob does not end the game).
 */
function roping(
  policy: Script,
  gap: number,
  o: { skills?: readonly SkillId[]; options?: Record<string, string>; table?: Table } = {},
) {
  return gameOf(
    [
      { name: 'jake', side: 0, x: 10, y: 15, policy, lariat: true },
      { name: 'bob', side: 1, x: 10 + gap, y: 15, skills: o.skills ?? [] },
      { name: 'mate', side: 1, x: 38, y: 2, facing: 90 },
    ],
    {
      options: { 'shootout.nerve': 'off', ...o.options },
      ...(o.table !== undefined ? { table: o.table } : {}),
    },
  );
}

describe('lariats in a shootout (000 Lariats)', () => {
  it('the throw is a deliberate pistol shot with +1 dice: at 4" (close, 3 dice) four dice, a 6 ropes and knocks down', () => {
    const p = playScripted(roping(new Script([fire(1)]), 4), [6, 1, 1, 1], [0]);
    expect(p.lines).toContain('  jake throws his lariat at bob with 4 dice [6 1 1 1]: a hit.');
    expect(p.lines).toContain('  bob is roped and knocked down.');
  });

  it('"unless Tough": a Tough man is roped but stays on his feet', () => {
    const p = playScripted(roping(new Script([fire(1)]), 4, { skills: ['tough'] }), [6, 1, 1, 1], [0]);
    expect(p.lines).toContain('  bob is roped, but Tough: he stays on his feet.');
  });

  it('beyond close range (7") he fires his pistol instead', () => {
    const p = playScripted(roping(new Script([fire(1)]), 7), [1, 1], [0]);
    expect(p.story).not.toMatch(/lariat/);
  });

  it('"Characters behind cover may not be roped, but must duck back" (rope=always throws at him all the same)', () => {
    const table = tableOf([{ kind: 'wall', from: [13.4, 12], to: [13.4, 18] }]);
    const always = withRopeMode(new Script([fire(1)]), 'always');
    const p = playScripted(roping(always, 4, { table }), [6, 1, 1], [0]);
    expect(p.lines).toContain('  bob is behind cover and cannot be roped.');
    expect(p.lines).toContain('  bob is forced to duck back.');
  });

  it('a failed escape (5 on 2D6), the drag to the thrower, a second failure, the hog-tie; then two 6s of three dice wriggle loose', () => {
    const game = roping(new Script([fire(1)]), 4);
    const p = playScripted(game, [6, 1, 1, 1, 3, 2, 1, 1, 6, 6, 1], [0, 1, J, 0, 1, J, 0, 1]);
    expect(p.lines).toContain('  bob throws to escape the rope (6 or more on 2D6): still roped.');
    expect(p.lines).toContain('  jake drags bob in on his rope.');
    expect(p.lines).toContain('  jake hog-ties bob; his lariat is spent for the game.');
    expect(p.lines).toContain('  bob wriggles against the ropes [6 6 1]: loose.');
    // Dragged to the thrower: base to base, an inch east of him.
    expect(game.figures[1]!.x).toBeCloseTo(11, 5);
  });

  it('a 6 on 2D6 escapes (no Recover); he gets up on his next turn', () => {
    const p = playScripted(roping(new Script([fire(1)]), 4), [6, 1, 1, 1, 4, 2], [0, 1, J, 1]);
    expect(p.lines).toContain('  bob throws to escape the rope (6 or more on 2D6): free.');
    expect(p.lines).toContain('  bob gets up.');
  });

  it('"Each Wound = -1": a Runt (-1) needs 7 on the dice', () => {
    const p = playScripted(
      roping(new Script([fire(1)]), 4, { skills: ['runt'] }),
      [6, 1, 1, 1, 4, 2],
      [0, 1],
    );
    expect(p.lines).toContain('  bob throws to escape the rope (6 or more on 2D6): still roped.');
  });

  it('roped at point blank (2", three dice) there is no drag: the next action hog-ties', () => {
    const p = playScripted(roping(new Script([fire(1)]), 2), [6, 1, 1, 1, 1], [0, 1, J, 0]);
    expect(p.story).not.toMatch(/drags/);
    expect(p.lines).toContain('  jake hog-ties bob; his lariat is spent for the game.');
  });

  it('shootout.lariatEscape=once: after the first throw he is held, throwing no more', () => {
    const game = roping(new Script([fire(1)]), 4, { options: { 'shootout.lariatEscape': 'once' } });
    const p = playScripted(game, [6, 1, 1, 1, 3, 2], [0, 1, J, 1]);
    expect(p.lines).toContain('  bob is held by the rope.');
  });

  it('a hog-tied man cannot fight: with no friend free, his side has lost', () => {
    const game = gameOf(
      [
        { name: 'jake', side: 0, x: 10, y: 15, policy: new Script([fire(1)]), lariat: true },
        { name: 'bob', side: 1, x: 12, y: 15 },
      ],
      { options: { 'shootout.nerve': 'off' } },
    );
    const p = playScripted(game, [6, 1, 1, 1, 1], [0, 1, 6, 0]);
    expect(p.result.winner).toBe(0);
  });

  it('by default a tactic does not rope a man behind cover: it shoots', () => {
    const table = tableOf([{ kind: 'wall', from: [13.4, 12], to: [13.4, 18] }]);
    const p = playScripted(roping(new Script([fire(1)]), 4, { table }), [1, 1], [0]);
    expect(p.story).not.toMatch(/lariat/);
  });

  it('the tactic has its say: rope=never fires the pistol at a man in the open', () => {
    const policy = parseShootoutPolicy('gunfighter:rope=never');
    expect(typeof policy).not.toBe('string');
    expect(parseShootoutPolicy('gunfighter:rope=lasso')).toBe('rope=lasso: allowed open, always, never');
    const never = withRopeMode(new Script([fire(1)]), 'never');
    const p = playScripted(roping(never, 4), [1, 1, 1], [0]);
    expect(p.story).not.toMatch(/lariat/);
  });

  it('"or are untied by a friend ... 1 full action": roped at point blank (no drag), hog-tied, then untied by the friend at his side', () => {
    const game = gameOf(
      [
        { name: 'jake', side: 0, x: 10, y: 15, policy: new Script([fire(1)]), lariat: true },
        { name: 'bob', side: 1, x: 12, y: 15 },
        { name: 'mate', side: 1, x: 12, y: 16, facing: 90 },
      ],
      { options: { 'shootout.nerve': 'off' } },
    );
    const p = playScripted(game, [6, 1, 1, 1, 1], [0, 1, J, 0, 2, 1]);
    expect(p.lines).toContain('  jake hog-ties bob; his lariat is spent for the game.');
    // mate's card is his untying; bob's next card is his own again, and he gets up.
    expect(p.lines.slice(p.lines.indexOf("Card 5: mate's card."))).toEqual([
      "Card 5: mate's card.",
      '  bob is untied by mate.',
      "Card 6: bob's card.",
      '  bob gets up.',
      'The card cap (6) is reached: a draw.',
    ]);
    expect(game.figures[1]!.hogTied).toBe(false);
  });

  /** bob roped at point blank and hog-tied by jake; mate, bob's friend, 5" south of him with `mate`'s tactic. */
  function tiedWithMateAway(mate: Script) {
    return gameOf(
      [
        { name: 'jake', side: 0, x: 10, y: 15, policy: new Script([fire(1)]), lariat: true },
        { name: 'bob', side: 1, x: 12, y: 15 },
        { name: 'mate', side: 1, x: 12, y: 20, facing: 270, policy: mate },
      ],
      { options: { 'shootout.nerve': 'off' } },
    );
  }

  it('a friend out of reach walks over (a Move, 3+3+3 on his dice) and unties him on his next turn', () => {
    const game = tiedWithMateAway(new Script([]));
    // The lariat's 3 dice (point blank), bob's 2D6 escape, mate's three movement dice, bob's three to wriggle.
    const dice = [6, 1, 1, 1, 1, 3, 3, 3, 1, 1, 1];
    const p = playScripted(game, dice, [0, 1, J, 0, 2, 1, J, 2]);
    expect(p.lines).toContain('  mate goes over to untie bob.');
    expect(game.figures[2]!.y).toBeCloseTo(16, 5);
    expect(p.lines.slice(p.lines.indexOf("Card 8: mate's card.")).slice(0, 2)).toEqual([
      "Card 8: mate's card.",
      '  bob is untied by mate.',
    ]);
    expect(game.figures[1]!.hogTied).toBe(false);
  });

  it('untie=never: a friend out of reach leaves him tied and takes his own turn', () => {
    const game = tiedWithMateAway(withUntieMode(new Script([]), 'never'));
    const p = playScripted(game, [6, 1, 1, 1, 1, 1, 1, 1], [0, 1, J, 0, 2, 1]);
    expect(p.story).not.toMatch(/untie/);
    expect(game.figures[2]!.y).toBe(20);
    expect(game.figures[1]!.hogTied).toBe(true);
  });
});
