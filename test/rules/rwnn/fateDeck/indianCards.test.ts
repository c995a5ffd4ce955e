import { describe, expect, it } from 'vitest';
import { ScriptedDice } from '../../../../src/dice/ScriptedDice.ts';
import { CARD_KIND, CARD_PLACE } from '../../../../src/rules/rwnn/fateDeck/CardPlace.ts';
import {
  FateDeck,
  type FateDeckCharacter,
  type IndianCardReading,
} from '../../../../src/rules/rwnn/fateDeck/FateDeck.ts';
import { fateDeckReadings } from '../../../../src/rules/rwnn/fateDeck/FateDeckReadings.ts';
import type { CharacterClass } from '../../../../src/rules/rwnn/tables/CharacterClass.ts';

const who = (cls: CharacterClass, side: number, indian: boolean): FateDeckCharacter => ({
  cls,
  side,
  mayUseActionCards: true,
  indian,
});

/**
 * A Young Blood (card 0, a Gunman's equal), a Mighty Warrior (card 1, a Legend's equal) and a white Legend
 * (card 2) on side 0, a white Gunman (card 3) on side 1. Cards: Citizen..Legend 4..7, the Young Blood,
 * Warrior and Mighty Warrior cards 8..10, the Joker 11.
 */
function deck(reading: IndianCardReading | null): FateDeck {
  return new FateDeck({
    characters: [
      who('gunman', 0, true),
      who('legend', 0, true),
      who('legend', 0, false),
      who('gunman', 1, false),
    ],
    actionSets: 1,
    readings: fateDeckReadings('rwnn-extended'),
    indianCards: reading,
  });
}
const LEG = 7;
const YB = 8;
const WAR = 9;
const MW = 10;
const JOKER = 11;

/** Turns the cards `cards` in that order, scripting each one's place in the draw pile (card order). */
function turn(d: FateDeck, cards: readonly number[]): void {
  for (const c of cards) {
    let position = 0;
    for (let k = 0; k < c; k++) if (d.placeOf(k) === CARD_PLACE.drawPile) position++;
    const dice = new ScriptedDice([], [position]);
    expect(d.turn(dice)).toBe(c);
    dice.assertConsumed();
  }
}

describe('the Indian action cards (000 INDIANS, THE FATE DECK)', () => {
  it('are three more action cards before the Joker: "one each Young Blood, Warrior and Mighty Warrior"', () => {
    const d = deck('before-white');
    expect(d.size).toBe(12);
    expect(d.jokerCard).toBe(JOKER);
    expect([YB, WAR, MW].map((c) => d.kindOf(c))).toEqual([
      CARD_KIND.action,
      CARD_KIND.action,
      CARD_KIND.action,
    ]);
    expect([YB, WAR, MW].map((c) => d.describe(c))).toEqual([
      'the Young Blood action card',
      'the Warrior action card',
      'the Mighty Warrior action card',
    ]);
    // "picking up cards as if they were their gunfighter equivalent": Gunman, Shootist, Legend.
    expect([YB, WAR, MW].map((c) => d.actionRank(c))).toEqual([1, 2, 3]);
    expect(d.indianActionCard(3)).toBe(MW);
    d.checkInvariant();
  });

  it('a deck without them is the deck as it always was (no Indians, or in town)', () => {
    const d = deck(null);
    expect(d.size).toBe(9);
    expect(d.jokerCard).toBe(8);
    expect(d.isIndianCard(8)).toBe(false);
    expect(() => d.indianActionCard(1)).toThrow(/no Indian action card/);
  });

  it('"these are used only by the Indians": a white man turned claims the white cards and leaves them', () => {
    const d = deck('before-white');
    // Displayed: the Legend card and the Young Blood card; then the white Gunman's card (side 1).
    turn(d, [LEG, YB, 3]);
    expect(d.placeOf(LEG)).toBe(CARD_PLACE.displayed); // a Gunman claims no Legend card
    expect(d.placeOf(YB)).toBe(CARD_PLACE.displayed); // nor an Indian card
    // The white Legend (side 0) claims the Legend card but not the Young Blood card.
    turn(d, [2]);
    expect(d.holderOf(LEG)).toBe(0);
    expect(d.placeOf(YB)).toBe(CARD_PLACE.displayed);
    // The Young Blood claims his card, a Gunman's equal.
    turn(d, [0]);
    expect(d.holderOf(YB)).toBe(0);
    expect(d.mayPlay(YB, 0)).toBe(true);
    expect(d.mayPlay(YB, 2)).toBe(false); // the white Legend may not play it
    d.checkInvariant();
  });

  it('as gunfighter equivalents: a Young Blood claims no Warrior or Mighty Warrior card', () => {
    const d = deck('before-white');
    turn(d, [WAR, MW, 0]);
    expect(d.placeOf(WAR)).toBe(CARD_PLACE.displayed);
    expect(d.placeOf(MW)).toBe(CARD_PLACE.displayed);
    turn(d, [1]);
    expect(d.holderOf(WAR)).toBe(0);
    expect(d.holderOf(MW)).toBe(0);
    expect(d.mayPlay(MW, 0)).toBe(false);
    expect(d.mayPlay(MW, 1)).toBe(true);
  });

  it('any-class: any Indian claims and plays them, whatever his class', () => {
    const d = deck('any-class');
    turn(d, [MW, 0]);
    expect(d.holderOf(MW)).toBe(0);
    expect(d.mayPlay(MW, 0)).toBe(true);
    expect(d.mayPlay(MW, 2)).toBe(false);
  });

  it('"Indian cards take priority": the Mighty Warrior card goes before the Legend card, after it under after-white', () => {
    for (const [reading, first] of [
      ['before-white', MW],
      ['any-class', MW],
      ['after-white', LEG],
    ] as const) {
      const d = deck(reading);
      turn(d, [LEG, MW, 1]);
      expect(d.holderOf(LEG)).toBe(0);
      expect(d.holderOf(MW)).toBe(0);
      expect(d.isSuperior(MW, LEG)).toBe(first === MW);
      // The Mighty Warrior plays the superior card he may play first.
      expect(d.bestPlayable(1), reading).toBe(first);
      // The white Legend has only the Legend card to play.
      expect(d.bestPlayable(2)).toBe(LEG);
    }
  });

  it('a higher class still goes first: the Legend card before the Warrior card', () => {
    const d = deck('before-white');
    expect(d.isSuperior(LEG, WAR)).toBe(true);
    expect(d.isSuperior(WAR, LEG)).toBe(false);
  });

  it('go back into the deck at the Joker with the held and discarded cards', () => {
    const d = deck('before-white');
    turn(d, [YB, 0]);
    d.play(YB, 0);
    turn(d, [JOKER]);
    d.completeJoker();
    expect(d.placeOf(YB)).toBe(CARD_PLACE.drawPile);
    expect(d.count(CARD_PLACE.drawPile)).toBe(12);
    d.checkInvariant();
  });
});
