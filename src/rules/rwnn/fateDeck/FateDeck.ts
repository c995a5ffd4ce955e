import type { Dice } from '../../../dice/Dice.ts';
import type { CharacterClass } from '../tables/CharacterClass.ts';
import { CARD_KIND, CARD_PLACE, CARD_PLACES, type CardKind, type CardPlace } from './CardPlace.ts';
import { CHARACTER_CLASSES, classRank } from './classRank.ts';
import type { FateDeckReadings } from './FateDeckReadings.ts';

/** The Indian action cards a deck may carry: Young Blood, Warrior and Mighty Warrior. */
const INDIAN_CARDS = 3;

/**
 * One character with a card in the deck: his class (which action cards he claims and may play) and his side
 * (the player who holds the action cards he claims).
 *
 * @example const c: FateDeckCharacter = { cls: 'gunman', side: 0, mayUseActionCards: true };
 */
export interface FateDeckCharacter {
  readonly cls: CharacterClass;
  /** The side (player) he belongs to, 0, 1, ...: action cards are held by a side, not by one character. */
  readonly side: number;
  /** False for a Slow character: 000 and 003 SKILLS, Slow: "May not use an action card." */
  readonly mayUseActionCards: boolean;
  /** An Indian: he may claim and play the Indian action cards (000 INDIANS: "used only by the Indians"). */
  readonly indian?: boolean;
}

/**
 * How the three Indian action cards are claimed and played (register entry indian-card-priority): as their
 * gunfighter equivalents, going before (`before-white`) or after (`after-white`) a white card of the same
 * class played at once; or by any Indian whatever his class, going before (`any-class`).
 *
 * @example const r: IndianCardReading = 'before-white';
 */
export type IndianCardReading = 'before-white' | 'after-white' | 'any-class';

/** The Indian action cards' names, by class rank (1 Young Blood .. 3 Mighty Warrior; 000 INDIANS). */
const INDIAN_CARD_NAMES = ['', 'Young Blood', 'Warrior', 'Mighty Warrior'] as const;

/**
 * What the deck is made of: one character card per character, `actionSets` sets of the four action cards
 * (000 MORE ACTION CARDS: "there's no reason not to include as many sets of action cards as you like"; the
 * basic deck has one) and the Joker.
 *
 * @example const s: FateDeckSetup = { characters, actionSets: 1, readings: fateDeckReadings('rwnn-extended') };
 */
export interface FateDeckSetup {
  readonly characters: readonly FateDeckCharacter[];
  readonly actionSets: number;
  readonly readings: FateDeckReadings;
  /**
   * The three Indian action cards (000 INDIANS: "unless the fight is taking place in a town ... three extra
   * cards: one each Young Blood, Warrior and Mighty Warrior Action Cards are added to the deck"), played by
   * this reading; absent or null: none.
   */
  readonly indianCards?: IndianCardReading | null;
}

/**
 * The Fate deck of 000 THE FATE DECK (and 003's opening pages): it decides which character takes a turn.
 *
 * - A character card is turned: "that character immediately takes a turn, and the card is placed on the
 *   discard pile"; first his side claims every displayed action card of a class no higher than his ("he can
 *   claim any number of action cards simultaneously").
 * - An action card is turned: "it is displayed face up on the table".
 * - A held action card is played for a free turn by a character of the holding side "of a class at least as
 *   high as that on the card", and goes to the discard pile. When several are played at once "the superior
 *   card goes first": the higher class, and between cards of one class (several sets) the lower set number,
 *   the number 000 MORE ACTION CARDS says to mark them with.
 * - The Joker is turned: {@link jokerPending} is set; under 000 the holders may now play their held cards
 *   ("must be played immediately or discarded"), then {@link completeJoker} shuffles every discard, the Joker
 *   and every held card (played or not) back into the draw pile.
 * - Legend of the West (000 SKILLS & ATTRIBUTES): "when his character card is drawn, his player takes it into
 *   his hand as if it was an action card, which can be used only for this character": the caller puts the
 *   turned card in his side's hand with {@link keepInHand}; it is played like an action card, by him alone.
 * - A character out of the gunfight for good is {@link retire}d: under fateDeck.outCards=removed his card is
 *   taken out of the deck the next time it is drawn, claiming nothing, as 000 treats a deactivated NPC's card
 *   ("remove its card from the deck the next time it is drawn").
 *
 * - The Indian action cards, when the deck has them: the Young Blood, Warrior and Mighty Warrior cards rank as
 *   the Gunman, Shootist and Legend cards ("picking up cards as if they were their gunfighter equivalent")
 *   and are claimed and played only by Indians; played at once with a white card of their class they go first
 *   ("Indian cards take priority if the encounter takes place outside of town"), or after it, or any Indian
 *   claims and plays them, by {@link IndianCardReading}.
 *
 * Cards are small integers: character i's card is i; then each set's Citizen, Gunman, Shootist and Legend
 * action cards; then the Young Blood, Warrior and Mighty Warrior cards when the deck has them; then the
 * Joker, last. **Turning a card** takes `dice.below(n)` for the n cards of the draw
 * pile and turns the card at that position of the pile listed in card order (lowest card first): a test
 * forces a card by scripting its position with ScriptedDice. The place of every card is one entry of one
 * array, so a card is always in exactly one place; nothing is allocated after construction.
 *
 * @example
 * const deck = new FateDeck({ characters: [{ cls: 'gunman', side: 0, mayUseActionCards: true }], actionSets: 1, readings });
 * const card = deck.turn(dice); // 0 (his card), 1..4 (an action card) or 5 (the Joker)
 */
