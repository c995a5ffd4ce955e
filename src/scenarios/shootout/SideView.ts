import { distance } from '../../geometry/distance.ts';
import type { DuelFireView } from '../../policies/duel/DuelPolicy.ts';
import { ACTION, type ActionCode } from '../../policies/shootout/ShootoutPolicy.ts';
import type { ShootoutView } from '../../policies/shootout/ShootoutView.ts';
import { classRank } from '../../rules/rwnn/fateDeck/classRank.ts';
import { GUN } from '../../rules/rwnn/figure/GunState.ts';
import { SHOT_BAR } from '../../rules/rwnn/shot/shotBar.ts';
import { STATUS } from '../../rules/rwnn/WoundState.ts';
import { mayChallenge } from '../../rules/rwnn/challenge/challengeTable.ts';
import type { Gunfighter } from './Gunfighter.ts';
import type { ShootoutContext } from './ShootoutContext.ts';
import { COVER_SHAPE } from '../../rules/rwnn/cover/CoverShape.ts';
import { newMoveResult, STOP } from './table/MoveResult.ts';
import type { Waypoint } from './table/routeToward.ts';

/** A searcher this near a remembered place has looked there. */
const SEARCHED = 1.5;

/**
 * The {@link ShootoutView} of one figure: the game as his side sees it. An enemy is known while a figure of
 * the side (on the table, not ducked back) has a line of sight to where he is; friends are always known.
 * One view per figure, built with the game; its lists and scratch objects are reused, so asking allocates
 * nothing.
 *
 * @example const view = new SideView(game, figure); view.enemyCount();
 */
export class SideView implements ShootoutView {
  readonly me: number;
  spotX = 0;
  spotY = 0;
  wayX = 0;
  wayY = 0;
  private readonly way: Waypoint = { x: 0, y: 0 };
  /** The duel-style view a fire-mode choice reads, filled by the game before asking. */
  readonly fire: { -readonly [K in keyof DuelFireView]: DuelFireView[K] } = {
    deliberateDice: 0,
    blazeDice: 0,
    blazeCap: 0,
    deadeye: false,
    mustBlaze: false,
    twoPistolsDice: NaN,
    edition: 'extended',
    luckyShot: true,
    range: 0,
    pHitDowns: 0,
  };
  private readonly enemies: Int32Array;
  private readonly friends: Int32Array;
  /** The enemies in close combat with him, as last counted (see opponentCount). */
  private readonly opponents: Int32Array;
  private opponentsFound = 0;
  private enemiesFound = 0;
  private enemiesAt = -1;
  private friendsFound = 0;
  /** Who is known and the dice of a shot at each figure, kept for one question (see ShootoutGame.viewOf). */
  private readonly knownAt: Float64Array;
  private readonly knownIs: Uint8Array;
  /**
   * Each figure's distance, kept for as long as the question lasts (the policies ask it many times a turn),
   * and the question it was measured for. A plain array of boxed numbers, never a Float64Array: a number
   * returned from a call the compiler does not inline is boxed on the heap, so the same box is handed back
   * each time it is asked instead of a new one (the array starts with `null`s so the engine keeps boxes).
   */
  private readonly distances: (number | null)[];
  private readonly distanceAt: Float64Array;
  private readonly diceAt: Float64Array;
  private readonly diceAre: Float64Array;
  private readonly move = newMoveResult();
  /** Whether he can walk straight to each cover spot, for the position stamped (see walksTo). */
  private readonly walkAt: Float64Array;
  private readonly walkOk: Uint8Array;

  constructor(
    private readonly game: ShootoutContext,
    readonly self: Gunfighter,
  ) {
    this.me = self.index;
    this.enemies = new Int32Array(game.figures.length);
    this.friends = new Int32Array(game.figures.length);
    this.opponents = new Int32Array(game.figures.length);
    this.knownAt = new Float64Array(game.figures.length).fill(-1);
    this.knownIs = new Uint8Array(game.figures.length);
    this.distances = game.figures.map(() => null);
    this.distanceAt = new Float64Array(game.figures.length).fill(-1);
    this.diceAt = new Float64Array(game.figures.length).fill(-1);
    this.diceAre = new Float64Array(game.figures.length);
    this.fire.edition = game.rules.rwnn.blazeAway;
    this.fire.luckyShot = game.rules.duel.shot.readings.luckyShot === 'yes';
    this.walkAt = new Float64Array(game.table.spots.count).fill(-1);
    this.walkOk = new Uint8Array(game.table.spots.count);
  }

