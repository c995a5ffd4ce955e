import type { Dice, FaceCounts } from '../../../dice/Dice.ts';
import { CARD_PLACE } from '../../../rules/rwnn/fateDeck/CardPlace.ts';
import { GUN } from '../../../rules/rwnn/figure/GunState.ts';
import type { Gunfighter } from '../Gunfighter.ts';
import type { ShootoutContext } from '../ShootoutContext.ts';
import { muzzleRulesFrom, type MuzzleRules } from './MuzzleRules.ts';
import { PresetDice } from './PresetDice.ts';

/** Where a muzzle-loader card is: in the Fate deck's draw pile, on its discard pile, in hand, face up. */
export const MUZZLE_PLACE = { drawPile: 0, discard: 1, held: 2, faceUp: 3 } as const;
export type MuzzlePlace = (typeof MUZZLE_PLACE)[keyof typeof MUZZLE_PLACE];

/** What the shot of a muzzle-loader did to it: nothing (not one), fired, or misfired. */
export const MUZZLE_SHOT = { none: 0, fired: 1, misfired: 2 } as const;
export type MuzzleShot = (typeof MUZZLE_SHOT)[keyof typeof MUZZLE_SHOT];

/** "add two to the dice when throwing for the effect of a hit" (000 MUSKETS & OTHER MUZZLE LOADING WEAPONS). */
export const MUZZLE_EFFECT_BONUS = 2;

/**
 * Muzzle-loaders in a shootout (000 MUSKETS & OTHER MUZZLE LOADING WEAPONS). "we introduce new cards into
 * the Fate deck; one Muzzle Loader Firing Card for each character armed with a muzzle loader, and just one
 * reload card":
 *
 * - "a player always starts the game with all his characters' firing cards in his hand": each starts loaded.
 * - Firing takes his card from his hand to the discard pile ({@link afterShot}); with no card in hand his gun
 *   is empty and no action reloads it ({@link blocksService}): only the cards do.
 * - "When the reload card is drawn, it is placed face up on the table."
 * - "When a character's muzzle loader firing card is drawn, then, only if the reload card is face up on the
 *   table and that character is stationary, the firing card is passed to the character's player. Otherwise,
 *   the firing card is discarded." Stationary: he did not move on his last turn (register entry
 *   muzzle-stationary).
 * - "If it is the Joker, all discards, the reload card ... are shuffled back into the Fate deck. Players
 *   still hang on to their precious firing cards though!" ({@link joker}).
 * - "if more 1's than 6's are rolled, then the gun miss-fires": no hit, and the load spent or kept by
 *   arms.misfire (register entry muzzle-misfire); the revolver's jam and out-of-ammo do not apply.
 * - "add two to the dice when throwing for the effect of a hit" ({@link effectBonus}).
 *
 * The cards share the deck's draw pile: {@link turnCard} draws one `below(n)` over the deck's draw pile and
 * the muzzle cards in it together; a deck card is then turned by the deck with that position (PresetDice),
 * so a card is one draw whichever it is. Made by the game only when a figure's file gives `loading: muzzle`:
 * a game without one draws nothing and decides nothing here.
 *
 * @example if (game.arms !== null && game.arms.turnCard(dice)) continue;
 */
export class MuzzleLoaders {
  readonly rules: MuzzleRules;
  /** The dice the deck turns its card with after {@link turnCard} (the position already drawn). */
  readonly deckDice = new PresetDice();
  /** Figure index of each muzzle-loader's firing card, in card order. */
  private readonly owners: Int32Array;
  /** Each firing card's place (MUZZLE_PLACE), by card. */
  private readonly cardPlace: Uint8Array;
  /** By figure: his firing card, or -1 (not a muzzle-loader). */
  private readonly cardOf: Int32Array;
  private reloadPlace: MuzzlePlace = MUZZLE_PLACE.drawPile;
  /** Misfires this game, and shots fired with a muzzle-loader (for the conformance checks and metrics). */
  misfires = 0;
  shots = 0;

  constructor(private readonly game: ShootoutContext) {
    this.rules = muzzleRulesFrom(game.rules.options);
    const owners: number[] = [];
    this.cardOf = new Int32Array(game.figures.length).fill(-1);
    for (const f of game.figures)
      if (f.muzzleLoader) {
        this.cardOf[f.index] = owners.length;
        owners.push(f.index);
      }
    this.owners = Int32Array.from(owners);
    this.cardPlace = new Uint8Array(owners.length);
  }

