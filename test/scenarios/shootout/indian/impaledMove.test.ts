import { describe, expect, it } from 'vitest';
import type { IndianEntry } from '../../../../src/scenarios/shootout/indian/IndianEntry.ts';
import { cardsOf, fire, gameOf, move, playScripted, Script } from '../shootoutKit.ts';

const PLAINS: IndianEntry = {
  class: 'warrior',
  nation: 'plains',
  thrown: [],
  accomplished: null,
  skills: [],
};

/** brave looses at al, a Gunman (who needs a helper for his arrow), 5" east; al then moves away east. */
function impaledGunman() {
  return gameOf(
    [
      {
        name: 'brave',
        side: 0,
        cls: 'shootist',
        weapon: 'bow',
        x: 10,
        y: 15,
        policy: new Script([fire(1)]),
        indian: PLAINS,
      },
      { name: 'al', side: 1, x: 15, y: 15, policy: new Script([move(40, 15)]) },
    ],
    { options: { 'shootout.nerve': 'off' } },
  );
}
// Brave: 4 dice [6 2 2 2], one hit: location 2 (chest), effect 3, a flesh wound; impaled on a 5.
const SHOT = [6, 2, 2, 2, 2, 3, 5];

describe("the impaled man's move (000 INDIAN WEAPONS)", () => {
  it('"can only move one dice per turn", and moving "must throw for an additional wound, subtracting one"', () => {
    const game = impaledGunman();
    const al = game.figures[1]!;
    // Impaled: one die for a Move (three without the arrow); then location 2 (chest), effect 4, one off: 3.
    const p = playScripted(game, [...SHOT, 4, 2, 4], [0, 1, cardsOf(2, true).joker, 1]);
    expect(p.lines).toContain('  al is impaled: the arrow is in him.');
    expect(p.lines).toContain('  al throws 1 movement dice (4) and moves 4.0" to (19.0, 15.0).');
    expect(p.lines).toContain(
      '  al moved with the arrow in him: he throws for an additional wound, one off the die.',
    );
    expect(p.lines).toContain(
      '  al is hit: location 2 (chest), effect 4 (-1 for cover or range: column 3): Flesh Wound; now standing.',
    );
    expect(al.wounds.fleshTotal()).toBe(2);
    expect(game.moves.moveDiceOf(al, 0)).toBe(1);
  });

  it('a man no arrow impaled throws his three dice and no further wound', () => {
    const game = impaledGunman();
    // The arrow's hit, but a 3 on the impalement throw: not impaled.
    const p = playScripted(game, [6, 2, 2, 2, 2, 3, 3, 4, 4, 4], [0, 1, cardsOf(2, true).joker, 1]);
    expect(p.lines).toContain('  al is not impaled.');
    expect(p.lines).toContain('  al throws 3 movement dice (12) and moves 12.0" to (27.0, 15.0).');
    expect(p.story).not.toContain('additional wound');
    expect(game.figures[1]!.wounds.fleshTotal()).toBe(1);
  });
});