export class FateDeck {
  /** Cards in the deck. */
  readonly size: number;
  readonly characterCount: number;
  readonly actionSets: number;
  /** The Joker's card number (the last card). */
  readonly jokerCard: number;
  /** The first Indian action card (the Young Blood's; the Warrior's and Mighty Warrior's follow), or -1. */
  readonly indianCard: number;
  readonly indianReading: IndianCardReading | null;
  /** Sides: one more than the highest side number of a character. */
  readonly sides: number;
  readonly readings: FateDeckReadings;
  /** After a character card is turned, the action cards he claimed: `claimed[0..claimedCount)`. */
  readonly claimed: Int32Array;
  claimedCount = 0;

  private readonly place: Uint8Array;
  private readonly holder: Int32Array;
  private readonly characterRank: Uint8Array;
  private readonly characterSide: Int32Array;
  private readonly characterMayUse: Uint8Array;
  private readonly characterIndian: Uint8Array;
  /** Characters who may play an action card of any class their side holds (see {@link mayPlayAnyClass}). */
  private readonly anyClass: Uint8Array;
  private readonly placeCounts = new Int32Array(CARD_PLACES);
  /** 1 for a character out of the gunfight for good (see retire). */
  private readonly retired: Uint8Array;
  private readonly playsSinceTurn: Int32Array;
  /** Cards each side holds: asked before every action of a game, so counted as cards move. */
  private readonly heldCounts: Int32Array;
  private jokerTurned = false;

  constructor(setup: FateDeckSetup) {
    const n = setup.characters.length;
    if (!Number.isInteger(setup.actionSets) || setup.actionSets < 0)
      throw new RangeError(`actionSets must be a whole number, got ${setup.actionSets}`);
    this.characterCount = n;
    this.actionSets = setup.actionSets;
    this.readings = setup.readings;
    this.indianReading = setup.indianCards ?? null;
    const indianCards = this.indianReading === null ? 0 : INDIAN_CARDS;
    this.size = n + 4 * setup.actionSets + indianCards + 1;
    this.jokerCard = this.size - 1;
    this.indianCard = indianCards > 0 ? n + 4 * setup.actionSets : -1;
    this.place = new Uint8Array(this.size);
    this.holder = new Int32Array(this.size);
    this.characterRank = new Uint8Array(n);
    this.characterSide = new Int32Array(n);
    this.characterMayUse = new Uint8Array(n);
    this.characterIndian = new Uint8Array(n);
    this.anyClass = new Uint8Array(n);
    this.retired = new Uint8Array(n);
    let sides = 0;
    setup.characters.forEach((c, i) => {
      if (!Number.isInteger(c.side) || c.side < 0)
        throw new RangeError(`character ${i}'s side must be a whole number, got ${c.side}`);
      this.characterRank[i] = classRank(c.cls);
      this.characterSide[i] = c.side;
      this.characterMayUse[i] = c.mayUseActionCards ? 1 : 0;
      this.characterIndian[i] = c.indian === true ? 1 : 0;
      sides = Math.max(sides, c.side + 1);
    });
    this.sides = sides;
    this.playsSinceTurn = new Int32Array(sides);
    this.heldCounts = new Int32Array(sides);
    this.claimed = new Int32Array(4 * setup.actionSets + indianCards);
    this.reset();
  }

