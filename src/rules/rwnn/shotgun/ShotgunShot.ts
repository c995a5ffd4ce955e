import type { FigurePositions } from './FigurePositions.ts';
import { SHOTGUN, type ShotgunWeaponCode } from './ShotgunWeapon.ts';

/**
 * One shotgun discharge, as the engine describes it before the dice: who fires (an index of
 * {@link FigurePositions}), at whom, with what, how many barrels, and (for the template) the point aimed
 * at, along whose direction the target spot is placed. Whether the firer moved, and every firing modifier
 * of the dice version, come from the shot context. The engine keeps one and rewrites it per shot.
 *
 * @example const shot = newShotgunShot(); aimShotgunAt(shot, pos, 0, 1); shot.barrels = 2;
 */
export interface ShotgunShot {
  shooter: number;
  /** The figure fired at: the Bengal Club's "shotgun target"; the template's aim unless moved elsewhere. */
  target: number;
  weapon: ShotgunWeaponCode;
  /** Barrels fired together: 1 or 2 (1 for a Le Mat or a blunderbuss). */
  barrels: number;
  /** Template: the point whose direction the target spot marks (the target's centre by default). */
  aimX: number;
  aimY: number;
}

/**
 * A shot with both barrels of a conventional shotgun, no figures named yet.
 *
 * @example newShotgunShot().barrels === 2
 */
export function newShotgunShot(): ShotgunShot {
  return { shooter: 0, target: 0, weapon: SHOTGUN.shotgun, barrels: 2, aimX: 0, aimY: 0 };
}

/**
 * Names the firer and the target and aims at the target's centre.
 *
 * @example aimShotgunAt(shot, pos, 0, 3); // shot.aimX === pos.xs[3]
 */
export function aimShotgunAt(
  shot: ShotgunShot,
  pos: FigurePositions,
  shooter: number,
  target: number,
): ShotgunShot {
  shot.shooter = shooter;
  shot.target = target;
  shot.aimX = pos.xs[target]!;
  shot.aimY = pos.ys[target]!;
  return shot;
}
