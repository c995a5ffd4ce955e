import {
  DYNAMITE_TACTIC,
  newLobChoice,
  type DynamiteSituation,
} from '../../../policies/shootout/dynamiteTactic.ts';
import { CARD_PLACE } from '../../../rules/rwnn/fateDeck/CardPlace.ts';
import { COVER_SHAPE } from '../../../rules/rwnn/cover/CoverShape.ts';
import { DYNAMITE_LAST_CHANCE } from '../../../rules/rwnn/tables/dynamiteLastChance.ts';
import { DYNAMITE_THROW } from '../../../rules/rwnn/tables/dynamiteThrow.ts';
import { LOCATION, STATUS } from '../../../rules/rwnn/WoundState.ts';
import type { DieFace } from '../../../rules/rwnn/tables/DieFace.ts';
import { NERVE_STATE, type Gunfighter } from '../Gunfighter.ts';
import type { ShootoutContext } from '../ShootoutContext.ts';
import { dynamiteRulesFrom, type DynamiteRules } from './DynamiteRules.ts';
import type { DynamiteDesk } from './DynamiteDesk.ts';
import { Explosions } from './Explosions.ts';
import type { ExplosionListener } from './ExplosionListener.ts';
import { newPlacedStick, placeOnPurpose } from './placeOnPurpose.ts';
import { StickLanding } from './StickLanding.ts';
import { getAwayTo } from '../getAwayTo.ts';

/** Inches a man getting away from a lit stick aims to put between it and himself. */
const FLEE_TO = 8;

/**
 * Dynamite in a shootout (000 "Dynamite"): each figure's sticks and bundles, the lob or the stick placed on
 * purpose on his turn when his tactic chooses it (never in a fight), the last chance of a man it lands by, the "Boom" card shuffled with
 * the top three cards of the Fate deck, and the explosion when it comes up. Made by the game only when a
 * figure carries dynamite: a game without any draws nothing and decides nothing here.
 *
 * The Boom card: "Take the top three cards off the Fate deck. Add the "Boom" card to the stack of three.
 * Shuffle them ... The explosion will go off when the 'Boom' card is drawn." The deck turns a random card of
 * its draw pile, so the next three cards it turns are the top three: the Boom card's place among the four is
 * `dice.below(4)`, and it comes up when that many cards have been turned since (register entry
 * dynamite-boom-card). The game asks {@link boomDue} before turning each card.
 *
 * @example if (game.dynamite !== null && game.dynamite.takeTurn(f)) return;
 */
export class Dynamite implements DynamiteSituation, DynamiteDesk {
  readonly rules: DynamiteRules;
  readonly explosions: Explosions;
  private readonly landing: StickLanding;
  private readonly lobChoice = newLobChoice();
  private readonly placed = newPlacedStick();
  private readonly sticksLeft: Int32Array;
  private readonly bundlesLeft: Int32Array;
  /** Lit sticks waiting for their Boom card: where they lie, who threw them, cards to turn before it. */
  private readonly stickX: Float64Array;
  private readonly stickY: Float64Array;
  private readonly stickBy: Int32Array;
  private readonly cardsBefore: Int32Array;
  private pending = 0;
  /** Sticks lit (lobbed or placed) and gone off this game (a check: each goes off at most once). */
  lobbed = 0;
  exploded = 0;

  constructor(private readonly game: ShootoutContext) {
    this.rules = dynamiteRulesFrom(game.rules.options);
    this.explosions = new Explosions(game, this.rules);
    this.landing = new StickLanding(this.rules, game.table);
    const n = game.figures.length;
    this.sticksLeft = new Int32Array(n);
    this.bundlesLeft = new Int32Array(n);
    let most = 0;
    for (const f of game.figures) most += f.dynamiteSticks + f.dynamiteBundles;
    this.stickX = new Float64Array(most);
    this.stickY = new Float64Array(most);
    this.stickBy = new Int32Array(most);
    this.cardsBefore = new Int32Array(most);
  }