  /** Every card back in the draw pile, nothing held or displayed: the deck at the start of a gunfight. */
  reset(): void {
    this.place.fill(CARD_PLACE.drawPile);
    this.holder.fill(-1);
    this.placeCounts.fill(0);
    this.placeCounts[CARD_PLACE.drawPile] = this.size;
    this.playsSinceTurn.fill(0);
    this.heldCounts.fill(0);
    this.retired.fill(0);
    this.claimedCount = 0;
    this.jokerTurned = false;
  }

  /**
   * Turns one card and applies what 000 THE FATE DECK says happens to it (see the class comment). Returns the
   * card. Not allowed while {@link jokerPending}: the deck must be made up again first.
   */
  turn(dice: Dice): number {
    if (this.jokerTurned) throw new Error('the Joker was turned: completeJoker() comes before the next card');
    const k = dice.below(this.placeCounts[CARD_PLACE.drawPile]!);
    let card = -1;
    for (let c = 0, seen = 0; c < this.size; c++) {
      if (this.place[c] === CARD_PLACE.drawPile && seen++ === k) {
        card = c;
        break;
      }
    }
    this.playsSinceTurn.fill(0);
    this.claimedCount = 0;
    if (card < this.characterCount && this.retired[card] === 1 && this.readings.outCards === 'removed') {
      this.move(card, CARD_PLACE.removed);
    } else if (card < this.characterCount) {
      this.move(card, CARD_PLACE.discard);
      const mayClaim = this.characterMayUse[card] === 1 || this.readings.slowClaims === 'claims';
      if (mayClaim) this.claimFor(card);
    } else if (card === this.jokerCard) {
      this.move(card, CARD_PLACE.discard);
      this.jokerTurned = true;
    } else {
      this.move(card, CARD_PLACE.displayed);
    }
    return card;
  }

  /**
   * Marks `character` out of the gunfight for good (dead, surrendered, run off the table): under
   * fateDeck.outCards=removed his card leaves the deck the next time it is drawn and claims nothing; under
   * `drawn` nothing changes. For the rest of the gunfight (until {@link reset}).
   */
  retire(character: number): void {
    if (character < 0 || character >= this.characterCount)
      throw new RangeError(`no character ${character} in a deck of ${this.characterCount}`);
    this.retired[character] = 1;
  }

  /** Whether {@link retire} has marked `character`. */
  isRetired(character: number): boolean {
    return this.retired[character] === 1;
  }

  /**
   * Puts `character`'s card from the draw pile on the discard pile unturned: he has had his turn until the
   * next Joker (a challenger whose challenge was his turn, when the deck is only consulted after it).
   */
  markTurnTaken(character: number): void {
    if (character < 0 || character >= this.characterCount || this.place[character] !== CARD_PLACE.drawPile)
      throw new Error(`character ${character}'s card is not in the draw pile`);
    this.move(character, CARD_PLACE.discard);
  }

  /** True from turning the Joker until {@link completeJoker}. */
  get jokerPending(): boolean {
    return this.jokerTurned;
  }

  /**
   * Makes the deck up again after the Joker: "all discards are shuffled back into the Fate deck", the Joker
   * with them, and every held action card, played or not ("either way, they are shuffled back into the Deck
   * too"; 003: "any action cards held by players are shuffled back"). Displayed action cards go back too
   * under the `reshuffle` reading of `jokerDisplayed`.
   */
  completeJoker(): void {
    if (!this.jokerTurned) throw new Error('completeJoker() without a Joker turned');
    const displayedBack = this.readings.jokerDisplayed === 'reshuffle';
    for (let c = 0; c < this.size; c++) {
      const p = this.place[c]!;
      if (p === CARD_PLACE.discard || p === CARD_PLACE.held || (displayedBack && p === CARD_PLACE.displayed))
        this.move(c, CARD_PLACE.drawPile);
    }
    this.jokerTurned = false;
    this.playsSinceTurn.fill(0);
  }

  /**
   * Whether `character` may play the held `card` now: his side holds it, his class is at least the card's
   * (a character card held under Legend of the West: it is his own), he may use action cards (not Slow), the
   * `inARow` reading allows his side another card before the next card is turned, and, while the Joker is
   * pending, only under 000's "must be played immediately".
   */
  mayPlay(card: number, character: number): boolean {
    if (this.place[card] !== CARD_PLACE.held) return false;
    const side = this.characterSide[character]!;
    if (this.holder[card] !== side || this.characterMayUse[character] !== 1) return false;
    if (
      card < this.characterCount
        ? card !== character
        : !this.mayUseCard(card, character) ||
          (this.actionRank(card) > this.characterRank[character]! &&
            this.anyClass[character] === 0 &&
            !this.anyIndianClass(card))
    )
      return false;
    if (this.jokerTurned && this.readings.jokerHeld !== 'play-or-discard') return false;
    return this.readings.inARow === 'any' || this.playsSinceTurn[side] === 0;
  }

