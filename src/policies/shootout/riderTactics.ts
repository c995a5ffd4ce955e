import { distance } from '../../geometry/distance.ts';
import type { FootResponseId } from '../../rules/rwnn/tables/attackedOnFoot.ts';
import type { ShootoutView } from './ShootoutView.ts';

/**
 * What a mounted figure does with his turn: ride at the nearest known enemy (and trample him or strike him
 * in passing), ride to cover within reach and get off there, or get off at once and fight on foot.
 *
 * @example riding('cavalry:fire=deliberate') === RIDE.charge
 */
export const RIDE = { charge: 0, toCover: 1, dismount: 2 } as const;
export type RideCode = (typeof RIDE)[keyof typeof RIDE];

/** A mounted figure's plan for his turn, written in place by {@link planRide}. */
export interface RidePlan {
  ride: RideCode;
  /** Where he rides (his own place when he gets off now). */
  x: number;
  y: number;
  /** The enemy he rides at or shoots from the saddle, or -1. */
  target: number;
  /** Trample the man he rides down (cavalry), rather than strike him a passing blow. */
  trample: boolean;
}

/** A fresh plan. @example newRidePlan().ride === RIDE.dismount */
export function newRidePlan(): RidePlan {
  return { ride: RIDE.dismount, x: 0, y: 0, target: -1, trample: false };
}

/** How far a dragoon looks for cover to ride to (inches). */
const DRAGOON_REACH = 24;
/** Within this many inches of his cover a dragoon gets off. */
const DISMOUNT_NEAR = 3;

/** A tactic's name without its parameters. @example tacticOf('sniper:range=15') === 'sniper' */
export function tacticOf(name: string): string {
  const colon = name.indexOf(':');
  return colon < 0 ? name : name.slice(0, colon);
}

/**
 * How each tactic rides: `cavalry` and a `rusher` ride in and trample (a rusher passes with a blow,
 * cavalry tramples); `dragoon`, `cover-seeker` and `sniper` ride to cover and get off; the rest (gunfighter,
 * pinner, duellist, coward) get off at once and fight as they do on foot.
 *
 * @example riding('dragoon') === RIDE.toCover
 */
export function riding(name: string): RideCode {
  const t = tacticOf(name);
  if (t === 'cavalry' || t === 'rusher') return RIDE.charge;
  if (t === 'dragoon' || t === 'cover-seeker' || t === 'sniper') return RIDE.toCover;
  return RIDE.dismount;
}

/**
 * A mounted figure's plan for his turn, from what his side knows (`view`: only the enemies his side can
 * see or has seen): a charger rides at the nearest known enemy (or across the table when he knows none); a
 * rider making for cover rides to the nearest spot within reach that hides him from that enemy, and gets
 * off within 3" of it (or at once when there is none). A rider who rides at all (not one who gets off at
 * once) first rides to `rescue`, a comrade lying unconscious held up by his friends (000 RESCUING COMRADES
 * ON FOOT), when there is one (-1: none).
 *
 * @example planRide(view, 'cavalry', plan).ride === RIDE.charge
 */
export function planRide(view: ShootoutView, name: string, plan: RidePlan, rescue = -1): RidePlan {
  const f = view.self;
  const how = riding(name);
  if (rescue >= 0 && how !== RIDE.dismount) {
    // A comrade lying unconscious, held up by his friends: he rides through him to hoist him up.
    plan.ride = RIDE.charge;
    plan.x = view.x(rescue);
    plan.y = view.y(rescue);
    plan.target = -1;
    plan.trample = false;
    return plan;
  }
  let j = -1;
  let best = Infinity;
  for (let k = 0; k < view.enemyCount(); k++) {
    const e = view.enemy(k);
    if (view.isDown(e)) continue;
    const d = view.distance(e);
    if (d < best) {
      best = d;
      j = e;
    }
  }
  plan.target = j;
  plan.trample = tacticOf(name) === 'cavalry';
  plan.x = f.x;
  plan.y = f.y;
  plan.ride = how;
  if (how === RIDE.charge) {
    if (j >= 0) {
      plan.x = view.x(j);
      plan.y = view.y(j);
    } else {
      plan.x = view.tableWidth - f.x;
      plan.y = view.tableDepth - f.y;
    }
    return plan;
  }
  if (how === RIDE.toCover && j >= 0 && !view.selfInCover(j) && view.findCoverSpot(j, DRAGOON_REACH)) {
    if (distance(view.spotX - f.x, view.spotY - f.y) > DISMOUNT_NEAR) {
      plan.x = view.spotX;
      plan.y = view.spotY;
      return plan;
    }
  }
  plan.ride = RIDE.dismount;
  return plan;
}