  /** Whether any of `figures` carries dynamite: the game makes this module only then. */
  static carried(figures: readonly Gunfighter[]): boolean {
    return figures.some((f) => f.dynamiteSticks + f.dynamiteBundles > 0);
  }

  reset(): void {
    for (const f of this.game.figures) {
      this.sticksLeft[f.index] = f.dynamiteSticks;
      this.bundlesLeft[f.index] = f.dynamiteBundles;
    }
    this.pending = 0;
    this.lobbed = 0;
    this.exploded = 0;
    this.explosions.reset();
  }

  /** Lit sticks still waiting for their Boom card. */
  get lit(): number {
    return this.pending;
  }

  /** Sticks and bundles `f` has left. */
  left(f: Gunfighter): number {
    return this.sticksLeft[f.index]! + this.bundlesLeft[f.index]!;
  }

  // ---- the situation a tactic reads -------------------------------------------------------------------

  get count(): number {
    return this.game.figures.length;
  }
  x(i: number): number {
    return this.game.figures[i]!.x;
  }
  y(i: number): number {
    return this.game.figures[i]!.y;
  }
  side(i: number): number {
    return this.game.figures[i]!.side;
  }
  active(i: number): boolean {
    const f = this.game.figures[i]!;
    return f.placed && !f.isOut();
  }
  sees(i: number, j: number): boolean {
    return this.game.lineOfSight(i, j);
  }
  covered(i: number, j: number): boolean {
    return this.game.coverBetween(i, j).shape !== COVER_SHAPE.none;
  }
  nearestStick(x: number, y: number): number {
    let best = Infinity;
    for (let k = 0; k < this.pending; k++)
      best = Math.min(best, Math.hypot(this.stickX[k]! - x, this.stickY[k]! - y));
    return best;
  }

  // ---- the game's hooks -------------------------------------------------------------------------------

  /**
   * `f`'s turn, before his tactic's ordinary choice: he gets away from a lit stick within 4" of him, or lobs
   * one of his own when his dynamite tactic chooses to. True when the turn was spent so.
   */
  takeTurn(f: Gunfighter): boolean {
    const game = this.game;
    if (!f.placed || game.combat.inFight(f)) return false;
    if (this.pending > 0 && DYNAMITE_TACTIC.flees(this, f.index)) return this.flee(f);
    if (this.left(f) === 0) return false;
    const lob = this.lobChoice;
    if (DYNAMITE_TACTIC.place(this, f.index, lob)) return this.placeStick(f, lob.x, lob.y);
    if (!DYNAMITE_TACTIC.lob(this, f.index, lob)) return false;
    if (game.log)
      game.log.line(
        `  ${f.name} (dynamite) chooses to lob a ${this.sticksLeft[f.index]! > 0 ? 'stick' : 'bundle'} at (${lob.x.toFixed(1)}, ${lob.y.toFixed(1)}).`,
      );
    if (game.interruptedBefore(f, false, 'lob')) return true;
    f.aimAt = -1;
    f.moved = false;
    f.firing = true;
    game.face(f, lob.x, lob.y);
    this.lob(f, lob.x, lob.y, lob.distanceDice, lob.estimate);
    game.afterOwnTurn(f);
    return true;
  }

  /**
   * `f` lobs a stick (a bundle when he has no stick left) at (ax, ay): it lands, a man beside it may have his
   * last chance, and its Boom card goes among the top three cards of the deck.
   */
  lob(f: Gunfighter, ax: number, ay: number, distanceDice: number, estimate: number): void {
    const game = this.game;
    const dice = game.dice!;
    const bundle = this.spend(f);
    const land = this.landing;
    land.land(f, ax, ay, distanceDice, bundle, estimate, dice);
    if (game.log) {
      const how = land.directHit ? 'a direct hit' : land.bounced ? 'it bounces' : 'it scatters';
      game.log.line(
        `  The ${bundle ? 'bundle' : 'stick'} lands at (${land.x.toFixed(1)}, ${land.y.toFixed(1)}): ${how}${land.stopped ? ', after striking a wall' : ''}${land.deadAccurate ? ' (dead accurate)' : ''}.`,
      );
    }
    if (this.lastChance(f)) return;
    this.light(land.x, land.y, f);
  }

