import { distance } from '../../../geometry/distance.ts';
import { STATUS } from '../../../rules/rwnn/WoundState.ts';
import { CONTACT_INCHES } from '../CloseCombat.ts';
import { NERVE_STATE, type Gunfighter } from '../Gunfighter.ts';
import type { ShootoutContext } from '../ShootoutContext.ts';

/** Inches a move die carries a man on average: he goes to a point when its mean can reach it. */
const MEAN_DIE = 3.5;

/**
 * Whether man `f` on foot is free to spend his card on a horse's business (go after a bolter, hold up a
 * fallen comrade): standing, steady, with no recovery owed, in no fight and not roped.
 *
 * @example if (!freeOnFoot(game, f)) return false;
 */
export function freeOnFoot(game: ShootoutContext, f: Gunfighter): boolean {
  if (f.wounds.status !== STATUS.standing || f.mustRecover || f.nerve !== NERVE_STATE.steady) return false;
  return !game.combat.inFight(f) && (game.lariats === null || !game.lariats.isRoped(f.index));
}

/**
 * Whether the mean of `f`'s move dice (3.5" a die) brings him into contact with the point (x, y).
 *
 * @example if (withinMove(game, f, h.x, h.y)) game.moves.move(f, h.x, h.y, 0, true);
 */
export function withinMove(game: ShootoutContext, f: Gunfighter, x: number, y: number): boolean {
  return distance(x - f.x, y - f.y) <= game.moves.moveDiceOf(f, 0) * MEAN_DIE + CONTACT_INCHES;
}

/** How far from the point he goes to a man stops: just inside base contact, as a charger's place. */
const BASE_PLACE = CONTACT_INCHES * 0.9;

/**
 * `f` moves by the Move rules to just inside contact with the point (x, y), where figure `at` stands (-1:
 * none, a riderless horse): as a charge, the man there does not hold him off at arm's length, and a Citizen
 * halts on reaching it.
 *
 * @example walkToContact(game, f, t.x, t.y, t.index);
 */
export function walkToContact(game: ShootoutContext, f: Gunfighter, x: number, y: number, at: number): void {
  const d = distance(f.x - x, f.y - y);
  const k = d > BASE_PLACE ? BASE_PLACE / d : 0;
  game.charging = at;
  game.moves.move(f, x + (f.x - x) * k, y + (f.y - y) * k, 0, true);
  game.charging = -1;
}