  get cardsTurned(): number {
    return this.game.cardsTurned;
  }

  get tableWidth(): number {
    return this.game.table.width;
  }

  get tableDepth(): number {
    return this.game.table.depth;
  }

  enemyCount(): number {
    const game = this.game;
    // Asked several times a question (the nearest, the best shot, whether to play a card): counted once.
    if (this.enemiesAt === game.questionStamp) return this.enemiesFound;
    this.enemiesAt = game.questionStamp;
    let n = 0;
    for (const f of game.figures) {
      if (f.side === this.self.side || f.isOut() || !this.known(f.index)) continue;
      this.enemies[n++] = f.index;
      game.remember(this.self.side, f.index);
    }
    this.enemiesFound = n;
    return n;
  }

  enemy(k: number): number {
    if (k < 0 || k >= this.enemiesFound) throw new RangeError(`enemy ${k} of ${this.enemiesFound}`);
    return this.enemies[k]!;
  }

  friendCount(): number {
    let n = 0;
    for (const f of this.game.figures) {
      if (f.side !== this.self.side || f === this.self || f.isOut() || !f.placed) continue;
      this.friends[n++] = f.index;
    }
    this.friendsFound = n;
    return n;
  }

  friend(k: number): number {
    if (k < 0 || k >= this.friendsFound) throw new RangeError(`friend ${k} of ${this.friendsFound}`);
    return this.friends[k]!;
  }

  known(j: number): boolean {
    const stamp = this.game.questionStamp;
    if (this.knownAt[j] === stamp) return this.knownIs[j] === 1;
    const is = this.seen(j);
    this.knownAt[j] = stamp;
    this.knownIs[j] = is ? 1 : 0;
    return is;
  }

  private seen(j: number): boolean {
    const game = this.game;
    const t = game.figures[j]!;
    if (!t.placed) return false;
    if (t.side === this.self.side) return true;
    if (game.hiding !== null && game.hiding.isHidden(j)) return false;
    for (const f of game.figures) {
      if (f.side !== this.self.side || !f.placed || f.duckedBack || f.wounds.status >= STATUS.knockedOut)
        continue;
      if (game.lineOfSight(f.index, j)) return true;
    }
    return false;
  }

  x(j: number): number {
    return this.known(j) ? this.game.figures[j]!.x : NaN;
  }

  y(j: number): number {
    return this.known(j) ? this.game.figures[j]!.y : NaN;
  }

  distance(j: number): number {
    const stamp = this.game.questionStamp;
    if (this.distanceAt[j] === stamp) return this.distances[j]!;
    let d = NaN;
    if (this.known(j)) {
      const t = this.game.figures[j]!;
      d = distance(t.x - this.self.x, t.y - this.self.y);
    }
    this.distanceAt[j] = stamp;
    this.distances[j] = d;
    return d;
  }

  inCover(j: number): boolean {
    if (!this.known(j)) return false;
    return this.game.coverBetween(this.me, j).shape !== COVER_SHAPE.none || this.game.figures[j]!.duckedBack;
  }

  duckedBack(j: number): boolean {
    return this.known(j) && this.game.figures[j]!.duckedBack;
  }

  isDown(j: number): boolean {
    return this.known(j) && this.game.figures[j]!.wounds.status !== STATUS.standing;
  }

  justActed(j: number): boolean {
    return this.game.lastActor === j;
  }

  classRank(j: number): number {
    return this.known(j) ? classRank(this.game.figures[j]!.cls) : -1;
  }

  fireDice(j: number): number {
    if (!this.known(j)) return NaN;
    const stamp = this.game.questionStamp;
    if (this.diceAt[j] === stamp) return this.diceAre[j]!;
    const dice = this.game.deliberateDice(this.self, this.game.figures[j]!);
    this.diceAt[j] = stamp;
    this.diceAre[j] = dice;
    return dice;
  }