  /** A stick (a bundle when he has no stick left) that `f` has used. */
  private spend(f: Gunfighter): boolean {
    const bundle = this.sticksLeft[f.index]! === 0;
    if (bundle) this.bundlesLeft[f.index]!--;
    else this.sticksLeft[f.index]!--;
    this.lobbed++;
    return bundle;
  }

  /** The lit stick at (x, y) waits for its Boom card, shuffled in among the top three cards of the deck. */
  private light(x: number, y: number, by: Gunfighter): void {
    const k = this.pending++;
    this.stickX[k] = x;
    this.stickY[k] = y;
    this.stickBy[k] = by.index;
    this.cardsBefore[k] = this.game.dice!.below(DYNAMITE_THROW.fuse.cardsShuffledWithBoom + 1);
    if (this.game.log)
      this.game.log.line(`  The Boom card goes in among the top three cards of the Fate deck.`);
  }

  /** `f` places a stick on purpose at (px, py) as his action (000 "Placing Dynamite on Purpose"). */
  private placeStick(f: Gunfighter, px: number, py: number): boolean {
    const game = this.game;
    if (game.log)
      game.log.line(
        `  ${f.name} (dynamite) chooses to place a stick at (${px.toFixed(1)}, ${py.toFixed(1)}).`,
      );
    if (game.interruptedBefore(f, true, 'placing')) return true;
    f.aimAt = -1;
    f.firing = false;
    this.spend(f);
    placeOnPurpose(game, f, px, py, this.placed);
    this.light(this.placed.x, this.placed.y, f);
    game.afterOwnTurn(f);
    return true;
  }

  /**
   * Before the next card is turned: a lit stick whose Boom card is next goes off instead (true), or every
   * lit stick's Boom card comes a card nearer (false: turn the card).
   */
  boomDue(): boolean {
    if (this.pending === 0) return false;
    for (let k = 0; k < this.pending; k++) {
      if (this.cardsBefore[k]! > 0) continue;
      const x = this.stickX[k]!;
      const y = this.stickY[k]!;
      const by = this.game.figures[this.stickBy[k]!]!;
      this.remove(k);
      if (this.game.log) this.game.log.line(`Boom card: ${by.name}'s dynamite.`);
      this.goOff(x, y, by);
      return true;
    }
    for (let k = 0; k < this.pending; k++) this.cardsBefore[k]!--;
    return false;
  }

  listen(l: ExplosionListener): void {
    this.explosions.listen(l);
  }

  /** The Joker: a turn ends, and smoke not fed by fire thins. */
  joker(): void {
    this.explosions.smoke.endTurn();
  }

  /** Whether smoke or dust lies between figures i and j (000: "a hindrance to LOS"). */
  smokeBetween(i: number, j: number): boolean {
    const smoke = this.explosions.smoke;
    if (!smoke.any) return false;
    const a = this.game.figures[i]!;
    const b = this.game.figures[j]!;
    return smoke.blocks(a.x, a.y, b.x, b.y);
  }

  // ---- the rest ---------------------------------------------------------------------------------------

  private goOff(x: number, y: number, by: Gunfighter): void {
    this.exploded++;
    this.game.out.explosions++;
    this.explosions.explode(x, y, by);
  }

  private remove(k: number): void {
    const last = --this.pending;
    this.stickX[k] = this.stickX[last]!;
    this.stickY[k] = this.stickY[last]!;
    this.stickBy[k] = this.stickBy[last]!;
    this.cardsBefore[k] = this.cardsBefore[last]!;
  }

