import type { Dice } from '../../../dice/Dice.ts';
import type { DieFace } from '../tables/DieFace.ts';
import type { StampedeReadings } from './StampedeReadings.ts';
import { stampedeTables } from './stampedeTables.ts';

/**
 * Whether gunfire `inches` from the nearest animal sets a herd running: a die on each table the distance
 * reads ({@link stampedeTables}), a stampede when any comes up as the table prints; dynamite going off is
 * "an automatic stampede" and throws nothing (000 "Stampede Procedure"), at any distance or within the
 * checking distance as `r.dynamiteReach` reads it.
 *
 * @example stampedeCheck(9, false, DEFAULT_STAMPEDE_READINGS, dice) // a stampede on 1-3
 */
export function stampedeCheck(inches: number, dynamite: boolean, r: StampedeReadings, dice: Dice): boolean {
  const tables = stampedeTables(inches, r);
  // Dynamite beyond the checking distance stampedes the herd only under `any-distance`.
  if (dynamite) return r.dynamiteReach === 'any-distance' || tables.length > 0;
  let stampede = false;
  // Every table the distance reads is thrown, whatever the first gave, so the dice used never depend on it.
  for (let k = 0; k < tables.length; k++)
    if (tables[k]!.results[dice.d6() as DieFace].outcome === 'stampede') stampede = true;
  return stampede;
}
