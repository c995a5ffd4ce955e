import { describe, expect, it } from 'vitest';
import { DiceStream } from '../../../../src/dice/DiceStream.ts';
import { ScriptedDice } from '../../../../src/dice/ScriptedDice.ts';
import { deriveStreamKey } from '../../../../src/dice/StreamKey.ts';
import { CARD_KIND, CARD_PLACE } from '../../../../src/rules/rwnn/fateDeck/CardPlace.ts';
import { FateDeck, type FateDeckCharacter } from '../../../../src/rules/rwnn/fateDeck/FateDeck.ts';
import {
  fateDeckReadings,
  type FateDeckReadings,
} from '../../../../src/rules/rwnn/fateDeck/FateDeckReadings.ts';
import type { CharacterClass } from '../../../../src/rules/rwnn/tables/CharacterClass.ts';

const who = (cls: CharacterClass, side: number, mayUseActionCards = true): FateDeckCharacter => ({
  cls,
  side,
  mayUseActionCards,
});

function deck(
  characters: FateDeckCharacter[],
  readings: Partial<FateDeckReadings> = {},
  actionSets = 1,
  ruleset: 'rwnn-extended' | 'rwnn-1996' = 'rwnn-extended',
): FateDeck {
  return new FateDeck({ characters, actionSets, readings: fateDeckReadings(ruleset, readings) });
}

// Two characters: cards 0 and 1; Citizen, Gunman, Shootist, Legend action cards 2..5; the Joker 6.
const CIT = 2;
const GUN = 3;
const SHO = 4;
const LEG = 5;
const JOKER = 6;

