import { distance } from '../../../geometry/distance.ts';
import { pointSegmentDistance } from '../../../geometry/pointSegmentDistance.ts';
import { CARD_PLACE } from '../../../rules/rwnn/fateDeck/CardPlace.ts';
import { NPC_REACTION, type NpcReaction } from '../../../rules/rwnn/tables/npcReaction.ts';
import type { TwoDiceTotal } from '../../../rules/rwnn/tables/TwoDiceTotal.ts';
import type { Dice } from '../../../dice/Dice.ts';
import { Figure } from '../../../rules/rwnn/figure/Figure.ts';
import { STATUS } from '../../../rules/rwnn/WoundState.ts';
import type { Gunfighter } from '../Gunfighter.ts';
import type { ShootoutContext } from '../ShootoutContext.ts';
import { awayFrom } from '../doctor/awayFrom.ts';
import { TownsmanBlows } from './TownsmanBlows.ts';
import type { TownsmanEntry } from './TownsmanEntry.ts';

/** Where a townsman stands in the game. */
const STATE = { idle: 0, active: 1, gone: 2, hit: 3 } as const;
/** "within 3” of gunfire"; "within 5” of gunfire involving the town’s law enforcement personnel". */
const GUNFIRE_INCHES = 3;
const LAW_GUNFIRE_INCHES = 5;
/** Bases touching: within an inch, centre to centre. */
const TOUCH_INCHES = 1;
/** A man standing this close to the line of fire is in it (as Gunfire's interloper), not within 1" of an end. */
const LINE_INCHES = 0.5;
/** How far behind a man a townsman attacking "the rear or side" makes for: just inside contact. */
const REAR_INCHES = 0.9;
const REACTIONS: readonly NpcReaction[] = [
  'leaves',
  'melee-improvised-weapons',
  'attacks-rear-or-side',
  'shoots-or-charges',
  'joins-perpetrator',
];

/**
 * 000 "Non-Player Characters" in a shootout: townsmen the file places (`params.townsfolk`), undisturbed until
 * one is "within 3” of gunfire" (5" when the gunfire involves the side the file names `law`; "of gunfire":
 * of the shot's line from firer to target, or of the firer only, `shootout.townsfolkGunfire`, register entry
 * npc-gunfire) or "touches bases with a figure ... NOT on the side of Law and Order". Then, by
 * `shootout.townsfolk` (register entry npc-variants):
 *
 * - `trwnn`: "a blank NPC card is added to the Fate deck": each active townsman's card is drawn once a deck,
 *   in with the Fate cards (a uniform pick among them and the draw pile); drawn, "roll 2 D6 on the following
 *   table" (NPC_REACTION) the first time, and he acts;
 * - `tbc`: the table is thrown at once, and "all active NPC’s move immediately after the ‘Joker’ is drawn".
 *   The immediate reshuffle is not played.
 *
 * "I’m Outta Here!" (2-8): 2D6" a turn straight away from the man who set him off; off the table's edge he is
 * gone. "NPC’s are active for as long as they are within sight of the character that triggered them": out
 * of his sight, a townsman is undisturbed again (and "Once a NPC deactivates, remove its card from the deck
 * the next time it is drawn"). 9-11 turn on the offender and 12 joins the perpetrator's side for good: an
 * armed man on 11 or 12 "takes a shot" where he stands if he has one; else he walks 2D6" toward the
 * offender (12: toward the nearest of his enemies; 10 "attacks the rear or side": toward his back) and, in
 * contact, attacks him on the fighting chart with "improvised weapons" (TownsmanBlows; register entry
 * npc-hostile-acts). A townsman in the line of fire takes the hits the interloper rule sends him (000
 * COVER: "rolled for again on the unfortunate interloper") and, a Citizen "hurt real bad by any wound or
 * graze", is out of the game; so is one the man he attacks knocks down. Made only when the file places townsmen: a table without them draws nothing.
 *
 * @example const folk = new Townsfolk(game, entries, 0);
 */
