import type { ByCharacterClass } from '../tables/CharacterClass.ts';
import type { NerveReadings } from './NerveReadings.ts';

/**
 * How many wounds make each class HURT REAL BAD, and how many of them must be serious (000 NERVE and/or
 * Morale; 003 NERVE): "A Citizen suffers any wound [or graze]. A Gunman suffers any two wounds. A Shootist
 * suffers any three wounds. A Legend suffers any three wounds, at least one of which is serious." The
 * Citizen's graze is a reading ({@link NerveReadings.citizenGraze}).
 *
 * @example HURT_REAL_BAD.legend.serious === 1
 */
export const HURT_REAL_BAD = {
  citizen: { wounds: 1, serious: 0 },
  gunman: { wounds: 2, serious: 0 },
  shootist: { wounds: 3, serious: 0 },
  legend: { wounds: 3, serious: 1 },
} as const satisfies ByCharacterClass<{ readonly wounds: number; readonly serious: number }>;

const WOUNDS = Int32Array.of(1, 2, 3, 3);
const SERIOUS = Int32Array.of(0, 0, 0, 1);

/**
 * Whether a figure of class `classIndex` (CLASSES: 0 Citizen .. 3 Legend) is now hurt real bad, with
 * `wounds` counted wounds of any kind ({@link countedWounds}), `serious` of them serious, and `grazes` grazes
 * suffered this gunfight (kept by the engine). Grazes count only for a Citizen, and only under
 * `wound-or-graze` (000: "A Citizen suffers any wound or graze"; 003: "any wound"): the books set grazes
 * apart from wounds ("Wounded (but not grazed)", 000 HIT LOCATION & EFFECT).
 *
 * @example hurtRealBad(0, 0, 0, 1, readings) // a grazed Citizen: true under 000, false under 003
 */
export function hurtRealBad(
  classIndex: number,
  wounds: number,
  serious: number,
  grazes: number,
  readings: NerveReadings,
): boolean {
  if (classIndex === 0 && grazes > 0 && readings.citizenGraze === 'wound-or-graze') return true;
  return wounds >= WOUNDS[classIndex]! && serious >= SERIOUS[classIndex]!;
}
