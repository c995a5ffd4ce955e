import type { ShotgunShot } from './ShotgunShot.ts';
import type { ShotgunState } from './ShotgunState.ts';
import { SHOTGUN_WEAPONS } from './ShotgunWeapon.ts';

/**
 * Throws unless `shot` may be fired: the figures are on the table the blaster was sized for, the weapon
 * has that many barrels, and that many are loaded (a Le Mat's one barrel "can only be fired once per
 * gunfight"). An engine that asks for an illegal discharge has a bug; the conformance suite relies on it.
 *
 * @example checkBarrels(shot, state, pos.count, capacity);
 */
export function checkBarrels(shot: ShotgunShot, state: ShotgunState, count: number, capacity: number): void {
  if (count > capacity) throw new RangeError(`${count} figures on a table sized for ${capacity}`);
  if (!(shot.shooter >= 0 && shot.shooter < count && shot.target >= 0 && shot.target < count))
    throw new RangeError(`shotgun shot between figures ${shot.shooter} and ${shot.target} of ${count}`);
  const w = SHOTGUN_WEAPONS[shot.weapon];
  const n = shot.barrels;
  if (!(n === 1 || n === 2) || n > w.barrels)
    throw new RangeError(`a ${w.name} cannot fire ${n} barrels at once`);
  const loaded = state.loaded(shot.shooter, shot.weapon);
  if (n > loaded)
    throw new RangeError(
      w.oncePerGunfight
        ? `the ${w.name} has already been fired this gunfight`
        : `${n} barrels fired with ${loaded} loaded`,
    );
}
