import { describe, expect, it } from 'vitest';
import type { IndianEntry } from '../../../../src/scenarios/shootout/indian/IndianEntry.ts';
import { gameOf, playScripted } from '../shootoutKit.ts';

const WARRIOR: IndianEntry = {
  class: 'warrior',
  nation: 'plains',
  thrown: [],
  accomplished: null,
  skills: [],
};

/** brave, a Warrior (a Shootist's equal), and al, a white Shootist; outside town unless `inTown`. */
function raid(inTown: boolean) {
  return gameOf(
    [
      { name: 'brave', side: 0, cls: 'shootist', x: 10, y: 15, indian: WARRIOR },
      { name: 'al', side: 1, cls: 'shootist', x: 30, y: 15 },
    ],
    { options: { 'shootout.nerve': 'off' }, town: { doctors: [], townsfolk: [], law: -1, inTown } },
  );
}

describe('the Indian action cards in a shootout (000 INDIANS)', () => {
  it('outside town the Young Blood, Warrior and Mighty Warrior cards are in the deck; an Indian claims his', () => {
    // Cards: brave 0, al 1, Citizen..Legend 2..5, Young Blood 6, Warrior 7, Mighty Warrior 8, the Joker 9.
    const game = raid(false);
    expect(game.deck.size).toBe(10);
    const p = playScripted(game, [], [7, 1, 0]);
    expect(p.lines).toContain('Card 1: the Warrior action card, displayed.');
    // "these are used only by the Indians": al, a Shootist, leaves it displayed; brave claims it.
    expect(p.lines).toContain("Card 2: al's card.");
    expect(p.lines).toContain("Card 3: brave's card; his side claims the Warrior action card.");
  });

  it('"unless the fight is taking place in a town": params.inTown leaves them out (card 6 is the Joker)', () => {
    const game = raid(true);
    expect(game.deck.size).toBe(7);
    const p = playScripted(game, [], [6]);
    expect(p.lines[0]).toBe('Card 1: the Joker: the deck is made up again.');
  });
});