describe('FateDeck: what a turned card does (000 THE FATE DECK)', () => {
  it('is made of one card per character, the four action cards and the Joker, all in the draw pile', () => {
    // 000 "Required Materials and Setup": "one each Citizen, Gunman, Shootist and Legend Action Cards and a
    // Joker, plus one character card for each character."
    const d = deck([who('gunman', 0), who('gunman', 1)]);
    expect(d.size).toBe(7);
    expect(d.count(CARD_PLACE.drawPile)).toBe(7);
    expect([0, 1].map((c) => d.kindOf(c))).toEqual([CARD_KIND.character, CARD_KIND.character]);
    expect([CIT, GUN, SHO, LEG].map((c) => d.describe(c))).toEqual([
      'the Citizen action card',
      'the Gunman action card',
      'the Shootist action card',
      'the Legend action card',
    ]);
    expect(d.kindOf(JOKER)).toBe(CARD_KIND.joker);
    d.checkInvariant();
  });

  it('turns the card at the scripted position of the draw pile, listed in card order', () => {
    const d = deck([who('gunman', 0), who('gunman', 1)]);
    // Pile [0 1 2 3 4 5 6]: position 1 is card 1; then pile [0 2 3 4 5 6]: position 1 is card 2.
    const dice = new ScriptedDice([], [1, 1, 0]);
    expect(d.turn(dice)).toBe(1);
    expect(d.turn(dice)).toBe(CIT);
    expect(d.turn(dice)).toBe(0);
    dice.assertConsumed();
  });

  it('a character card: "that character immediately takes a turn, and the card is placed on the discard pile"', () => {
    const d = deck([who('gunman', 0), who('gunman', 1)]);
    d.turn(new ScriptedDice([], [0]));
    expect(d.placeOf(0)).toBe(CARD_PLACE.discard);
    d.checkInvariant();
  });

  it('an action card: "it is displayed face up on the table"', () => {
    const d = deck([who('gunman', 0), who('gunman', 1)]);
    expect(d.turn(new ScriptedDice([], [GUN]))).toBe(GUN);
    expect(d.placeOf(GUN)).toBe(CARD_PLACE.displayed);
    d.checkInvariant();
  });

  it("plays out 003's example: Enoch the Citizen cannot pick up the Gunman card, Big John the Legend does and plays it", () => {
    // 003: "The Gunman action card is drawn, it is left face up on the table. The next card drawn is Enoch
    // Weatherdrew ... Enoch is a Citizen, which is a lower class than a Gunman, so his player cannot pick up
    // the Gunman action card ... The next card is Big John ... a Legend, a higher class than a Gunman, so his
    // player picks up the action card. ... Next, the Chico Kid's card is drawn. ... Big John's player announces
    // that he is using the card to make action. The action card is played and discarded".
    const d = deck([who('citizen', 0), who('legend', 1), who('gunman', 0)]);
    const gun = d.actionCard(1);
    // Pile [0 1 2 | 3 4 5 6 | 7]: the Gunman card is position 4; then Enoch 0; then Big John 0; then the Kid 0.
    const dice = new ScriptedDice([], [4, 0, 0, 0]);
    expect(d.turn(dice)).toBe(gun);
    expect(d.turn(dice)).toBe(0);
    expect(d.placeOf(gun)).toBe(CARD_PLACE.displayed);
    expect(d.turn(dice)).toBe(1);
    expect(d.placeOf(gun)).toBe(CARD_PLACE.held);
    expect(d.holderOf(gun)).toBe(1);
    expect(Array.from(d.claimed.subarray(0, d.claimedCount))).toEqual([gun]);
    expect(d.turn(dice)).toBe(2);
    expect(d.mayPlay(gun, 1)).toBe(true);
    d.play(gun, 1);
    expect(d.placeOf(gun)).toBe(CARD_PLACE.discard);
    d.checkInvariant();
    dice.assertConsumed();
  });

  it('"he can claim any number of action cards simultaneously", each of a class no higher than his', () => {
    const d = deck([who('gunman', 0), who('shootist', 1)]);
    // Citizen (pile position 2), Legend (4 of [0 1 3 4 5 6]), Shootist (3 of [0 1 3 4 6]) displayed; then the Gunman 0.
    const dice = new ScriptedDice([], [2, 4, 3, 0]);
    for (let i = 0; i < 3; i++) d.turn(dice);
    expect(d.turn(dice)).toBe(0);
    expect(Array.from(d.claimed.subarray(0, d.claimedCount))).toEqual([CIT]);
    expect(d.placeOf(SHO)).toBe(CARD_PLACE.displayed);
    expect(d.placeOf(LEG)).toBe(CARD_PLACE.displayed);
    d.checkInvariant();
  });

  it('plays a card only for "any of his characters of a class at least as high as that on the card"', () => {
    const d = deck([who('citizen', 0), who('shootist', 0), who('legend', 1)]);
    const sho = d.actionCard(2);
    // Shootist card (pile position 5), then the Shootist character (1 of [0 1 2 3 4 6 7 8]) claims it.
    d.turn(new ScriptedDice([], [5, 1]));
    d.turn(new ScriptedDice([], [1]));
    expect(d.holderOf(sho)).toBe(0);
    expect(d.mayPlay(sho, 0)).toBe(false); // the Citizen of the same side: lower class
    expect(d.mayPlay(sho, 2)).toBe(false); // the Legend of the other side: not his side's card
    expect(d.mayPlay(sho, 1)).toBe(true);
    expect(() => d.play(sho, 0)).toThrow(/may not play/);
  });

  it("mayPlayAnyClass lifts the class bar for one character (Cunning's Cool Under Fire, shootout.cunningCards)", () => {
    const d = deck([who('citizen', 0), who('shootist', 0), who('legend', 1)]);
    const sho = d.actionCard(2);
    d.turn(new ScriptedDice([], [5, 1]));
    d.turn(new ScriptedDice([], [1]));
    d.mayPlayAnyClass(0, true);
    expect(d.mayPlay(sho, 0)).toBe(true); // the Citizen may now play his side's Shootist card
    expect(d.mayPlay(sho, 2)).toBe(false); // still not the other side's
    d.mayPlayAnyClass(0, false);
    expect(d.mayPlay(sho, 0)).toBe(false);
    expect(() => d.mayPlayAnyClass(3, true)).toThrow(/no character 3/);
  });

  it('Slow: "May not use an action card"; under claims his card still claims for his side', () => {
    const slow = deck([who('legend', 0, false), who('gunman', 0)]);
    slow.turn(new ScriptedDice([], [GUN]));
    slow.turn(new ScriptedDice([], [0]));
    expect(slow.holderOf(GUN)).toBe(0);
    expect(slow.mayPlay(GUN, 0)).toBe(false);
    expect(slow.mayPlay(GUN, 1)).toBe(true);
    const passes = deck([who('legend', 0, false), who('gunman', 0)], { slowClaims: 'passes-over' });
    passes.turn(new ScriptedDice([], [GUN]));
    passes.turn(new ScriptedDice([], [0]));
    expect(passes.placeOf(GUN)).toBe(CARD_PLACE.displayed);
  });

  it('"the superior card goes first": the higher class, and between sets the lower-numbered card', () => {
    // 000 MORE ACTION CARDS: "if there are a number of each type of action card, you will have to mark each
    // card with a number to indicate their superiority over each other."
    const d = deck([who('legend', 0), who('legend', 1)], {}, 2);
    const gun1 = d.actionCard(1, 0);
    const gun2 = d.actionCard(1, 1);
    const leg2 = d.actionCard(3, 1);
    expect(d.isSuperior(leg2, gun1)).toBe(true);
    expect(d.isSuperior(gun1, gun2)).toBe(true);
    expect(d.isSuperior(gun2, gun1)).toBe(false);
    expect(d.describe(gun2)).toBe('the Gunman action card 2');
    expect(d.size).toBe(2 + 8 + 1);
    // Both sets displayed, then legend 0 claims all eight and his best playable card is the Legend card 1.
    const dice = new ScriptedDice([], [2, 2, 2, 2, 2, 2, 2, 2, 0]);
    for (let i = 0; i < 9; i++) d.turn(dice);
    expect(d.heldBy(0)).toBe(8);
    expect(d.bestPlayable(0)).toBe(d.actionCard(3, 0));
    d.checkInvariant();
  });

  it('the Joker (000): held cards may be played first; then discards, the Joker and held cards go back', () => {
    // 000: "If it is the Joker, all discards are shuffled back into the Fate deck. Any action cards held by
    // players must be played immediately or discarded, either way, they are shuffled back into the Deck too."
    const d = deck([who('gunman', 0), who('gunman', 1)]);
    // Gunman card shown, character 0 claims it, the Citizen card is shown, then the Joker.
    const dice = new ScriptedDice([], [GUN, 0, 1, 3]);
    d.turn(dice);
    d.turn(dice);
    expect(d.turn(dice)).toBe(CIT);
    expect(d.turn(dice)).toBe(JOKER);
    expect(d.jokerPending).toBe(true);
    d.checkInvariant();
    expect(() => d.turn(new ScriptedDice([], [0]))).toThrow(/Joker/);
    expect(d.mayPlay(GUN, 0)).toBe(true);
    d.completeJoker();
    expect(d.jokerPending).toBe(false);
    expect(d.placeOf(GUN)).toBe(CARD_PLACE.drawPile);
    expect(d.placeOf(0)).toBe(CARD_PLACE.drawPile);
    expect(d.placeOf(JOKER)).toBe(CARD_PLACE.drawPile);
    // Displayed cards are neither discards nor held: under the default reading they stay face up.
    expect(d.placeOf(CIT)).toBe(CARD_PLACE.displayed);
    expect(d.count(CARD_PLACE.drawPile)).toBe(6);
    d.checkInvariant();
  });

  it('the Joker under jokerDisplayed = reshuffle takes displayed cards back too', () => {
    const d = deck([who('gunman', 0), who('gunman', 1)], { jokerDisplayed: 'reshuffle' });
    const dice = new ScriptedDice([], [CIT, 5]);
    d.turn(dice);
    expect(d.turn(dice)).toBe(JOKER);
    d.completeJoker();
    expect(d.count(CARD_PLACE.drawPile)).toBe(7);
  });

  it('the Joker (003): "all discards and any action cards held by players are shuffled back", with no last play', () => {
    const d = deck([who('gunman', 0), who('gunman', 1)], {}, 1, 'rwnn-1996');
    const dice = new ScriptedDice([], [GUN, 0, 4]);
    d.turn(dice);
    d.turn(dice);
    expect(d.turn(dice)).toBe(JOKER);
    expect(d.mayPlay(GUN, 0)).toBe(false);
    d.completeJoker();
    expect(d.placeOf(GUN)).toBe(CARD_PLACE.drawPile);
  });

  it('inARow = one: a side plays one card until the next card is turned', () => {
    const d = deck([who('legend', 0), who('gunman', 1)], { inARow: 'one' });
    // Citizen and Gunman cards shown, then the Legend claims both.
    const dice = new ScriptedDice([], [CIT, 2, 0, 0]);
    d.turn(dice);
    d.turn(dice);
    d.turn(dice);
    expect(d.heldBy(0)).toBe(2);
    d.play(GUN, 0);
    expect(d.mayPlay(CIT, 0)).toBe(false);
    d.turn(dice);
    expect(d.mayPlay(CIT, 0)).toBe(true);
    const any = deck([who('legend', 0), who('gunman', 1)]);
    const again = new ScriptedDice([], [CIT, 2, 0]);
    for (let i = 0; i < 3; i++) any.turn(again);
    any.play(GUN, 0);
    expect(any.mayPlay(CIT, 0)).toBe(true);
  });

  it("outCards = removed: a dead man's card leaves the deck when next drawn and claims nothing", () => {
    // fate-deck-out-cards: 000's NPC rule, "remove its card from the deck the next time it is drawn".
    const d = deck([who('legend', 0), who('gunman', 1)]);
    // The Legend action card is shown, then the dead Legend's card (0) is drawn, then the Joker.
    const dice = new ScriptedDice([], [LEG, 0, 4]);
    d.turn(dice);
    d.retire(0);
    expect(d.turn(dice)).toBe(0);
    expect(d.placeOf(0)).toBe(CARD_PLACE.removed);
    expect(d.claimedCount).toBe(0);
    expect(d.placeOf(LEG)).toBe(CARD_PLACE.displayed);
    d.checkInvariant();
    // Pile [1 2 3 4 6] after the Legend card and his: position 4 is the Joker; it does not bring his card back.
    expect(d.turn(dice)).toBe(JOKER);
    d.completeJoker();
    expect(d.placeOf(0)).toBe(CARD_PLACE.removed);
    expect(d.count(CARD_PLACE.drawPile)).toBe(5);
    d.checkInvariant();
    // A new gunfight has everyone back.
    d.reset();
    expect(d.isRetired(0)).toBe(false);
    expect(d.count(CARD_PLACE.drawPile)).toBe(7);
  });

  it("outCards = drawn: a dead man's card stays in the deck and claims for his side as the letter reads", () => {
    // 000 THE FATE DECK: "The next player to draw a character card of a class at least as high as that of a
    // displayed action card takes it into his hand".
    const d = deck([who('legend', 0), who('gunman', 1)], { outCards: 'drawn' });
    const dice = new ScriptedDice([], [LEG, 0]);
    d.turn(dice);
    d.retire(0);
    expect(d.turn(dice)).toBe(0);
    expect(d.placeOf(0)).toBe(CARD_PLACE.discard);
    expect(d.placeOf(LEG)).toBe(CARD_PLACE.held);
    expect(d.holderOf(LEG)).toBe(0);
    d.checkInvariant();
  });

  it("markTurnTaken puts a character's card on the discard pile unturned", () => {
    const d = deck([who('gunman', 0), who('gunman', 1)]);
    d.markTurnTaken(0);
    expect(d.placeOf(0)).toBe(CARD_PLACE.discard);
    expect(() => d.markTurnTaken(0)).toThrow(/not in the draw pile/);
    d.checkInvariant();
  });

  it('turns every card of the pile equally often (chi-square of the first card over 70,000 trials)', () => {
    const d = deck([who('gunman', 0), who('gunman', 1)]);
    const key = deriveStreamKey(5, 'test/fate-deck');
    const dice = new DiceStream();
    const counts = new Float64Array(7);
    for (let t = 0; t < 70_000; t++) {
      dice.seedTrial(key, t);
      d.reset();
      counts[d.turn(dice)]!++;
    }
    let x2 = 0;
    for (const c of counts) x2 += (c - 10_000) ** 2 / 10_000;
    // scipy.stats.chi2.ppf(0.999, 6) = 22.4577
    expect(x2).toBeLessThan(22.4577);
  });
});