  /** Whether any of `figures` carries a muzzle-loader: the game makes this module only then. */
  static carried(figures: readonly Gunfighter[]): boolean {
    return figures.some((f) => f.muzzleLoader);
  }

  /** The start of a gunfight: every firing card in hand, every gun loaded; the reload card in the deck. */
  reset(): void {
    this.cardPlace.fill(MUZZLE_PLACE.held);
    this.reloadPlace = MUZZLE_PLACE.drawPile;
    this.misfires = 0;
    this.shots = 0;
    for (let c = 0; c < this.owners.length; c++) this.load(c, true);
  }

  /** Muzzle cards in the draw pile. */
  inDrawPile(): number {
    let n = this.reloadPlace === MUZZLE_PLACE.drawPile ? 1 : 0;
    for (let c = 0; c < this.cardPlace.length; c++) if (this.cardPlace[c] === MUZZLE_PLACE.drawPile) n++;
    return n;
  }

  /**
   * Turns the next card of the Fate deck when it is a muzzle card (one `below` over the deck's draw pile and
   * the muzzle cards in it): plays it and returns true. Otherwise leaves the position drawn in
   * {@link deckDice} for the deck to turn its own card with, and returns false.
   */
  turnCard(dice: Dice): boolean {
    const deckCards = this.game.deck.count(CARD_PLACE.drawPile);
    const mine = this.inDrawPile();
    if (mine === 0) {
      this.deckDice.set(dice, -1);
      return false;
    }
    const k = dice.below(deckCards + mine);
    if (k < deckCards) {
      this.deckDice.set(dice, k);
      return false;
    }
    this.game.out.cards++;
    this.play(k - deckCards);
    return true;
  }

  /** Plays the muzzle card at position `k` of the muzzle cards in the draw pile (the reload card first). */
  private play(k: number): void {
    const log = this.game.log;
    if (this.reloadPlace === MUZZLE_PLACE.drawPile) {
      if (k === 0) {
        this.reloadPlace = MUZZLE_PLACE.faceUp;
        if (log) log.line(`Card ${this.game.out.cards}: the reload card, face up on the table.`);
        return;
      }
      k--;
    }
    for (let c = 0; c < this.cardPlace.length; c++) {
      if (this.cardPlace[c] !== MUZZLE_PLACE.drawPile || k-- > 0) continue;
      const f = this.game.figures[this.owners[c]!]!;
      const passed = this.reloadPlace === MUZZLE_PLACE.faceUp && !f.moved && !f.isOut();
      if (passed) {
        this.cardPlace[c] = MUZZLE_PLACE.held;
        this.load(c, true);
        // "Muzzle loading shotguns must be reloaded one barrel at a time": the card loads one barrel.
        this.game.shotgunFire.reloadBarrel(f);
      } else this.cardPlace[c] = MUZZLE_PLACE.discard;
      if (log) {
        const why = passed
          ? 'passed to his player: he has reloaded'
          : this.reloadPlace !== MUZZLE_PLACE.faceUp
            ? 'discarded, the reload card not face up'
            : f.isOut()
              ? 'discarded, he is out of the fight'
              : 'discarded, he moved';
        log.line(`Card ${this.game.out.cards}: ${f.name}'s firing card, ${why}.`);
      }
      return;
    }
    throw new Error(`no muzzle card at position ${k} of the draw pile`);
  }

  /** The Joker: the discarded firing cards and the reload card go back into the deck; held cards stay. */
  joker(): void {
    for (let c = 0; c < this.cardPlace.length; c++)
      if (this.cardPlace[c] === MUZZLE_PLACE.discard) this.cardPlace[c] = MUZZLE_PLACE.drawPile;
    this.reloadPlace = MUZZLE_PLACE.drawPile;
  }

  /** The +2 on the effect die of `f`'s hits when he fires a muzzle-loader, else 0. */
  effectBonus(f: Gunfighter): number {
    return this.cardOf[f.index]! >= 0 ? MUZZLE_EFFECT_BONUS : 0;
  }

  /** Whether `f` fires a muzzle-loader: no action reloads or fixes it, only his firing card. */
  blocksService(f: Gunfighter): boolean {
    return this.cardOf[f.index]! >= 0;
  }