  pHitDowns(j: number): number {
    return this.game.figures[j]!.pHitDowns;
  }

  mayAct(action: ActionCode, target: number): boolean {
    const f = this.self;
    const game = this.game;
    const t = target >= 0 && target < game.figures.length ? game.figures[target]! : null;
    const combat = game.combat;
    // Held in a fight, nothing that would take him out of it (register entry escape-move).
    if (
      combat.held(f) &&
      (action === ACTION.move ||
        action === ACTION.moveAndFire ||
        action === ACTION.challenge ||
        (action === ACTION.charge && !combat.inContact(f.index, target)))
    )
      return false;
    switch (action) {
      case ACTION.pass:
      case ACTION.move:
      case ACTION.moveAndFire:
        return t === null || t.side !== f.side;
      case ACTION.duckBack:
        // "so that he can no longer see or be seen" (000 ACTIONS): there must be something to get behind.
        return (t === null || t.side !== f.side) && this.hasCoverToDuckBehind();
      case ACTION.fire: {
        // An Indian with no ready gun may still throw what he carries (f.otherArms; IndianMissiles).
        const unarmed = f.readyGun() < 0 && f.otherArms === 0;
        // A gun clubbed in his fight last turn: "neither can fire on their next turn" (000 FIGHTING).
        if (game.clubs !== null && game.clubs.barred(f)) return false;
        if (t === null || unarmed || !this.known(target) || !game.mayFireAt(f, t)) return false;
        // In contact he attacks on the fighting chart's gun rows, as a charge would (000 FIGHTING): "Victims
        // who are shot! ... are treated exactly as if they had been shot in normal firing", and a White knight
        // shoots there only whom he may shoot anywhere (register entry white-knight-in-contact).
        if (combat.inContact(f.index, target)) return game.gunfire.fightBar(f, t) === SHOT_BAR.none;
        // "Only Evil characters may fire into a fight" (000 SHOOTING INTO COMBAT).
        if (game.gunfire.fightClosed(f, t)) return false;
        // A White knight "may not back-shoot, shoot knocked down targets or anyone unable to shoot back".
        return game.gunfire.bar(f, t) === SHOT_BAR.none;
      }
      case ACTION.aim:
        return (
          t !== null &&
          !f.mustBlaze &&
          f.readyGun() >= 0 &&
          this.known(target) &&
          game.mayFireAt(f, t) &&
          // An aim is the first half of an aimed shot: no aim at a man he may not shoot.
          game.gunfire.bar(f, t) === SHOT_BAR.none
        );
      case ACTION.charge:
        return (
          t !== null &&
          t.side !== f.side &&
          !t.isOut() &&
          this.known(target) &&
          near(f, t, 18) &&
          (game.rules.readings.joinFight === 'join' || this.oneOnOne(target))
        );
      case ACTION.challenge:
        return (
          t !== null &&
          t.side !== f.side &&
          !t.isOut() &&
          t.nerve === 0 &&
          !combat.inFight(t) &&
          !combat.inFight(f) &&
          this.known(target) &&
          game.lineOfSight(f.index, target) &&
          f.weapon(0) === 'pistol' &&
          t.weapon(0) === 'pistol' &&
          f.hasWorkingGun() &&
          t.hasWorkingGun() &&
          // A duel with a muzzle-loader is not played (its firing card has no place in the duel engine).
          !f.muzzleLoader &&
          !t.muzzleLoader &&
          mayChallenge(distance(t.x - f.x, t.y - f.y))
        );
      case ACTION.reload:
        return f.readyGun() < 0 && hasGunIn(f, GUN.outOfAmmo);
      case ACTION.fixGun:
        return f.readyGun() < 0 && hasGunIn(f, GUN.jammed);
      default:
        return false;
    }
  }

  /**
   * Under `shootout.joinFight=refused` (register entry outnumbered-join-fight) a charge at `target` keeps
   * every fight one on one: neither man is in a fight with anyone else.
   */
  private oneOnOne(target: number): boolean {
    const combat = this.game.combat;
    const t = this.game.figures[target]!;
    const mine = combat.inContact(this.me, target) ? 1 : 0;
    return combat.opponentCount(t) === mine && combat.opponentCount(this.self) === mine;
  }