/**
 * What a man on foot does against a rider bearing down on him (000 ATTACKING CHARACTERS ON FOOT), by his
 * tactic, among the responses `allowed` to him: chargers (rusher, cavalry) leap for the saddle where they
 * may, else stand and fight; cowards dive; the cover-minded (cover-seeker, sniper, pinner, dragoon) dodge;
 * the rest stand and fight. A response he may not make falls to the next: stand, dodge, dive (a dive is
 * always allowed).
 *
 * @example footResponse('coward:panic=6', () => true) === 'dive'
 */
export function footResponse(name: string, allowed: (r: FootResponseId) => boolean): FootResponseId {
  const t = tacticOf(name);
  const wanted: FootResponseId =
    t === 'rusher' || t === 'cavalry'
      ? 'heroic-leap'
      : t === 'coward'
        ? 'dive'
        : t === 'cover-seeker' || t === 'sniper' || t === 'pinner' || t === 'dragoon'
          ? 'dodge'
          : 'stand-and-fight';
  if (allowed(wanted)) return wanted;
  if (allowed('stand-and-fight')) return 'stand-and-fight';
  if (allowed('dodge')) return 'dodge';
  return 'dive';
}

/**
 * Whether a figure on foot whose horse stands within reach gets back on it this turn: a cavalryman does
 * (he fights from the saddle); the others stay on foot.
 *
 * @example remounts('cavalry') === true
 */
export function remounts(name: string): boolean {
  return tacticOf(name) === 'cavalry';
}

/** What a man on foot does about a bolting horse: nothing, go after it, or shoot it. */
export const BOLTER = { none: 0, chase: 1, shoot: 2 } as const;
export type BolterCode = (typeof BOLTER)[keyof typeof BOLTER];

/** What a man on foot knows of a bolting horse he can see, for {@link meetBolter}. */
export interface BolterSeen {
  /** It is his own horse (riderless). */
  own: boolean;
  /** A comrade of his is aboard it, carried away. */
  comrade: boolean;
  /** It is headed at his side's men on foot. */
  atFriends: boolean;
  /** His move can reach it. */
  inReach: boolean;
  /** He has a ready gun and it is in sight and range (a riderless one only: a rider is shot as a man). */
  canShoot: boolean;
}

/**
 * What a man on foot does with his turn about a bolting horse he can see (000 LOSS OF CONTROL: a bolter is
 * "carried away unless stopped, shot, thrown etc."; "A character who can move into contact with a bolting
 * horse can stop it"). A cavalryman goes after his own horse (never shoots it); a cavalryman or a rusher
 * goes after one his move reaches that is headed at his friends or carries a comrade away (its rider
 * "counts as Inept" and cannot stop it himself), else shoots a riderless one headed at his friends; a
 * gunfighter, pinner, sniper, duellist or dragoon shoots a riderless one headed at his friends; a
 * cover-seeker and a coward leave it be.
 *
 * @example meetBolter('rusher', { own: false, comrade: false, atFriends: true, inReach: true, canShoot: true }) === BOLTER.chase
 */
export function meetBolter(name: string, seen: BolterSeen): BolterCode {
  const t = tacticOf(name);
  if (t === 'coward' || t === 'cover-seeker') return BOLTER.none;
  const horseman = t === 'cavalry';
  // His own mount he wants back, not shot.
  if (horseman && seen.own) return seen.inReach ? BOLTER.chase : BOLTER.none;
  if (seen.inReach && (seen.atFriends || seen.comrade) && (horseman || t === 'rusher')) return BOLTER.chase;
  return seen.atFriends && seen.canShoot ? BOLTER.shoot : BOLTER.none;
}

/**
 * Whether a man on foot walks over to hold up a comrade lying unconscious for a rider of his side to hoist
 * (000 RESCUING COMRADES ON FOOT: "an unconscious character may be held up by his friends"): the men of the
 * saddle (cavalry, dragoon) and the rusher do; the others keep to their fight.
 *
 * @example holdsUpComrade('dragoon') === true
 */
export function holdsUpComrade(name: string): boolean {
  const t = tacticOf(name);
  return t === 'cavalry' || t === 'dragoon' || t === 'rusher';
}
