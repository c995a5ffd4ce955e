import type { Dice } from '../../dice/Dice.ts';
import { CARD_PLACE } from '../../rules/rwnn/fateDeck/CardPlace.ts';
import { FateDeck } from '../../rules/rwnn/fateDeck/FateDeck.ts';
import { fateDeckReadings } from '../../rules/rwnn/fateDeck/FateDeckReadings.ts';
import type { StampedeReshuffle } from '../../rules/rwnn/stampede/StampedeRunReadings.ts';
import type { RwnnRulesetId } from '../../rules/rwnn/tables/rulesetTables.ts';
import type { CharacterClass } from '../../rules/rwnn/tables/CharacterClass.ts';

/**
 * The Fate deck of a herd's table (000 THE FATE DECK with 000 "Stampeding and Herding Cattle"): a card for
 * each man, the Stampede card and the Joker. The Stampede card is in the deck exactly while a stampede runs
 * ("A Stampede Card is placed into the Fate Deck whenever a Stampede Result occurs, the deck is reshuffled,
 * and the herd moves ... when that card is drawn"); a cowboy's card is out of it while he rides with the
 * Cattle Drive ("No card is inserted into the Fate deck, everyone remembers that the Cattle Drive moves when
 * the Joker is drawn"), and goes in when he leaves it ("an individual card for the character is inserted into
 * the Fate deck and the cards are reshuffled"). No action cards: nobody here plays one (the stampede rules
 * name none), so the deck is the men's cards, the herd's and the Joker. Cards are turned as {@link FateDeck}
 * turns them: a test forces a card by scripting its place in the draw pile.
 *
 * @example const d = new HerdDeck(['gunman'], 'rwnn-extended'); d.reset(); d.stampedeIn('draw-pile');
 */
export class HerdDeck {
  readonly deck: FateDeck;
  /** The Stampede card's number: after the men's. */
  readonly stampedeCard: number;

  constructor(classes: readonly CharacterClass[], ruleset: RwnnRulesetId) {
    const characters = [...classes, 'citizen' as const].map((cls, i) => ({
      cls,
      side: i,
      mayUseActionCards: false,
    }));
    this.deck = new FateDeck({ characters, actionSets: 0, readings: fateDeckReadings(ruleset) });
    this.stampedeCard = classes.length;
  }

  /** The deck at the start of a game: every man's card in it, the Stampede card set aside. */
  reset(): void {
    this.deck.reset();
    this.deck.setAside(this.stampedeCard);
  }

  /** Turns the next card. */
  turn(dice: Dice): number {
    return this.deck.turn(dice);
  }

  isJoker(card: number): boolean {
    return card === this.deck.jokerCard;
  }

  /** After the Joker's business is done: discards and the Joker back into the draw pile. */
  endTurn(): void {
    this.deck.completeJoker();
  }

  /** Whether `card` is in play: in the draw pile or turned this turn, not set aside or removed. */
  inPlay(card: number): boolean {
    const p = this.deck.placeOf(card);
    return p === CARD_PLACE.drawPile || p === CARD_PLACE.discard;
  }

  /** A stampede starts: its card goes in, and the deck is reshuffled as `reshuffle` reads it. */
  stampedeIn(reshuffle: StampedeReshuffle): void {
    this.insert(this.stampedeCard, reshuffle);
  }

  /** The stampede is over (its lead animal down, or halted at a wall): its card leaves the deck. */
  stampedeOut(): void {
    if (this.inPlay(this.stampedeCard)) this.deck.takeOut(this.stampedeCard);
  }

  /** A cowboy rides with the drive: his card leaves the deck (the drive moves on the Joker). */
  cowboyOut(man: number): void {
    this.deck.takeOut(man);
  }

  /** A cowboy leaves the drive: his card goes in, and the deck is reshuffled as `reshuffle` reads it. */
  cowboyIn(man: number, reshuffle: StampedeReshuffle): void {
    this.insert(man, reshuffle);
  }

  /** A man dead: his card is taken out the next time it is turned (fateDeck.outCards's default). */
  retire(man: number): void {
    if (!this.deck.isRetired(man)) this.deck.retire(man);
  }

  private insert(card: number, reshuffle: StampedeReshuffle): void {
    this.deck.putIn(card);
    if (reshuffle === 'whole-deck' && !this.deck.jokerPending) this.deck.reshuffleDiscards();
  }
}