  /** He stands in woods or scrub, or behind cover against some enemy on the table. */
  private hasCoverToDuckBehind(): boolean {
    const f = this.self;
    const table = this.game.table;
    if (table.terrainAt(f.x, f.y) > 0) return true;
    for (const e of this.game.figures) {
      if (e.side === f.side || !e.placed || e.isOut()) continue;
      if (this.game.coverBetween(e.index, f.index).shape !== COVER_SHAPE.none) return true;
    }
    return false;
  }

  cardsPlayable(): number {
    const deck = this.game.deck;
    let n = 0;
    for (let c = deck.characterCount; c < deck.jokerCard; c++) if (deck.mayPlay(c, this.me)) n++;
    return n;
  }

  hurtRealBad(): boolean {
    return this.game.nerve.isHurtRealBad(this.me);
  }

  selfInCover(j: number): boolean {
    if (!this.known(j)) return false;
    return this.game.coverBetween(j, this.me).shape !== COVER_SHAPE.none;
  }

  findCoverSpot(j: number, reach: number, within = Infinity): boolean {
    if (!this.known(j)) return false;
    const game = this.game;
    const table = game.table;
    const spots = table.spots;
    const fx = this.self.x;
    const fy = this.self.y;
    const t = game.figures[j]!;
    const reach2 = reach * reach;
    const within2 = within * within;
    let best2 = Infinity;
    for (let k = 0; k < spots.count; k++) {
      const sx = spots.x[k]!;
      const sy = spots.y[k]!;
      const dx = sx - fx;
      const dy = sy - fy;
      const d2 = dx * dx + dy * dy;
      if (d2 > reach2 || d2 >= best2) continue;
      if (within < Infinity && (sx - t.x) * (sx - t.x) + (sy - t.y) * (sy - t.y) > within2) continue;
      if (!table.spotWorth.against(k, t.x, t.y) || this.taken(k)) continue;
      // Moves are straight lines: a spot behind the piece he would have to walk through is no use to him.
      if (!this.walksTo(k)) continue;
      best2 = d2;
      this.spotX = sx;
      this.spotY = sy;
    }
    return best2 < Infinity;
  }

  /**
   * Whether he can walk straight to spot k: kept for as long as he stands where he is (he asks it turn after
   * turn from the same cover). Takes only the spot's index: a number passed to a call the compiler does not
   * inline is boxed on the heap.
   */
  private walksTo(k: number): boolean {
    const stamp = this.self.posStamp;
    if (this.walkAt[k] === stamp) return this.walkOk[k] === 1;
    const table = this.game.table;
    const sx = table.spots.x[k]!;
    const sy = table.spots.y[k]!;
    const dx = sx - this.self.x;
    const dy = sy - this.self.y;
    const d = Math.sqrt(dx * dx + dy * dy);
    table.moveToward(this.self.x, this.self.y, sx, sy, d, this.move);
    const ok = this.move.stop === STOP.target || d - this.move.inches <= 0.25;
    this.walkAt[k] = stamp;
    this.walkOk[k] = ok ? 1 : 0;
    return ok;
  }

  /** Another figure (not out of the fight for good) stands on spot k: a move there would stop short. */
  private taken(k: number): boolean {
    const spots = this.game.table.spots;
    const x = spots.x[k]!;
    const y = spots.y[k]!;
    for (const o of this.game.figures)
      if (o !== this.self && o.placed && o.wounds.status !== STATUS.dead && distance(o.x - x, o.y - y) < 1)
        return true;
    return false;
  }

  attackDice(j: number): number {
    const game = this.game;
    const t = game.figures[j]!;
    if (!this.known(j) || t.side === this.self.side || t.isOut()) return NaN;
    return game.attackDice(this.self, t);
  }

  hurt(j: number): number {
    if (!this.known(j)) return NaN;
    const w = this.game.figures[j]!.wounds;
    return w.fleshTotal() + 2 * w.seriousTotal();
  }

