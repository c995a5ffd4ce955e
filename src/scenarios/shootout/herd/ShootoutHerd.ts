import { newFaceCounts } from '../../../dice/Dice.ts';
import { FightResolver } from '../../../rules/rwnn/fight/FightResolver.ts';
import { fightRules } from '../../../rules/rwnn/fight/FightRules.ts';
import { fightReadingsFrom } from '../../../rules/rwnn/fight/fightReadingOptions.ts';
import { CARD_PLACE } from '../../../rules/rwnn/fateDeck/CardPlace.ts';
import { DOWN } from '../../../rules/rwnn/nerve/NerveState.ts';
import { HerdTrample } from '../../../rules/rwnn/stampede/HerdTrample.ts';
import {
  escapesStampede,
  staysStanding,
  trampleRollCount,
} from '../../../rules/rwnn/stampede/onFootInStampede.ts';
import { stampedeCheck } from '../../../rules/rwnn/stampede/stampedeCheck.ts';
import { DEFAULT_STAMPEDE_READINGS } from '../../../rules/rwnn/stampede/StampedeReadings.ts';
import { DEFAULT_STAMPEDE_RUN_READINGS } from '../../../rules/rwnn/stampede/StampedeRunReadings.ts';
import { STATUS } from '../../../rules/rwnn/WoundState.ts';
import { HerdBlock } from '../../stampede/HerdBlock.ts';
import { ESCAPE_REACH, PLACE } from '../../stampede/InsideTheHerd.ts';
import { ANIMAL_BASE } from '../../stampede/StampedeCell.ts';
import type { Gunfighter } from '../Gunfighter.ts';
import type { ShootoutContext } from '../ShootoutContext.ts';
import type { HerdDesk } from './HerdDesk.ts';
import type { HerdEntry } from './HerdEntry.ts';

/** "the entire herd rolls 3 movement dice"; "If more shots go off, their movement dice ... up to 4 dice". */
const HERD_DICE = 3;
const HERD_DICE_AFTER_SHOTS = 4;
/** An escaped man stands this far beyond the herd's flank: out of the 1" reach. */
const ESCAPED_CLEAR = ESCAPE_REACH + 0.5;

/**
 * A herd on a shootout's table (000 "Stampeding and Herding Cattle"), played with the stampede scenario's
 * rule code: every gunshot throws on the stampede tables by its distance to the nearest animal
 * ({@link stampedeCheck}); an explosion is an automatic stampede. A stampede runs on a heading of the red
 * and black dice's arrow, the herd re-formed behind its lead animal; its Stampede card joins the cards still
 * to be turned ("placed into the Fate Deck ... the deck is reshuffled"), so before each Fate card it is the
 * next one with a chance of one in the draw pile's cards and itself; it goes back on the Joker. On its card
 * the herd runs 3 dice (4 after more shots): a standing man on foot within 1" of it throws to escape or is
 * stuck inside it, a stuck man throws each turn to stay on his feet, and a man knocked down inside it is
 * rolled for on the fighting table against the trample ({@link HerdTrample}) every turn it passes over him,
 * from the turn he falls. The stampede is over once the herd has run off the table; it does not come back.
 * The table's walls and buildings do not stop it, and riders are not reached (their rules come with the
 * stampede scenario). The stampede scenario's readings are played at their defaults.
 *
 * Built only when the table has a herd; reused for every game: allocates nothing per game.
 *
 * @example const herd = new ShootoutHerd(game, entry); game.dynamite?.listen((x, y) => herd.explosion(x, y));
 */
export class ShootoutHerd implements HerdDesk {
  private readonly herd: HerdBlock;
  private readonly trample: HerdTrample;
  private readonly counts = newFaceCounts();
  private readonly place: Uint8Array;
  private readonly fellNow: Uint8Array;
  private readonly carriedAlong: Float64Array;
  private readonly carriedSide: Float64Array;
  private running = false;
  /** The herd has run off the table: no gunshot sets it off again. */
  private gone = false;
  private cardTurned = false;
  private shotsSinceMove = false;