  /**
   * The superior card `character` may play now ({@link mayPlay}), or -1: the card a player plays when he
   * wants his free turn to come first among cards played at once. His own card kept in hand (Legend of the
   * West) comes after every action card: an action card is a turn more, his own card only his turn taken
   * when he likes, and both go back at the Joker alike (register entry legend-of-the-west-card).
   */
  bestPlayable(character: number): number {
    let best = -1;
    for (let c = this.characterCount; c < this.jokerCard; c++) {
      if (this.mayPlay(c, character) && (best < 0 || this.isSuperior(c, best))) best = c;
    }
    if (best < 0 && character >= 0 && character < this.characterCount && this.mayPlay(character, character))
      return character;
    return best;
  }

  /**
   * Lets `character` play an action card of any class his side holds (`yes`), or only those of a class no
   * higher than his own, as "any of his characters of a class at least as high as that on the card" (000 THE
   * FATE DECK) says: under shootout.cunningCards=class-waiver, Cunning's Cool Under Fire ("may use an action
   * card currently being 'held' by character on own side"). Kept until changed; {@link reset} leaves it.
   */
  mayPlayAnyClass(character: number, yes: boolean): void {
    if (character < 0 || character >= this.characterCount)
      throw new RangeError(`no character ${character} in a deck of ${this.characterCount}`);
    this.anyClass[character] = yes ? 1 : 0;
  }

  /**
   * Legend of the West: his character card, just turned (on the discard pile), goes into his side's hand "as
   * if it was an action card, which can be used only for this character" ({@link mayPlay}), instead of his
   * taking his turn now. It goes back into the deck at the Joker as held action cards do.
   */
  keepInHand(character: number): void {
    if (character < 0 || character >= this.characterCount || this.place[character] !== CARD_PLACE.discard)
      throw new Error(`character ${character}'s card is not just turned, to be kept in hand`);
    this.hold(character, this.characterSide[character]!);
  }

  /** Plays a held card for `character`'s free turn: it goes to the discard pile. Throws unless {@link mayPlay}. */
  play(card: number, character: number): void {
    if (!this.mayPlay(card, character))
      throw new Error(`character ${character} may not play card ${card} now`);
    this.playsSinceTurn[this.characterSide[character]!]!++;
    this.move(card, CARD_PLACE.discard);
  }

  /**
   * Keeps `character`'s card to one side, out of the draw pile (000 GROUP MOVEMENT: "Only the leaders action
   * card is included in the Fate deck; the rest are kept to one side"), until {@link returnSetAside}. Only at
   * the start of a gunfight, with the card still in the draw pile.
   */
  setAside(character: number): void {
    if (character < 0 || character >= this.characterCount || this.place[character] !== CARD_PLACE.drawPile)
      throw new Error(`character ${character}'s card is not in the draw pile to be set aside`);
    this.move(character, CARD_PLACE.setAside);
  }

  /**
   * Shuffles every set-aside card into the draw pile ("As soon as the first shot is fired, all the missing
   * character cards are shuffled into the Fate deck"). A card is turned from a random place of the draw
   * pile, so putting them in it is the shuffle: no die is thrown here. Returns how many went back.
   */
  returnSetAside(): number {
    let n = 0;
    if (this.placeCounts[CARD_PLACE.setAside] === 0) return 0;
    for (let c = 0; c < this.characterCount; c++)
      if (this.place[c] === CARD_PLACE.setAside) {
        this.move(c, CARD_PLACE.drawPile);
        n++;
      }
    return n;
  }

  /**
   * Puts one set-aside character card into the draw pile: a card "inserted into the Fate deck" in the game
   * (000 "Stampeding and Herding Cattle": the Stampede card when a stampede starts; a cowboy's card when he
   * leaves the Cattle Drive). A card is turned from a random place of the draw pile, so putting it there is
   * the shuffle: no die is thrown.
   */
  putIn(character: number): void {
    if (character < 0 || character >= this.characterCount || this.place[character] !== CARD_PLACE.setAside)
      throw new Error(`character ${character}'s card is not set aside to be put in`);
    this.move(character, CARD_PLACE.drawPile);
  }