  opponentCount(): number {
    const combat = this.game.combat;
    const n = combat.opponentCount(this.self);
    for (let k = 0; k < n; k++) this.opponents[k] = combat.opponent(this.self, k);
    this.opponentsFound = n;
    return n;
  }

  opponent(k: number): number {
    if (k < 0 || k >= this.opponentsFound) throw new RangeError(`opponent ${k} of ${this.opponentsFound}`);
    return this.opponents[k]!;
  }

  canMove(): boolean {
    return this.game.reactions.canGetAway(this.self);
  }

  moveDice(action: ActionCode): number {
    return this.game.moves.moveDiceOf(this.self, action === ACTION.moveAndFire ? 1 : 0);
  }

  swiftDice(): number {
    return this.game.moves.swiftDiceOf(this.self);
  }

  movesFullRoll(): boolean {
    return this.game.moves.movesFullRoll(this.self);
  }

  route(x: number, y: number): boolean {
    const direct = this.game.table.routeToward(this.self.x, this.self.y, x, y, this.way);
    this.wayX = this.way.x;
    this.wayY = this.way.y;
    return direct;
  }

  searchPoint(): boolean {
    const game = this.game;
    const f = this.self;
    for (;;) {
      let best = -1;
      let bestD = Infinity;
      for (const e of game.figures) {
        if (e.side === f.side || e.isOut()) continue;
        const x = game.lastSeenX(f.side, e.index);
        if (x !== x) continue;
        const d = distance(x - f.x, game.lastSeenY(f.side, e.index) - f.y);
        if (d < bestD) {
          bestD = d;
          best = e.index;
        }
      }
      if (best < 0) break;
      if (bestD > SEARCHED || this.known(best)) {
        this.wayX = game.lastSeenX(f.side, best);
        this.wayY = game.lastSeenY(f.side, best);
        return true;
      }
      game.forget(f.side, best);
    }
    const hiding = game.hiding;
    if (hiding !== null && hiding.markers !== null) {
      // A "Something around here somewhere" marker: the way it points (000 Hiding and Detection).
      if (hiding.markers.lead(f.side, f.x, f.y, SEARCHED, hiding.stillHidden)) {
        this.wayX = hiding.markers.leadX;
        this.wayY = hiding.markers.leadY;
        return true;
      }
    }
    let x = 0;
    let y = 0;
    let n = 0;
    for (const e of game.figures) {
      // A man hiding in ambush was never seen where he started.
      if (e.side === f.side || (hiding !== null && hiding.isHidden(e.index))) continue;
      x += e.startX;
      y += e.startY;
      n++;
    }
    if (n > 0 && distance(x / n - f.x, y / n - f.y) > 3 * SEARCHED) {
      this.wayX = x / n;
      this.wayY = y / n;
      return true;
    }
    this.wayX = game.table.width / 2;
    this.wayY = game.table.depth / 2;
    return distance(this.wayX - f.x, this.wayY - f.y) > 3 * SEARCHED;
  }

  selfHidden(): boolean {
    return this.game.hiding !== null && this.game.hiding.isHidden(this.me);
  }

  friendsInOpen(): number {
    const game = this.game;
    let n = 0;
    const friends = this.friendCount();
    const enemies = this.enemyCount();
    for (let a = 0; a < friends; a++) {
      const f = game.figures[this.friends[a]!]!;
      if (f.duckedBack) continue;
      for (let b = 0; b < enemies; b++) {
        const e = game.figures[this.enemies[b]!]!;
        if (!game.lineOfSight(e.index, f.index)) continue;
        if (game.coverBetween(e.index, f.index).shape === COVER_SHAPE.none) {
          n++;
          break;
        }
      }
    }
    return n;
  }
}

/** Whether `t` stands within `inches` of him. */
function near(f: Gunfighter, t: Gunfighter, inches: number): boolean {
  return distance(t.x - f.x, t.y - f.y) <= inches;
}

function hasGunIn(f: Gunfighter, state: number): boolean {
  for (let g = 0; g < f.guns.length; g++) if (f.guns[g] === state && f.armAllows(g)) return true;
  return false;
}