  constructor(
    private readonly game: ShootoutContext,
    private readonly entry: HerdEntry,
  ) {
    const ranks = Math.ceil(entry.animals / entry.columns);
    this.herd = new HerdBlock(entry.columns * ANIMAL_BASE.width, ranks * ANIMAL_BASE.depth);
    const rules = game.rules;
    const resolver = new FightResolver(
      fightRules(rules.duel.shot, fightReadingsFrom(rules.rwnn.preset, rules.options)),
    );
    this.trample = new HerdTrample(resolver, rules.duel.figure, DEFAULT_STAMPEDE_RUN_READINGS.trampleRow);
    const n = game.figures.length;
    this.place = new Uint8Array(n);
    this.fellNow = new Uint8Array(n);
    this.carriedAlong = new Float64Array(n);
    this.carriedSide = new Float64Array(n);
    if (game.dynamite !== null) game.dynamite.listen((x, y) => this.explosion(x, y));
  }

  get stampeding(): boolean {
    return this.running;
  }

  /** Where the herd stands now: for audits and tests, never to be changed from outside. */
  get herdNow(): Readonly<HerdBlock> {
    return this.herd;
  }

  reset(): void {
    this.herd.place(this.entry.at[0], this.entry.at[1], this.entry.heading);
    this.running = false;
    this.gone = false;
    this.cardTurned = false;
    this.shotsSinceMove = false;
    this.place.fill(PLACE.clear);
    this.fellNow.fill(0);
  }

  gunshot(f: Gunfighter): void {
    if (this.gone) return;
    if (this.running) {
      this.shotsSinceMove = true;
      return;
    }
    const d = this.herd.distanceTo(f.x, f.y);
    const stampede = stampedeCheck(d, false, DEFAULT_STAMPEDE_READINGS, this.game.dice!);
    if (this.game.log)
      this.game.log.line(
        `  A shot ${d.toFixed(1)}" from the herd: ${stampede ? 'Staaaampede!' : 'the herd stands.'}`,
      );
    if (stampede) this.start();
  }

  /** Dynamite went off at (`x`, `y`): "an automatic stampede", or 4 dice for a herd already running. */
  explosion(x: number, y: number): void {
    if (this.gone) return;
    if (this.running) {
      this.shotsSinceMove = true;
      return;
    }
    stampedeCheck(this.herd.distanceTo(x, y), true, DEFAULT_STAMPEDE_READINGS, this.game.dice!);
    if (this.game.log) this.game.log.line('  The blast sets the herd running: Staaaampede!');
    this.start();
  }

  private start(): void {
    const heading = this.game.dice!.below(360);
    this.herd.swingTo(heading);
    this.running = true;
    this.cardTurned = false;
    this.shotsSinceMove = false;
    this.game.out.herdStampedes = 1;
    if (this.game.log)
      this.game.log.line(
        `  The herd runs on a heading of ${heading} degrees; the Stampede card goes into the Fate deck.`,
      );
  }

  cardDue(): boolean {
    if (!this.running || this.cardTurned) return false;
    const pile = this.game.deck.count(CARD_PLACE.drawPile);
    if (this.game.dice!.below(pile + 1) !== 0) return false;
    this.cardTurned = true;
    this.moves();
    return true;
  }

  holds(f: Gunfighter): boolean {
    if (this.place[f.index] === PLACE.clear) return false;
    if (this.game.log)
      this.game.log.line(
        `  ${f.name} is ${this.place[f.index] === PLACE.stuck ? 'stuck inside' : 'down under'} the herd.`,
      );
    return true;
  }

  joker(): void {
    this.cardTurned = false;
  }

  /** The Stampede card: the herd's move and what it does to every man on foot in its way. */
  private moves(): void {
    const game = this.game;
    const dice = game.dice!;
    const log = game.log;
    const h = this.herd;
    const n = this.shotsSinceMove ? HERD_DICE_AFTER_SHOTS : HERD_DICE;
    this.shotsSinceMove = false;
    dice.rollCounts(n, this.counts);
    let inches = 0;
    for (let f = 1; f <= 6; f++) inches += f * this.counts[f]!;
    if (log) log.line(`Stampede card: the herd runs ${inches}" on ${n} dice.`);
    for (const f of game.figures)
      if (f.riderClass === null && f.status !== STATUS.dead) this.meet(f, inches, n);
    h.advance(inches);
    for (const f of game.figures) this.settle(f);
    const t = game.table;
    const off = h.depth + h.width;
    if (h.leadX < -off || h.leadY < -off || h.leadX > t.width + off || h.leadY > t.depth + off) {
      this.running = false;
      this.gone = true;
      if (log) log.line('  The herd runs off the table: the Stampede card leaves the deck.');
    }
  }

