import type { DuelFireView, DuelPolicy, FireMode } from '../duel/DuelPolicy.ts';
import type { BatchView, RerollReason } from '../../rules/rwnn/shot/ShotChooser.ts';
import { distance } from '../../geometry/distance.ts';
import { CLOSE_BLAST_INCHES } from '../../rules/rwnn/shotgun/ShotgunWeapon.ts';
import {
  ACTION,
  CARD_MOMENT,
  NERVE_REACTION,
  type ActionChoice,
  type ActionCode,
  type CardMoment,
  type EscapeMoment,
  type NerveReactionCode,
  type ShootoutPolicy,
} from './ShootoutPolicy.ts';
import type { ShootoutView } from './ShootoutView.ts';

/**
 * Cards turned after which a tactic stops waiting for the enemy to come to it and presses him (`patience`
 * in every tactic's parameters): without it two sides in good cover can trade long shots for ever.
 */
export const DEFAULT_PATIENCE = 120;

/** A movement die's mean and highest face, for weighing Swift's extra dice. */
const MEAN_DIE = 3.5;
const HIGHEST_DIE = 6;

/** Inches from the nearest enemy within which a pressing figure stands and fires. */
const PRESS_CLOSE = 6;

/**
 * Inches (centre to centre) from a grapeshot target within which a friend would likely share the blast: the
 * dice version's "within 1”" between bases is about two inches between centres.
 */
const GRAPESHOT_FRIEND_CLEARANCE = 2;

/**
 * What every tactic shares: how to fire (a duel policy: `deliberate`, `blaze`, `blaze-when`, `odds-max`,
 * which also makes the dice skills' choices), when to play a held action card, what to do when the nerve
 * fails, whether to take up a challenge, to surrender when called out from behind or to draw on a man drawing
 * on a friend, and the small moves each tactic is built from. A tactic overrides
 * {@link act}.
 *
 * @example class Rusher extends Tactic { act(view, out) { ... } }
 */
export abstract class Tactic implements ShootoutPolicy {
  constructor(
    readonly name: string,
    protected readonly fire: DuelPolicy,
    /** Cards turned after which he stops waiting for a better chance and presses the enemy (see press). */
    protected readonly patience: number = Infinity,
  ) {}

  abstract act(view: ShootoutView, out: ActionChoice): void;

  chooseFire(v: DuelFireView): FireMode {
    return this.fire.chooseFire(v);
  }

  rerollOne(view: BatchView, asOwner: boolean, reason: RerollReason): number {
    return this.fire.rerollOne(view, asOwner, reason);
  }

  rerollAll(view: BatchView, asOwner: boolean): boolean {
    return this.fire.rerollAll(view, asOwner);
  }

  shiftLocation(view: BatchView): number {
    return this.fire.shiftLocation(view);
  }

  /**
   * Plays a held card when an aimed-at target is about to move or duck (the aim would be lost), when the
   * Joker would take it back, and before an enemy's action when that enemy can be shot at now. A Legend of
   * the West takes his turn at once while he has a shot of two dice or more at a known enemy (a good shot is
   * worth more now than later), and otherwise keeps his own card in hand, to take his turn before the first
   * enemy acts: waiting longer only risks going down with it unplayed.
   */
  playCard(view: ShootoutView, moment: CardMoment): boolean {
    if (moment === CARD_MOMENT.targetLeavingAim || moment === CARD_MOMENT.joker) return true;
    if (moment === CARD_MOMENT.ownCard) {
      const shot = this.bestShot(view);
      return shot >= 0 && view.fireDice(shot) >= 2;
    }
    if (moment !== CARD_MOMENT.beforeEnemyAction) return false;
    // Offered no action card, he is offered his own card kept in hand: his turn, before this enemy acts.
    if (view.cardsPlayable() === 0) return true;
    const n = view.enemyCount();
    for (let k = 0; k < n; k++) {
      const j = view.enemy(k);
      if (view.justActed(j) && view.mayAct(ACTION.fire, j) && view.fireDice(j) >= 2) return true;
    }
    return false;
  }

  /** Hides when he is in cover, else runs; surrenders only when nothing else is allowed. */
  nerveReaction(view: ShootoutView, legal: number): NerveReactionCode {
    if (legal & (1 << NERVE_REACTION.hide)) return NERVE_REACTION.hide;
    if (legal & (1 << NERVE_REACTION.run)) return NERVE_REACTION.run;
    return NERVE_REACTION.surrender;
  }

  /** Shootists and Legends take up a challenge; lesser men decline. */
  acceptChallenge(view: ShootoutView): boolean {
    return view.classRank(view.me) >= 2;
  }