  /**
   * 000 "Last Chance Saving Throw": the nearest man within 2" of where the stick lies who "has not performed
   * an action yet during the turn" (his card still in the draw pile), on his feet and in no fight, may throw
   * it back (1-3 he gets it off; 4-6 "a disarming experience", the stick going off in his hand: register
   * entry dynamite-last-chance) or, under the TBC procedure's step 5, kick it away (2 D6 and one unmodified
   * scatter roll). Either is his action for the turn. True when the stick went off in his hand.
   */
  private lastChance(thrower: Gunfighter): boolean {
    const game = this.game;
    const land = this.landing;
    let near: Gunfighter | null = null;
    let nearest: number = DYNAMITE_LAST_CHANCE.withinInches;
    for (const g of game.figures) {
      if (g === thrower || !g.placed || g.isOut() || g.wounds.status !== STATUS.standing) continue;
      if (g.nerve !== NERVE_STATE.steady || game.deck.placeOf(g.index) !== CARD_PLACE.drawPile) continue;
      if (game.combat.inFight(g)) continue;
      const d = Math.hypot(g.x - land.x, g.y - land.y);
      if (d <= nearest) {
        nearest = d;
        near = g;
      }
    }
    if (near === null) return false;
    const choice = DYNAMITE_TACTIC.lastChance(nearest, this.rules.method !== 'trwnn');
    if (choice === 'none') return false;
    const dice = game.dice!;
    const log = game.log;
    game.deck.markTurnTaken(near.index);
    const back = Math.atan2(thrower.y - land.y, thrower.x - land.x);
    if (choice === 'kick') {
      land.kick(land.x, land.y, back, DYNAMITE_LAST_CHANCE.kickAway.distanceDice, dice);
      if (log)
        log.line(`  ${near.name} kicks it away: it lies at (${land.x.toFixed(1)}, ${land.y.toFixed(1)}).`);
      return false;
    }
    const face = dice.d6() as DieFace;
    if (DYNAMITE_LAST_CHANCE.results[face].outcome === 'throws-back') {
      land.returnLob(thrower.x, thrower.y, DYNAMITE_LAST_CHANCE.returnLob.distanceDice, dice);
      if (log)
        log.line(
          `  ${near.name} throws ${face}: he throws it back, to (${land.x.toFixed(1)}, ${land.y.toFixed(1)}).`,
        );
      return false;
    }
    if (log) log.line(`  ${near.name} throws ${face}: a disarming experience. It goes off in his hand.`);
    this.disarm(near, thrower);
    this.goOff(near.x, near.y, thrower);
    return true;
  }

  /** "Take an automatic Serious Wound, Knocked Down result in the 'throwing arm'" (his right arm). */
  private disarm(g: Gunfighter, thrower: Gunfighter): void {
    const w = g.wounds;
    const fleshBefore = w.fleshTotal();
    const seriousBefore = w.seriousTotal();
    const statusBefore = w.status;
    w.serious[LOCATION.rightArm]!++;
    w.worsen(STATUS.knockedDown);
    this.game.reactions.afterHits(thrower, g, 1, 0, false, fleshBefore, seriousBefore, statusBefore);
  }

  /** `f` moves away from the nearest lit stick, as a Move. */
  private flee(f: Gunfighter): boolean {
    const game = this.game;
    let k = 0;
    let best = Infinity;
    for (let i = 0; i < this.pending; i++) {
      const d = Math.hypot(this.stickX[i]! - f.x, this.stickY[i]! - f.y);
      if (d < best) {
        best = d;
        k = i;
      }
    }
    const sx = this.stickX[k]!;
    const sy = this.stickY[k]!;
    const away = best > 0.01 ? Math.atan2(f.y - sy, f.x - sx) : f.facing * (Math.PI / 180) + Math.PI;
    const tx = Math.min(game.table.width, Math.max(0, sx + Math.cos(away) * FLEE_TO));
    const ty = Math.min(game.table.depth, Math.max(0, sy + Math.sin(away) * FLEE_TO));
    if (game.log)
      game.log.line(
        `  ${f.name} (dynamite) gets away from the lit stick toward (${tx.toFixed(1)}, ${ty.toFixed(1)}).`,
      );
    getAwayTo(game, f, tx, ty);
    return true;
  }
}