  /** What the herd, running `inches` on `herdDice` dice, does to `f` on foot before it moves. */
  private meet(f: Gunfighter, inches: number, herdDice: number): void {
    const i = f.index;
    const h = this.herd;
    if (this.place[i] === PLACE.stuck) {
      if (!this.staysUp(f)) this.fallsUnder(f, herdDice);
      return;
    }
    if (f.status !== STATUS.standing) {
      // "Knocked Down ‘inside the herd.’ Roll 1 D6 every turn the herd stampedes over the casting."
      if (h.passesOver(f.x, f.y, inches)) this.trampled(f, herdDice);
      return;
    }
    if (!h.reaches(f.x, f.y, inches, ESCAPE_REACH)) return;
    const along = h.along(f.x, f.y);
    const side = h.side(f.x, f.y);
    if (escapesStampede(f.skills.agile > 0, this.game.dice!)) {
      const clear = (h.width / 2 + ESCAPED_CLEAR) * (side < 0 ? -1 : 1);
      this.game.relocate(f, h.x(along, clear), h.y(along, clear));
      if (this.game.log) this.game.log.line(`  ${f.name} throws for escape: he gets out of the way.`);
      return;
    }
    this.game.out.herdCaught++;
    if (this.game.log) this.game.log.line(`  ${f.name} throws for escape: stuck in the stampede.`);
    this.place[i] = PLACE.stuck;
    this.carriedAlong[i] = Math.min(0, Math.max(-h.depth, along));
    this.carriedSide[i] = Math.min(h.width / 2, Math.max(-h.width / 2, side));
    if (!this.staysUp(f)) this.fallsUnder(f, herdDice);
  }

  /** "Roll 1 D6 each turn ‘inside the herd’ to stay on your feet". */
  private staysUp(f: Gunfighter): boolean {
    if (staysStanding(f.skills.agile > 0, this.game.dice!)) {
      if (this.game.log) this.game.log.line(`  ${f.name} stays on his feet inside the herd.`);
      return true;
    }
    this.game.out.herdKnockedDown++;
    f.wounds.worsen(STATUS.knockedDown);
    if (this.game.log) this.game.log.line(`  ${f.name} is knocked down inside the herd.`);
    return false;
  }

  private fallsUnder(f: Gunfighter, herdDice: number): void {
    this.place[f.index] = PLACE.underHerd;
    this.fellNow[f.index] = 1;
    this.trampled(f, herdDice);
  }

  /** One turn of the herd over a man on the ground: 1 to 4 rolls on the fighting table against the trample. */
  private trampled(f: Gunfighter, herdDice: number): void {
    const game = this.game;
    const before = f.status;
    const rolls = trampleRollCount(game.dice!);
    this.place[f.index] = PLACE.underHerd;
    game.out.herdTrampled++;
    if (game.log) game.log.line(`  The herd tramples ${f.name}: ${rolls} roll${rolls > 1 ? 's' : ''}.`);
    for (let k = 0; k < rolls && f.status !== STATUS.dead; k++) {
      game.out.herdTrampleRolls++;
      this.trample.roll(f, herdDice, game.dice!, game.log);
    }
    if (f.status === STATUS.dead && before !== STATUS.dead) {
      game.out.herdKilled++;
      game.wentDown(f, -1, DOWN.killed);
    } else if (f.status === STATUS.knockedOut && before < STATUS.knockedOut)
      game.wentDown(f, -1, DOWN.knockedOut);
  }

  /** After the move: a man carried to where it stopped, or clear once its rear has passed him. */
  private settle(f: Gunfighter): void {
    const i = f.index;
    const h = this.herd;
    if (this.place[i] === PLACE.stuck || this.fellNow[i] === 1) {
      this.game.relocate(
        f,
        h.x(this.carriedAlong[i]!, this.carriedSide[i]!),
        h.y(this.carriedAlong[i]!, this.carriedSide[i]!),
      );
      this.fellNow[i] = 0;
    } else if (this.place[i] === PLACE.underHerd && h.along(f.x, f.y) <= -h.depth)
      this.place[i] = PLACE.clear;
  }
}
