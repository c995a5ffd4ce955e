import { MOUNTED_FIRING } from '../tables/mountedFiring.ts';
import type { RiderClass } from '../tables/RiderClass.ts';
import type { HorseReadings } from './HorseReadings.ts';

/** The firer on horseback, as the mounted-fire penalty reads him. */
export interface MountedFirer {
  readonly weapon: 'pistol' | 'shoulder-arm';
  readonly rider: RiderClass;
  readonly plainsIndian: boolean;
  /** Movement dice he is about to throw (he fires "immediately before making one of their movement throws"). */
  readonly movementDice: number;
}

/**
 * The firing dice a rider loses (a negative number, or 0) for firing "immediately before" a movement throw
 * (000 HORSES, "Moving and Firing Mounted."): pistols "subtract one from their firing dice for each movement
 * dice they are about to throw", shoulder arms two (one under `shoulderArm: 'minus-one'`, the RANGE
 * CHART's list line); "Plains Indians ignore the first movement dice thrown" (Expert riders, as the RANGE
 * CHART prints, under `firstDieIgnored: 'expert-rider'`).
 *
 * @example mountedFiringModifier({ weapon: 'shoulder-arm', rider: 'good', plainsIndian: false, movementDice: 3 }, r) === -6
 */
export function mountedFiringModifier(f: MountedFirer, r: HorseReadings): number {
  const row = MOUNTED_FIRING.weapons[f.weapon === 'pistol' ? 0 : 1];
  const perDie = f.weapon === 'shoulder-arm' && r.shoulderArm === 'minus-one' ? -1 : row.dicePerMovementDie;
  const ignores = r.firstDieIgnored === 'expert-rider' ? f.rider === 'expert' : f.plainsIndian;
  const counted = Math.max(
    0,
    f.movementDice - (ignores ? MOUNTED_FIRING.plainsIndians.ignoredMovementDice : 0),
  );
  // No dice counted is no penalty: a plain 0, never -0.
  return counted === 0 ? 0 : perDie * counted;
}
