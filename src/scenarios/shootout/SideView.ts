import type { DuelFireView } from '../../policies/duel/DuelPolicy.ts';
import { ACTION, type ActionCode } from '../../policies/shootout/ShootoutPolicy.ts';
import type { ShootoutView } from '../../policies/shootout/ShootoutView.ts';
import { classRank } from '../../rules/rwnn/fateDeck/classRank.ts';
import { GUN } from '../../rules/rwnn/figure/GunState.ts';
import { STATUS } from '../../rules/rwnn/WoundState.ts';
import { mayChallenge } from '../../rules/rwnn/challenge/challengeTable.ts';
import type { Gunfighter } from './Gunfighter.ts';
import type { ShootoutGame } from './ShootoutGame.ts';
import { COVER_SHAPE } from '../../rules/rwnn/cover/CoverShape.ts';
import { newCoverReport } from './table/CoverReport.ts';
import { newMoveResult, STOP } from './table/MoveResult.ts';

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
  /** The duel-style view a fire-mode choice reads, filled by the game before asking. */
  readonly fire: { -readonly [K in keyof DuelFireView]: DuelFireView[K] } = {
    deliberateDice: 0,
    blazeDice: 0,
    blazeCap: 0,
    deadeye: false,
    mustBlaze: false,
    twoPistolsDice: NaN,
    edition: 'extended',
    range: 0,
    pHitDowns: 0,
  };
  private readonly enemies: Int32Array;
  private readonly friends: Int32Array;
  private enemiesFound = 0;
  private friendsFound = 0;
  private readonly sight = newCoverReport();
  private readonly move = newMoveResult();

  constructor(
    private readonly game: ShootoutGame,
    readonly self: Gunfighter,
  ) {
    this.me = self.index;
    this.enemies = new Int32Array(game.figures.length);
    this.friends = new Int32Array(game.figures.length);
    this.fire.edition = game.rules.rwnn.blazeAway;
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
    let n = 0;
    for (const f of this.game.figures) {
      if (f.side === this.self.side || f.isOut() || !this.known(f.index)) continue;
      this.enemies[n++] = f.index;
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
    const game = this.game;
    const t = game.figures[j]!;
    if (!t.placed) return false;
    if (t.side === this.self.side) return true;
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
    if (!this.known(j)) return NaN;
    const t = this.game.figures[j]!;
    return Math.hypot(t.x - this.self.x, t.y - this.self.y);
  }

  inCover(j: number): boolean {
    if (!this.known(j)) return false;
    const t = this.game.figures[j]!;
    this.game.table.coverAgainst(this.self.x, this.self.y, t.x, t.y, this.sight);
    return this.sight.shape !== COVER_SHAPE.none || t.duckedBack;
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
    return this.game.deliberateDice(this.self, this.game.figures[j]!);
  }

  pHitDowns(j: number): number {
    return this.game.figures[j]!.pHitDowns;
  }

  mayAct(action: ActionCode, target: number): boolean {
    const f = this.self;
    const game = this.game;
    const t = target >= 0 && target < game.figures.length ? game.figures[target]! : null;
    switch (action) {
      case ACTION.pass:
      case ACTION.move:
      case ACTION.moveAndFire:
        return t === null || t.side !== f.side;
      case ACTION.duckBack:
        // "so that he can no longer see or be seen" (000 ACTIONS): there must be something to get behind.
        return (t === null || t.side !== f.side) && this.hasCoverToDuckBehind();
      case ACTION.fire:
        return (
          t !== null &&
          f.readyGun() >= 0 &&
          this.known(target) &&
          game.mayFireAt(f, t) &&
          // "Only Evil characters may fire into a fight" (000 SHOOTING INTO COMBAT).
          (t.inContactWith < 0 || t.inContactWith === f.index || f.profile.evil)
        );
      case ACTION.aim:
        return t !== null && !f.mustBlaze && f.readyGun() >= 0 && this.known(target) && game.mayFireAt(f, t);
      case ACTION.charge:
        return t !== null && t.side !== f.side && !t.isOut() && this.known(target) && near(f, t, 18);
      case ACTION.challenge:
        return (
          t !== null &&
          t.side !== f.side &&
          !t.isOut() &&
          t.nerve === 0 &&
          t.inContactWith < 0 &&
          f.inContactWith < 0 &&
          this.known(target) &&
          game.lineOfSight(f.index, target) &&
          f.weapon(0) === 'pistol' &&
          t.weapon(0) === 'pistol' &&
          f.hasWorkingGun() &&
          t.hasWorkingGun() &&
          mayChallenge(Math.hypot(t.x - f.x, t.y - f.y))
        );
      case ACTION.reload:
        return f.readyGun() < 0 && hasGunIn(f, GUN.outOfAmmo);
      case ACTION.fixGun:
        return f.readyGun() < 0 && hasGunIn(f, GUN.jammed);
      default:
        return false;
    }
  }

  /** He stands in woods or scrub, or behind cover against some enemy on the table. */
  private hasCoverToDuckBehind(): boolean {
    const f = this.self;
    const table = this.game.table;
    if (table.terrainAt(f.x, f.y) > 0) return true;
    for (const e of this.game.figures) {
      if (e.side === f.side || !e.placed || e.isOut()) continue;
      table.coverAgainst(e.x, e.y, f.x, f.y, this.sight);
      if (this.sight.shape !== COVER_SHAPE.none) return true;
    }
    return false;
  }

  cardsPlayable(): number {
    const deck = this.game.deck;
    let n = 0;
    for (let c = deck.characterCount; c < deck.jokerCard; c++) if (deck.mayPlay(c, this.me)) n++;
    return n;
  }

  selfInCover(j: number): boolean {
    if (!this.known(j)) return false;
    const t = this.game.figures[j]!;
    this.game.table.coverAgainst(t.x, t.y, this.self.x, this.self.y, this.sight);
    return this.sight.shape !== COVER_SHAPE.none;
  }

  findCoverSpot(j: number, reach: number): boolean {
    if (!this.known(j)) return false;
    const game = this.game;
    const table = game.table;
    const t = game.figures[j]!;
    const spots = table.coverSpots;
    let best = Infinity;
    for (let k = 0; k + 1 < spots.length; k += 2) {
      const sx = spots[k]!;
      const sy = spots[k + 1]!;
      const d = Math.hypot(sx - this.self.x, sy - this.self.y);
      if (d > reach || d >= best) continue;
      if (!table.canSee(sx, sy, t.x, t.y)) continue;
      table.coverAgainst(t.x, t.y, sx, sy, this.sight);
      if (this.sight.shape === COVER_SHAPE.none) continue;
      // Moves are straight lines: a spot behind the piece he would have to walk through is no use to him.
      table.moveToward(this.self.x, this.self.y, sx, sy, d, this.move);
      if (this.move.stop !== STOP.target && d - this.move.inches > 0.25) continue;
      best = d;
      this.spotX = sx;
      this.spotY = sy;
    }
    return best < Infinity;
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
        game.table.coverAgainst(e.x, e.y, f.x, f.y, this.sight);
        if (this.sight.shape === COVER_SHAPE.none) {
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
  return Math.hypot(t.x - f.x, t.y - f.y) <= inches;
}

function hasGunIn(f: Gunfighter, state: number): boolean {
  for (let g = 0; g < f.guns.length; g++) if (f.guns[g] === state && f.armAllows(g)) return true;
  return false;
}