  /**
   * Leaves a fight when he is hurt real bad, whatever the moment: a man his wounds would send to cover or
   * off the table is better out of reach of fists and point-blank shots than trading blows.
   */
  escapeFight(view: ShootoutView, opponent: number, moment: EscapeMoment): boolean {
    void opponent;
    void moment;
    return view.hurtRealBad();
  }

  /**
   * Moves his group as a body toward the nearest known enemy (round what is in the way), or goes looking
   * for one as advance does, until he has a shot of two dice or more: then he takes his own turn and opens
   * the shooting, and every man acts for himself.
   */
  moveGroup(view: ShootoutView, out: ActionChoice): boolean {
    const shot = this.bestShot(view);
    if (shot >= 0 && view.fireDice(shot) >= 2) return false;
    const j = this.nearest(view);
    if (j < 0) this.advance(view, out);
    else this.moveTo(view, out, view.x(j), view.y(j), false);
    return true;
  }

  /**
   * Surrenders only when he would throw no fast-draw dice at all with his back turned (a Citizen, or a
   * wounded Gunman): then the first draw is the challenger's whatever he throws.
   */
  surrenderFromBehind(_view: ShootoutView, _challenger: number, drawDice: number): boolean {
    return drawDice <= 0;
  }

  /**
   * A Shootist or Legend draws on a man who calls out one of his friends when he is at least that man's
   * class: he would take up the challenge himself, and draws first rather than watch the friend outdrawn.
   */
  interruptDraw(view: ShootoutView, drawer: number, _target: number): boolean {
    const me = view.classRank(view.me);
    return me >= 2 && view.classRank(drawer) <= me;
  }

  /**
   * Held in a fight, he fights on: attacks his opponent, or the one {@link fightOpponent} picks when he is
   * outnumbered (with his gun, his blade or his fists, as `shootout.bladeUse` has him choose the row); else
   * he reloads or fixes his gun.
   */
  actInFight(view: ShootoutView, out: ActionChoice): void {
    const opponent = this.fightOpponent(view);
    if (opponent >= 0 && view.mayAct(ACTION.fire, opponent)) return this.fireAt(out, opponent);
    if (opponent >= 0 && view.mayAct(ACTION.charge, opponent)) {
      out.action = ACTION.charge;
      out.target = opponent;
      return;
    }
    this.service(view, out);
  }

  /**
   * Which of the enemies in close combat with him to attack (000 OUTNUMBERED CHARACTERS: "he decides which
   * one he attacks"): the one he throws the most fighting dice against (a man down gives him two more), ties
   * to the most hurt, then to figure order, since the blow most likely to land on the man least able to take
   * it is the quickest way to fewer enemies on him. -1 when he is in no fight.
   *
   * @example const j = tactic.fightOpponent(view); if (j >= 0) view.attackDice(j);
   */
  fightOpponent(view: ShootoutView): number {
    const n = view.opponentCount();
    if (n <= 1) return n === 1 ? view.opponent(0) : -1;
    let best = -1;
    let bestDice = -Infinity;
    let bestHurt = -Infinity;
    for (let k = 0; k < n; k++) {
      const j = view.opponent(k);
      const raw = view.attackDice(j);
      // NaN: no row he can fight on against him, the worst of all.
      const dice = raw === raw ? raw : -1;
      const hurt = view.hurt(j);
      if (dice > bestDice || (dice === bestDice && hurt > bestHurt)) {
        best = j;
        bestDice = dice;
        bestHurt = hurt;
      }
    }
    return best;
  }

  /**
   * Fires the grapeshot barrel at an enemy within six inches with no friend beside him, unless his aim on
   * him held (the aimed revolver shot is not thrown away): within six inches the sawn-off's row gives six
   * dice or eight (the revolver's three or two), the template three hits a barrel and the dice version the
   * pink side; beyond, four sawn-off dice hitting only on 6s do no better than the revolver, so the
   * once-a-gunfight barrel is kept for a closer shot.
   */
  fireGrapeshot(view: ShootoutView, target: number, aimed: boolean): boolean {
    if (aimed || !(view.distance(target) <= CLOSE_BLAST_INCHES)) return false;
    const tx = view.x(target);
    const ty = view.y(target);
    const n = view.friendCount();
    for (let k = 0; k < n; k++) {
      const j = view.friend(k);
      if (distance(view.x(j) - tx, view.y(j) - ty) <= GRAPESHOT_FRIEND_CLEARANCE) return false;
    }
    return true;
  }