  /**
   * After `f` fired his muzzle-loader with the dice showing `counts` (after any re-roll): a misfire on more
   * 1s than 6s takes his hits away; the load is spent (his card discarded, the gun empty) unless a misfire
   * keeps it under arms.misfire=kept. Returns the hits that stand. A man with no muzzle-loader: `hits`.
   */
  afterShot(f: Gunfighter, g: number, counts: FaceCounts, hits: number): number {
    const c = this.cardOf[f.index]!;
    if (c < 0) return hits;
    this.shots++;
    const misfire = counts[1]! > counts[6]!;
    const log = this.game.log;
    if (misfire) this.misfires++;
    if (misfire && this.rules.misfire === 'kept') {
      f.guns[g] = GUN.loaded;
      if (log) log.line(`  ${f.name}'s muzzle-loader misfires (more 1s than 6s): still loaded.`);
      return 0;
    }
    this.cardPlace[c] = MUZZLE_PLACE.discard;
    this.load(c, false);
    if (log)
      log.line(
        misfire
          ? `  ${f.name}'s muzzle-loader misfires (more 1s than 6s): the load is wasted, his firing card discarded.`
          : `  ${f.name}'s firing card is discarded: his muzzle-loader is empty.`,
      );
    return misfire ? 0 : hits;
  }

  /**
   * After `f` fired his muzzle-loading shotgun (every loaded barrel, as a blast does): the dice version's
   * throw misfires on more 1s than 6s (`thrown`: a throw was made; the template throws none), and the load
   * goes as after any shot ({@link afterShot}): his card discarded and the gun empty, unless a misfire keeps
   * it. True when it misfired: the blast hits nobody.
   */
  afterBlast(f: Gunfighter, thrown: boolean, ones: number, sixes: number): boolean {
    const c = this.cardOf[f.index]!;
    if (c < 0) return false;
    this.shots++;
    const misfire = thrown && ones > sixes;
    const log = this.game.log;
    if (misfire) this.misfires++;
    if (misfire && this.rules.misfire === 'kept') {
      if (log) log.line(`  ${f.name}'s muzzle-loading shotgun misfires (more 1s than 6s): still loaded.`);
      return true;
    }
    this.cardPlace[c] = MUZZLE_PLACE.discard;
    this.load(c, false);
    if (log)
      log.line(
        misfire
          ? `  ${f.name}'s muzzle-loading shotgun misfires (more 1s than 6s): the load is wasted, his firing card discarded.`
          : `  ${f.name}'s firing card is discarded: his muzzle-loading shotgun is empty.`,
      );
    return misfire;
  }

  /** Whether a misfire leaves the load in the gun (`arms.misfire=kept`). */
  misfireKeepsLoad(): boolean {
    return this.rules.misfire === 'kept';
  }

  /** Where `f`'s firing card is (MUZZLE_PLACE), or -1 when he has none. */
  placeOf(f: Gunfighter): number {
    const c = this.cardOf[f.index]!;
    return c < 0 ? -1 : this.cardPlace[c]!;
  }

  /** Where the reload card is: the draw pile or face up. */
  get reloadCardPlace(): MuzzlePlace {
    return this.reloadPlace;
  }

  /**
   * Throws, naming the fault, unless each firing card is in exactly one of the draw pile, the discard pile or
   * its owner's hand, its gun loaded exactly when it is in hand, and the reload card in the draw pile or face
   * up. The conformance suite calls it after every card.
   */
  checkInvariant(): void {
    if (this.reloadPlace !== MUZZLE_PLACE.drawPile && this.reloadPlace !== MUZZLE_PLACE.faceUp)
      throw new Error(`the reload card is in place ${this.reloadPlace}`);
    for (let c = 0; c < this.cardPlace.length; c++) {
      const p = this.cardPlace[c]!;
      if (p !== MUZZLE_PLACE.drawPile && p !== MUZZLE_PLACE.discard && p !== MUZZLE_PLACE.held)
        throw new Error(`firing card ${c} is in place ${p}`);
      const f = this.game.figures[this.owners[c]!]!;
      if ((f.guns[0] === GUN.loaded) !== (p === MUZZLE_PLACE.held))
        throw new Error(`${f.name}'s gun is ${f.guns[0]} with his firing card in place ${p}`);
    }
  }

  /** Loads or empties the muzzle-loader of firing card `c`'s owner (his one gun). */
  private load(c: number, loaded: boolean): void {
    const f = this.game.figures[this.owners[c]!]!;
    f.guns[0] = loaded ? GUN.loaded : GUN.outOfAmmo;
  }
}