  /**
   * Takes one character card out of play, from the draw pile or the discard pile, and sets it aside until
   * {@link putIn}: the Stampede card once the stampede is over, a cowboy's card when he rejoins a Cattle
   * Drive (the drive moves on the Joker, and he with it).
   */
  takeOut(character: number): void {
    const p = this.place[character];
    if (
      character < 0 ||
      character >= this.characterCount ||
      (p !== CARD_PLACE.drawPile && p !== CARD_PLACE.discard)
    )
      throw new Error(`character ${character}'s card is not in the draw or discard pile to be taken out`);
    this.move(character, CARD_PLACE.setAside);
  }

  /**
   * Shuffles every discard into the draw pile, the Joker being still to come: "the deck is reshuffled" when a
   * card is inserted, under the reading that reshuffles the whole deck (register entry stampede-reshuffle).
   * Held and displayed cards stay where they are.
   */
  reshuffleDiscards(): void {
    if (this.jokerTurned) throw new Error('the Joker was turned: completeJoker() makes the deck up again');
    for (let c = 0; c < this.size; c++)
      if (this.place[c] === CARD_PLACE.discard) this.move(c, CARD_PLACE.drawPile);
  }

  /**
   * Whether action card `a` goes before action card `b` when both are played at once ("the superior card"):
   * the higher class; in one class an Indian card before a white one (after it under `after-white`), then
   * the lower set.
   */
  isSuperior(a: number, b: number): boolean {
    const ra = this.actionRank(a);
    const rb = this.actionRank(b);
    if (ra !== rb) return ra > rb;
    const ia = this.isIndianCard(a);
    if (ia !== this.isIndianCard(b)) return ia === (this.indianReading !== 'after-white');
    return this.actionSet(a) < this.actionSet(b);
  }

  /** Whether `card` is one of the Indian action cards. */
  isIndianCard(card: number): boolean {
    return this.indianCard >= 0 && card >= this.indianCard && card < this.jokerCard;
  }

  kindOf(card: number): CardKind {
    return card < this.characterCount
      ? CARD_KIND.character
      : card === this.jokerCard
        ? CARD_KIND.joker
        : CARD_KIND.action;
  }

  /** The class rank (0 Citizen .. 3 Legend) of an action card; an Indian card's is its gunfighter equivalent's. */
  actionRank(card: number): number {
    return this.isIndianCard(card) ? card - this.indianCard + 1 : (card - this.characterCount) % 4;
  }

  /** The set (0, 1, ...) an action card belongs to; the Indian cards are a set of their own, after the others. */
  actionSet(card: number): number {
    return Math.floor((card - this.characterCount) / 4);
  }

  /** The Indian action card of class rank `rank` (1 Young Blood .. 3 Mighty Warrior); the deck must have them. */
  indianActionCard(rank: number): number {
    if (this.indianCard < 0 || rank < 1 || rank > INDIAN_CARDS)
      throw new RangeError(`no Indian action card of rank ${rank} in this deck`);
    return this.indianCard + rank - 1;
  }

  /** The action card of class rank `rank` (0..3) in set `set`. */
  actionCard(rank: number, set = 0): number {
    return this.characterCount + 4 * set + rank;
  }

  placeOf(card: number): CardPlace {
    return this.place[card] as CardPlace;
  }

  /** The side holding `card`, or -1 when it is not held. */
  holderOf(card: number): number {
    return this.holder[card]!;
  }

  /** How many cards are in `place`. */
  count(place: CardPlace): number {
    return this.placeCounts[place]!;
  }

  /** How many cards `side` holds: action cards, and character cards kept in hand (Legend of the West). */
  heldBy(side: number): number {
    return this.heldCounts[side] ?? 0;
  }

  /** The card's name for a narration, e.g. "the Gunman action card" or "Ringo's card" (allocates: narrate only). */
  describe(card: number, characterNames: readonly string[] = []): string {
    const kind = this.kindOf(card);
    if (kind === CARD_KIND.joker) return 'the Joker';
    if (kind === CARD_KIND.character) return `${characterNames[card] ?? `character ${card}`}'s card`;
    if (this.isIndianCard(card)) return `the ${INDIAN_CARD_NAMES[this.actionRank(card)]} action card`;
    const cls = CHARACTER_CLASSES[this.actionRank(card)]!;
    const name = `${cls.charAt(0).toUpperCase()}${cls.slice(1)} action card`;
    return this.actionSets > 1 ? `the ${name} ${this.actionSet(card) + 1}` : `the ${name}`;
  }