export class Townsfolk {
  readonly x: Float64Array;
  readonly y: Float64Array;
  private readonly startX: Float64Array;
  private readonly startY: Float64Array;
  private readonly state: Uint8Array;
  /** The reaction thrown (an index of REACTIONS), -1 not yet. */
  private readonly reaction: Int8Array;
  /** The figure who set him off, or -1. */
  private readonly offender: Int32Array;
  /** TRWNN: his card is in the Fate deck; it was drawn this deck. */
  private readonly carded: Uint8Array;
  private readonly cardUsed: Uint8Array;
  /** The townsman in the line of fire of the shot being resolved, or -1. */
  private inLine = -1;
  private readonly tbc: boolean;
  private readonly lineReach: boolean;
  /** Each townsman as the rules core sees him when he strikes: a Citizen with no skills and a pistol. */
  private readonly stands: readonly Figure[];
  private readonly armed: Uint8Array;
  private readonly blows: TownsmanBlows;
  /** Townsmen hit by stray shots this game. */
  hits = 0;

  constructor(
    private readonly game: ShootoutContext,
    entries: readonly TownsmanEntry[],
    /** The side that is the town's law, or -1. */
    private readonly law: number,
  ) {
    const xs: number[] = [];
    const ys: number[] = [];
    const armed: number[] = [];
    for (const e of entries)
      for (let k = 0; k < e.count; k++) {
        xs.push(Math.min(game.table.width, e.at[0] + k));
        ys.push(e.at[1]);
        armed.push(e.armed ? 1 : 0);
      }
    const n = xs.length;
    this.startX = Float64Array.from(xs);
    this.startY = Float64Array.from(ys);
    this.x = new Float64Array(n);
    this.y = new Float64Array(n);
    this.state = new Uint8Array(n);
    this.reaction = new Int8Array(n);
    this.offender = new Int32Array(n);
    this.carded = new Uint8Array(n);
    this.cardUsed = new Uint8Array(n);
    this.tbc = game.rules.options['shootout.townsfolk'] === 'tbc';
    this.lineReach = game.rules.options['shootout.townsfolkGunfire'] !== 'firer';
    this.armed = Uint8Array.from(armed);
    this.stands = xs.map(
      (_, k) =>
        new Figure(
          { name: this.name(k), cls: 'citizen', weapons: ['pistol'], gained: [] },
          game.rules.duel.figure,
        ),
    );
    this.blows = new TownsmanBlows(game);
  }

  /** Everyone back in place and undisturbed. */
  reset(): void {
    this.x.set(this.startX);
    this.y.set(this.startY);
    this.state.fill(STATE.idle);
    this.reaction.fill(-1);
    this.offender.fill(-1);
    this.carded.fill(0);
    this.cardUsed.fill(0);
    this.hits = 0;
    for (const f of this.stands) f.reset();
  }

  /** Townsman k's name in the story. */
  name(k: number): string {
    return `townsman-${k + 1}`;
  }

  /** Whether townsman k is still on the table and unhurt. */
  present(k: number): boolean {
    return this.state[k] === STATE.idle || this.state[k] === STATE.active;
  }

  /** `f` fired at `t`: townsmen near the gunfire wake (3", 5" with the law in it). */
  gunshot(f: Gunfighter, t: Gunfighter): void {
    const reach = f.side === this.law || t.side === this.law ? LAW_GUNFIRE_INCHES : GUNFIRE_INCHES;
    for (let k = 0; k < this.x.length; k++) {
      if (this.state[k] !== STATE.idle) continue;
      const d = this.lineReach
        ? pointSegmentDistance(this.x[k]!, this.y[k]!, f.x, f.y, t.x, t.y)
        : distance(this.x[k]! - f.x, this.y[k]! - f.y);
      if (d <= reach) this.activate(k, f, `within ${reach}" of ${f.name}'s gunfire`);
    }
  }