  /**
   * Swift's extra movement dice ("may choose to roll one* extra movement dice"), taken when more distance
   * can only help and the extra 1s are worth risking. A man free to stop short (a Gunman or better) takes
   * them when the point he makes for lies at least the usual throw's average away (3.5 inches a die): then
   * the usual throw falls short at least as often as not, and the extra die brings him nearer; closer in, the
   * usual throw mostly gets him there, and the extra die adds chiefly its 1s (000: at least three 1s knock
   * him over, 1.6% on four dice against 0.5% on three). A man who must move the whole roll (a Citizen,
   * 000's Jumpy) takes them only when the point lies beyond the most the usual throw can come to (six
   * inches a die), so the extra die never carries him further past it; nearer, it would, and a Citizen
   * falls over on two 1s (13% on four dice against 7% on three). With no usual dice left to him (wounds,
   * Slow, woods) the extra die is the only way he moves at all, and he takes it.
   *
   * @example tactic.swiftExtra(view, ACTION.move, view.x(j), view.y(j))
   */
  swiftExtra(view: ShootoutView, action: ActionCode, x: number, y: number): boolean {
    if (!view.canMove()) return false;
    const dice = view.moveDice(action);
    if (dice <= 0) return true;
    const d = distance(x - view.self.x, y - view.self.y);
    return d >= dice * (view.movesFullRoll() ? HIGHEST_DIE : MEAN_DIE);
  }

  /**
   * Agile's facing at the end of a move: for a Move & Fire, the man he declared when he may fire at him, else
   * his best shot now, so that the shot at the end of the move has a target in arc; after a Move, the nearest
   * known enemy, so that nobody he knows of stands behind him and his next shot needs no turn. -1 (the way he
   * moved) when he knows of no enemy.
   *
   * @example tactic.agileFacing(view, ACTION.moveAndFire, 3) === 3 // when he may fire at figure 3
   */
  agileFacing(view: ShootoutView, action: ActionCode, target: number): number {
    if (action === ACTION.moveAndFire) {
      if (target >= 0 && view.mayAct(ACTION.fire, target)) return target;
      const shot = this.bestShot(view);
      if (shot >= 0) return shot;
    }
    return this.nearest(view);
  }

  /**
   * A Legend of the West's hits shared among a group: each to the man with the fewest so far, and among them
   * the one a hit most likely puts down (ties to the earlier in the group: the man he fired at, then the
   * others nearest that man), so that every man stands his own chance of going down.
   *
   * @example tactic.groupHit(view, [3, 5], 2, [1, 0]) === 1 // the second hit goes to figure 5
   */
  groupHit(view: ShootoutView, members: ArrayLike<number>, count: number, given: ArrayLike<number>): number {
    let best = 0;
    for (let k = 1; k < count; k++) {
      const d = given[k]! - given[best]!;
      if (d < 0 || (d === 0 && view.pHitDowns(members[k]!) > view.pHitDowns(members[best]!))) best = k;
    }
    return best;
  }

  /** The nearest known enemy, or -1. */
  protected nearest(view: ShootoutView): number {
    let best = -1;
    let bestD = Infinity;
    const n = view.enemyCount();
    for (let k = 0; k < n; k++) {
      const j = view.enemy(k);
      const d = view.distance(j);
      if (d < bestD) {
        bestD = d;
        best = j;
      }
    }
    return best;
  }

  /**
   * The known enemy he may fire at now with the best chance to put down: most dice, a standing enemy before
   * one already down, ties to the nearer. -1 when he has no shot.
   */
  protected bestShot(view: ShootoutView, wantCover = false): number {
    let best = -1;
    let bestScore = -Infinity;
    const n = view.enemyCount();
    for (let k = 0; k < n; k++) {
      const j = view.enemy(k);
      if (!view.mayAct(ACTION.fire, j)) continue;
      if (wantCover && !view.inCover(j)) continue;
      const dice = view.fireDice(j);
      if (dice !== dice) continue;
      const score = dice * 10 - (view.isDown(j) ? 5 : 0) - view.distance(j) * 0.01;
      if (score > bestScore) {
        bestScore = score;
        best = j;
      }
    }
    return best;
  }

  /** The game has gone on past his patience: time to press the enemy rather than wait in cover. */
  protected impatient(view: ShootoutView): boolean {
    return view.cardsTurned >= this.patience;
  }

