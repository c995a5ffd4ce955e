import { HURT, type HurtCode } from './Hurt.ts';
import type { NerveReadings } from './NerveReadings.ts';

/**
 * Whether a hurt (`hurt`, {@link HURT}) that leaves a figure hurt real bad (`bad`, from hurtRealBad) calls
 * for a nerve test, `testsTaken` being the hurt-real-bad tests he has already taken this gunfight. The first
 * time he is hurt real bad he tests (000 NERVE and/or Morale: "There are three circumstances when a
 * character must throw ... 1. When he is HURT REAL BAD"). After that, by `nerve.retest`:
 * - `each-wound` (000): "He must throw again each time he suffers an additional wound": a wound, not a graze;
 *   a wound Hard as Nails ignored only if such wounds count (`nerve.ignoredWound=counted`);
 * - `each-hurt`: the same, and a Citizen's graze too where grazes hurt him (`nerve.citizenGraze`);
 * - `once` (003 prints no second test).
 *
 * @example hurtTestDue(1, true, 1, HURT.wound, readings) // a Gunman's third wound: true under 000
 */
export function hurtTestDue(
  classIndex: number,
  bad: boolean,
  testsTaken: number,
  hurt: HurtCode,
  readings: NerveReadings,
): boolean {
  if (!bad) return false;
  if (testsTaken === 0) return true;
  if (readings.retest === 'once') return false;
  if (hurt === HURT.wound) return true;
  if (hurt === HURT.ignoredWound) return readings.ignoredWound === 'counted';
  return readings.retest === 'each-hurt' && classIndex === 0 && readings.citizenGraze === 'wound-or-graze';
}