describe('FateDeck conformance: every card in exactly one place, over many seeds and decks', () => {
  it('keeps the invariant through turns, plays and Jokers, and never runs out of cards', () => {
    const key = deriveStreamKey(9, 'test/fate-deck-conformance');
    const dice = new DiceStream();
    const classes: CharacterClass[] = ['citizen', 'gunman', 'shootist', 'legend'];
    let turned = 0;
    for (let t = 0; t < 300; t++) {
      dice.seedTrial(key, t);
      const n = 1 + (t % 9);
      const characters = Array.from({ length: n }, (_, i) =>
        who(classes[(i + t) % 4]!, i % (1 + (t % 3)), (i + t) % 5 !== 0),
      );
      const readings: Partial<FateDeckReadings> = {
        jokerDisplayed: t % 2 ? 'stay' : 'reshuffle',
        inARow: t % 3 ? 'any' : 'one',
        slowClaims: t % 5 ? 'claims' : 'passes-over',
      };
      const d = deck(characters, readings, 1 + (t % 3), t % 4 ? 'rwnn-extended' : 'rwnn-1996');
      for (let k = 0; k < 120; k++) {
        d.turn(dice);
        turned++;
        d.checkInvariant();
        // Characters play whatever they may, chosen by the stream.
        for (let c = 0; c < n; c++) {
          const card = d.bestPlayable(c);
          if (card >= 0 && dice.below(2) === 1) d.play(card, c);
          d.checkInvariant();
        }
        if (d.jokerPending) {
          d.completeJoker();
          d.checkInvariant();
          expect(d.placeOf(d.jokerCard)).toBe(CARD_PLACE.drawPile);
        }
        let total = 0;
        for (const p of [CARD_PLACE.drawPile, CARD_PLACE.displayed, CARD_PLACE.held, CARD_PLACE.discard])
          total += d.count(p);
        expect(total).toBe(d.size);
      }
    }
    expect(turned).toBe(300 * 120);
  });
});