  /** `f` has taken his turn: an outlaw (anyone not the law) touching a townsman wakes him. */
  acted(f: Gunfighter): void {
    if (f.side === this.law || !f.placed) return;
    for (let k = 0; k < this.x.length; k++)
      if (this.state[k] === STATE.idle && distance(this.x[k]! - f.x, this.y[k]! - f.y) <= TOUCH_INCHES)
        this.activate(k, f, `touched by ${f.name}`);
  }

  private activate(k: number, f: Gunfighter, why: string): void {
    const game = this.game;
    this.state[k] = STATE.active;
    this.offender[k] = f.index;
    if (game.log) game.log.line(`  ${this.name(k)} is disturbed (${why}).`);
    if (this.tbc) {
      if (this.reaction[k] === -1) this.react(k);
    } else if (this.carded[k] === 0) {
      this.carded[k] = 1;
      if (game.log) game.log.line(`  An NPC card for ${this.name(k)} goes into the Fate deck.`);
    }
  }

  /** Throws 2D6 on the NPC table for townsman k. */
  private react(k: number): void {
    const dice = this.game.dice!;
    const total = (dice.d6() + dice.d6()) as TwoDiceTotal;
    const row = NPC_REACTION.results[total];
    this.reaction[k] = REACTIONS.indexOf(row.reaction);
    if (this.game.log) this.game.log.line(`  ${this.name(k)} throws ${total}: ${row.printed}`);
  }

  /**
   * TRWNN: before a Fate card is turned, the NPC cards in the deck not yet drawn this deck are drawn in with
   * it (a uniform pick among them and the draw pile). True when an NPC card came up (a card turned).
   */
  turnCard(dice: Dice): boolean {
    if (this.tbc) return false;
    let waiting = 0;
    for (let k = 0; k < this.x.length; k++) if (this.carded[k] === 1 && this.cardUsed[k] === 0) waiting++;
    if (waiting === 0) return false;
    const pick = dice.below(waiting + this.game.deck.count(CARD_PLACE.drawPile));
    if (pick >= waiting) return false;
    let k = 0;
    for (let seen = -1; ; k++) if (this.carded[k] === 1 && this.cardUsed[k] === 0 && ++seen === pick) break;
    const game = this.game;
    this.cardUsed[k] = 1;
    game.out.cards++;
    if (game.log) game.log.line(`Card ${game.out.cards}: the NPC card of ${this.name(k)}.`);
    if (this.state[k] !== STATE.active) {
      this.carded[k] = 0;
      if (game.log) game.log.line(`  ${this.name(k)} is no longer active: his card leaves the deck.`);
      return true;
    }
    if (this.reaction[k] === -1) this.react(k);
    this.act(k);
    return true;
  }

  /** The Joker: NPC cards back in the deck; under TBC every active townsman moves now. */
  joker(): void {
    this.cardUsed.fill(0);
    if (!this.tbc) return;
    for (let k = 0; k < this.x.length; k++) if (this.state[k] === STATE.active) this.act(k);
  }

