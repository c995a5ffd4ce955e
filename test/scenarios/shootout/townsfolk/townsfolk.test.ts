import { describe, expect, it } from 'vitest';
import { ShootoutResult } from '../../../../src/scenarios/shootout/ShootoutResult.ts';
import type { ShootoutGame } from '../../../../src/scenarios/shootout/ShootoutGame.ts';
import { DeckDice, fire, gameOf, pick, Script, type Pick } from '../shootoutKit.ts';

/** al at (10, 15) firing at bob at (20, 15); a townsman at (15, 17), 2" off the line of fire; `cards` turned. */
function street(
  cards: number,
  o: { options?: Record<string, string>; at?: [number, number]; law?: number } = {},
) {
  return gameOf(
    [
      { name: 'al', side: 0, x: 10, y: 15, policy: new Script([fire(1)]) },
      { name: 'bob', side: 1, x: 20, y: 15 },
    ],
    {
      options: { 'shootout.nerve': 'off', ...o.options },
      cardCap: cards,
      town: { doctors: [], townsfolk: [{ at: o.at ?? [15, 17], count: 1, armed: false }], law: o.law ?? -1 },
    },
  );
}

/** Plays `game` to its own card cap with these faces and cards (NPC cards come up as picks among the pile). */
function play(game: ShootoutGame, faces: readonly number[], cards: readonly (number | Pick)[]) {
  const dice = new DeckDice(game, faces, cards);
  const lines: string[] = [];
  const result = new ShootoutResult(game.sides);
  try {
    game.play(dice, result, { line: (t) => lines.push(t) });
    dice.assertConsumed();
  } catch (error) {
    throw new Error(`${(error as Error).message}\n${lines.join('\n')}`, { cause: error });
  }
  return { result, lines, story: lines.join('\n') };
}

describe('townsfolk in a shootout (000 Non-Player Characters)', () => {
  it('"within 3” of gunfire" wakes him; TRWNN: his NPC card goes into the deck; drawn, 2D6 = 6 "I’m Outta Here!", 2D6" away', () => {
    const p = play(street(2), [1, 3, 3, 3, 4], [0, pick(0)]);
    expect(p.lines).toContain('  townsman-1 is disturbed (within 3" of al\'s gunfire).');
    expect(p.lines).toContain('Card 2: the NPC card of townsman-1.');
    expect(p.story).toMatch(/townsman-1 throws 6: 2-8 “I’m Outta Here!”/);
    // Away from al at (10, 15): along (5, 2)/sqrt(29), 7".
    expect(p.lines).toContain('  townsman-1 runs 7" away from al, to (21.5, 19.6).');
  });

  it('4" off the line of fire he is not disturbed; 5" off is within reach when the law fires', () => {
    expect(play(street(1, { at: [15, 19] }), [1], [0]).story).not.toMatch(/disturbed/);
    const p = play(street(1, { at: [15, 20], law: 0 }), [1], [0]);
    expect(p.lines).toContain('  townsman-1 is disturbed (within 5" of al\'s gunfire).');
  });

  it('shootout.townsfolkGunfire=firer: 3" of the firer, not of the line (5.4" from al, 2" off the line: undisturbed)', () => {
    const p = play(street(1, { options: { 'shootout.townsfolkGunfire': 'firer' } }), [1], [0]);
    expect(p.story).not.toMatch(/disturbed/);
  });

  it('shootout.townsfolk=tbc: the table is thrown at once (12 "Hey, Count me in!"), and he moves after the Joker', () => {
    const game = street(2, { options: { 'shootout.townsfolk': 'tbc' } });
    const p = play(game, [1, 6, 6, 3, 3, 1, 1, 1, 1], [0, 6]);
    expect(p.story).toMatch(/townsman-1 throws 12: 12 “Hey, Count me in!”/);
    // He joins al's side: bob, al's enemy, is the man he goes for and attacks (townsfolkBlows.test.ts).
    expect(p.story).toMatch(/townsman-1 goes for bob \(4\.4"\) and attacks him\./);
  });

  it('a townsman in the line of fire takes the hits the interloper rule sends him and is down', () => {
    const game = street(1, { at: [15, 15] });
    const p = play(game, [6, 2, 1], [0]);
    expect(p.story).toMatch(/strike townsman-1, a bystander in the line of fire: he is down\./);
    expect(game.town!.folk!.hits).toBe(1);
  });

  it("a deactivated townsman's card leaves the deck the next time it is drawn", () => {
    const game = gameOf(
      [
        { name: 'al', side: 0, x: 10, y: 3, policy: new Script([fire(1)]) },
        { name: 'bob', side: 1, x: 20, y: 3 },
      ],
      {
        options: { 'shootout.nerve': 'off' },
        cardCap: 4,
        town: { doctors: [], townsfolk: [{ at: [15, 1], count: 1, armed: false }], law: -1 },
      },
    );
    const p = play(game, [1, 3, 3, 3, 3], [0, pick(0), 6, pick(0)]);
    expect(p.lines).toContain('  townsman-1 runs 6" away from al and off the table.');
    expect(p.lines).toContain('  townsman-1 is no longer active: his card leaves the deck.');
  });
});