describe('FateDeck: a card inserted mid-game (000 "Stampeding and Herding Cattle")', () => {
  it('takeOut sets a card aside from the draw or discard pile, putIn puts it back to be turned', () => {
    // Cards 0 and 1, no action cards, the Joker 2. Card 1 is taken out: the draw pile is [0, Joker], so the
    // place 1 turns the Joker. After the Joker, put back in: the draw pile is [0, 1, Joker].
    const d = deck([who('gunman', 0), who('gunman', 1)], {}, 0);
    d.takeOut(1);
    expect(d.placeOf(1)).toBe(CARD_PLACE.setAside);
    expect(d.turn(new ScriptedDice([], [1]))).toBe(2);
    d.completeJoker();
    d.putIn(1);
    expect(d.count(CARD_PLACE.drawPile)).toBe(3);
    expect(d.turn(new ScriptedDice([], [1]))).toBe(1);
    d.takeOut(1); // from the discard pile
    expect(d.placeOf(1)).toBe(CARD_PLACE.setAside);
    d.checkInvariant();
    expect(() => d.putIn(0)).toThrow(/not set aside/);
  });

  it('reshuffleDiscards sends the turned cards back before the Joker, and is refused after it', () => {
    const d = deck([who('gunman', 0), who('gunman', 1)], {}, 0);
    expect(d.turn(new ScriptedDice([], [0]))).toBe(0);
    d.reshuffleDiscards();
    expect(d.count(CARD_PLACE.drawPile)).toBe(3);
    expect(d.turn(new ScriptedDice([], [2]))).toBe(2);
    expect(() => d.reshuffleDiscards()).toThrow(/Joker/);
  });
});