  /** Townsman k's move as his reaction has it. */
  private act(k: number): void {
    const game = this.game;
    const log = game.log;
    const o = game.figures[this.offender[k]!]!;
    if (this.reaction[k] !== REACTIONS.indexOf('joins-perpetrator') && !this.seenBy(o, k)) {
      this.state[k] = STATE.idle;
      if (log) log.line(`  ${this.name(k)} is out of ${o.name}'s sight and settles down.`);
      return;
    }
    const dice = game.dice!;
    if (this.reaction[k] === 0) {
      const inches = dice.d6() + dice.d6();
      const to = awayFrom(this.x[k]!, this.y[k]!, o.x, o.y, inches, game.table);
      const edge = to[0] <= 0 || to[1] <= 0 || to[0] >= game.table.width || to[1] >= game.table.depth;
      this.x[k] = to[0];
      this.y[k] = to[1];
      if (edge) this.state[k] = STATE.gone;
      if (log)
        log.line(
          edge
            ? `  ${this.name(k)} runs ${inches}" away from ${o.name} and off the table.`
            : `  ${this.name(k)} runs ${inches}" away from ${o.name}, to (${to[0].toFixed(1)}, ${to[1].toFixed(1)}).`,
        );
      return;
    }
    const reaction = REACTIONS[this.reaction[k]!]!;
    const t = reaction === 'joins-perpetrator' ? this.nearestEnemyOf(o, k) : o;
    if (t === null || t.isOut()) return;
    const stand = this.stands[k]!;
    // "NPC takes a shot if armed" (11); one who joins the fight (12) fights with his gun too.
    const shoots =
      this.armed[k] === 1 && (reaction === 'shoots-or-charges' || reaction === 'joins-perpetrator');
    if (shoots && this.blows.shoot(stand, this.x[k]!, this.y[k]!, t)) return;
    const inches = dice.d6() + dice.d6();
    // "attacks the rear or side of offending charater" (10): he makes for the man's back.
    const rear = reaction === 'attacks-rear-or-side';
    const back = ((t.facing + 180) * Math.PI) / 180;
    const gx = rear ? t.x + Math.cos(back) * REAR_INCHES : t.x;
    const gy = rear ? t.y + Math.sin(back) * REAR_INCHES : t.y;
    const d = distance(gx - this.x[k]!, gy - this.y[k]!);
    const step = Math.min(inches, Math.max(0, d - (rear ? 0 : TOUCH_INCHES)));
    if (d > 0) {
      this.x[k] = this.x[k]! + ((gx - this.x[k]!) * step) / d;
      this.y[k] = this.y[k]! + ((gy - this.y[k]!) * step) / d;
    }
    const contact = distance(t.x - this.x[k]!, t.y - this.y[k]!) <= TOUCH_INCHES;
    if (log)
      log.line(
        `  ${this.name(k)} goes for ${t.name} (${step.toFixed(1)}")${contact ? ' and attacks him' : ''}.`,
      );
    if (!contact || t.wounds.status === STATUS.dead) return;
    if (!this.blows.attack(stand, this.x[k]!, this.y[k]!, step, t)) return;
    this.state[k] = STATE.hit;
    if (log) log.line(`  ${this.name(k)} is knocked down: he is out of the game.`);
  }

  private seenBy(o: Gunfighter, k: number): boolean {
    return !o.isOut() && this.game.table.canSee(o.x, o.y, this.x[k]!, this.y[k]!);
  }

  private nearestEnemyOf(o: Gunfighter, k: number): Gunfighter | null {
    let best: Gunfighter | null = null;
    let bestD = Infinity;
    for (const f of this.game.figures) {
      if (f.side === o.side || !f.placed || f.isOut()) continue;
      const d = distance(f.x - this.x[k]!, f.y - this.y[k]!);
      if (d < bestD) {
        bestD = d;
        best = f;
      }
    }
    return best;
  }

  /** Whether a townsman stands in the line of fire from `f` to `t` (the nearest to `f` is kept for the hits). */
  inLineOfFire(f: Gunfighter, t: Gunfighter): boolean {
    this.inLine = -1;
    let bestD = Infinity;
    for (let k = 0; k < this.x.length; k++) {
      if (!this.present(k)) continue;
      const x = this.x[k]!;
      const y = this.y[k]!;
      if (pointSegmentDistance(x, y, f.x, f.y, t.x, t.y) > LINE_INCHES) continue;
      const d = distance(x - f.x, y - f.y);
      if (d < 1 || distance(x - t.x, y - t.y) < 1 || d >= bestD) continue;
      bestD = d;
      this.inLine = k;
    }
    return this.inLine >= 0;
  }

  /** `hits` of a shot at `t` go to the townsman in the line of fire: he is out of the game. */
  strayHits(t: Gunfighter, hits: number): void {
    const k = this.inLine;
    if (k < 0 || !this.present(k)) return;
    this.state[k] = STATE.hit;
    this.hits++;
    this.game.out.townsfolkHit++;
    if (this.game.log)
      this.game.log.line(
        `  ${hits} hit(s) meant for ${t.name} strike ${this.name(k)}, a bystander in the line of fire: he is down.`,
      );
  }
}