  /**
   * Throws, naming the first fault, unless: the place counts add up to the deck; held cards are held by a real
   * side and only they have a holder, a character card (Legend of the West) only by his own side; the Joker is
   * never held; no character card or Joker is ever displayed; only character cards are set aside, and only
   * retired characters' cards removed; each side's count of held cards is right; the Joker is in the draw
   * pile, or on the discard pile while it is pending.
   */
  checkInvariant(): void {
    const counted = new Int32Array(CARD_PLACES);
    for (let c = 0; c < this.size; c++) {
      const p = this.place[c]!;
      if (p >= CARD_PLACES) throw new Error(`card ${c} is in no place (${p})`);
      counted[p]!++;
      const kind = this.kindOf(c);
      const h = this.holder[c]!;
      if (p === CARD_PLACE.held) {
        if (kind === CARD_KIND.joker) throw new Error(`the Joker is held`);
        if (h < 0 || h >= this.sides) throw new Error(`held card ${c} has no side holding it (${h})`);
        if (kind === CARD_KIND.character && h !== this.characterSide[c])
          throw new Error(`character card ${c} is held by side ${h}, not his own`);
      } else if (h !== -1) throw new Error(`card ${c} is not held but has holder ${h}`);
      if (p === CARD_PLACE.displayed && kind !== CARD_KIND.action)
        throw new Error(`card ${c} is displayed but is not an action card`);
      if (p === CARD_PLACE.setAside && kind !== CARD_KIND.character)
        throw new Error(`card ${c} is set aside but is not a character card`);
      if (p === CARD_PLACE.removed && (kind !== CARD_KIND.character || this.retired[c] !== 1))
        throw new Error(`card ${c} is removed but is not a retired character's card`);
    }
    for (let p = 0; p < CARD_PLACES; p++) {
      if (counted[p] !== this.placeCounts[p])
        throw new Error(`place ${p} holds ${counted[p]} cards but counts ${this.placeCounts[p]}`);
    }
    for (let side = 0; side < this.sides; side++) {
      let held = 0;
      for (let c = 0; c < this.size; c++) if (this.holder[c] === side) held++;
      if (held !== this.heldCounts[side])
        throw new Error(`side ${side} holds ${held} cards but counts ${this.heldCounts[side]}`);
    }
    const jokerPlace = this.place[this.jokerCard];
    const expected = this.jokerTurned ? CARD_PLACE.discard : CARD_PLACE.drawPile;
    if (jokerPlace !== expected)
      throw new Error(
        `the Joker is in place ${jokerPlace}, expected ${expected} (pending: ${this.jokerTurned})`,
      );
  }

  /**
   * Every displayed action card of a class no higher than `character`'s goes to his side's hand; an Indian
   * card only to an Indian's (of any class under `any-class`).
   */
  private claimFor(character: number): void {
    const rank = this.characterRank[character]!;
    const side = this.characterSide[character]!;
    for (let c = this.characterCount; c < this.jokerCard; c++) {
      if (
        this.place[c] === CARD_PLACE.displayed &&
        this.mayUseCard(c, character) &&
        (this.actionRank(c) <= rank || this.anyIndianClass(c))
      ) {
        this.hold(c, side);
        this.claimed[this.claimedCount++] = c;
      }
    }
  }

  /** Whether `character` may ever claim or play action card `card`: an Indian card is for Indians only. */
  private mayUseCard(card: number, character: number): boolean {
    return !this.isIndianCard(card) || this.characterIndian[character] === 1;
  }

  /** Whether `card` is an Indian card any Indian may claim and play whatever his class (`any-class`). */
  private anyIndianClass(card: number): boolean {
    return this.indianReading === 'any-class' && this.isIndianCard(card);
  }

  private move(card: number, to: CardPlace): void {
    const from = this.place[card]!;
    this.placeCounts[from]!--;
    this.placeCounts[to]!++;
    this.place[card] = to;
    if (from === CARD_PLACE.held) this.heldCounts[this.holder[card]!]!--;
    this.holder[card] = -1;
  }

  /** Puts `card` in `side`'s hand. */
  private hold(card: number, side: number): void {
    this.move(card, CARD_PLACE.held);
    this.holder[card] = side;
    this.heldCounts[side]!++;
  }
}