  /**
   * Presses the enemy (a rusher always does): his gun serviced first (an empty muzzle-loader charging instead when he may: chargesEmpty), closes on the nearest known enemy with
   * Move & Fire (round what is in the way) until within `close` inches, then fires at the best shot; when
   * that shot is under two dice (the enemy in cover, say) he charges the nearest instead when the way to him
   * is clear and he would throw two fighting dice or more, as a player would to end a standoff at close range. One who cannot move fires at what he can. With no enemy known, he goes looking for one.
   */
  protected press(view: ShootoutView, out: ActionChoice, close = PRESS_CLOSE): void {
    const j = this.nearest(view);
    if (j >= 0 && this.chargesEmpty(view, out, j)) return;
    if (this.service(view, out)) return;
    if (j < 0) return this.advance(view, out);
    const mobile = view.canMove();
    if (mobile && view.distance(j) > close) return this.moveTo(view, out, view.x(j), view.y(j), true, j);
    const shot = this.bestShot(view);
    // Legs or belly seriously wounded, he cannot close: he fires at what he can, or waits.
    if (!mobile) return shot >= 0 ? this.fireAt(out, shot) : undefined;
    if (shot >= 0 && view.fireDice(shot) >= 2) return this.fireAt(out, shot);
    // A charge is a straight move into contact: only worth it when nothing stands in the way, and with fighting
    // dice to throw at the end of it.
    if (view.mayAct(ACTION.charge, j) && view.attackDice(j) >= 2 && view.route(view.x(j), view.y(j))) {
      out.action = ACTION.charge;
      out.target = j;
      return;
    }
    if (shot >= 0) return this.fireAt(out, shot);
    this.moveTo(view, out, view.x(j), view.y(j), true, j);
  }

  /**
   * A muzzle-loader whose gun is empty reloads only by standing for his firing card (000 MUSKETS & OTHER
   * MUZZLE LOADING WEAPONS): pressing the enemy, he charges the nearest instead when he may, the way is
   * clear and he would throw two fighting dice or more (his fists, his blade, or the gun clubbed), rather
   * than stand in reach of him waiting for the cards. True when that is the action written.
   */
  private chargesEmpty(view: ShootoutView, out: ActionChoice, j: number): boolean {
    const f = view.self;
    if (!f.muzzleLoader || f.readyGun() >= 0 || !view.canMove()) return false;
    if (!view.mayAct(ACTION.charge, j) || !(view.attackDice(j) >= 2) || !view.route(view.x(j), view.y(j)))
      return false;
    out.action = ACTION.charge;
    out.target = j;
    return true;
  }

  /** Reload or fix a gun that needs it; true when that is the action written. */
  protected service(view: ShootoutView, out: ActionChoice): boolean {
    if (view.mayAct(ACTION.reload, -1)) {
      out.action = ACTION.reload;
      return true;
    }
    if (view.mayAct(ACTION.fixGun, -1)) {
      out.action = ACTION.fixGun;
      return true;
    }
    return false;
  }

  /**
   * Whether he should aim at `j` before he fires: a muzzle-loader's load is one shot, and his next comes
   * only with his firing card after the reload card (000 MUSKETS & OTHER MUZZLE LOADING WEAPONS), so it is
   * worth the aimed shot's extra dice; a breech-loader fires at once.
   */
  protected aimsFirst(view: ShootoutView, j: number): boolean {
    return view.self.muzzleLoader && view.self.aimAt !== j && view.mayAct(ACTION.aim, j);
  }

  protected fireAt(out: ActionChoice, j: number): void {
    out.action = ACTION.fire;
    out.target = j;
  }

  /** Moves (or moves and fires) toward (x, y): straight there, or to the next corner of the way round. */
  protected moveTo(
    view: ShootoutView,
    out: ActionChoice,
    x: number,
    y: number,
    andFire: boolean,
    target = -1,
  ): void {
    const direct = view.route(x, y);
    out.action = andFire ? ACTION.moveAndFire : ACTION.move;
    out.x = view.wayX;
    out.y = view.wayY;
    // Round a corner, an Agile man may turn there for the rest of his move.
    out.thenX = direct ? NaN : x;
    out.thenY = direct ? NaN : y;
    out.target = target;
  }

  /**
   * With no enemy in sight: goes looking for one (where his side last saw one, else where they started),
   * round whatever is in the way; with nowhere left to look, advances straight ahead.
   */
  protected advance(view: ShootoutView, out: ActionChoice): void {
    if (view.searchPoint()) return this.moveTo(view, out, view.wayX, view.wayY, false);
    const f = view.self;
    const rad = (f.facing * Math.PI) / 180;
    this.moveTo(view, out, f.x + Math.cos(rad) * 12, f.y + Math.sin(rad) * 12, false);
  }
}
