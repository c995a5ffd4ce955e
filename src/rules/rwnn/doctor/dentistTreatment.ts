import type { Dice } from '../../../dice/Dice.ts';
import type { TwoDiceTotal } from '../tables/TwoDiceTotal.ts';
import { dentistRow } from './dentistRow.ts';
import type { DoctorinReadings } from './DoctorinReadings.ts';
import { severityAfter, type Treatment } from './Treatment.ts';

/**
 * A wounded man treated by a Dentist (000 "Doctorin’ (Dentist) Table", "Roll 2 D6"): the total's row by
 * {@link dentistRow}; a total with no row leaves him as he was. Writes into `out`.
 *
 * @example dentistTreatment(2, readings, new ScriptedDice([1, 1]), out).severity === 0
 */
export function dentistTreatment(
  severity: number,
  r: DoctorinReadings,
  dice: Dice,
  out: Treatment,
): Treatment {
  const total = (dice.d6() + dice.d6()) as TwoDiceTotal;
  const row = dentistRow(total, r);
  out.result = row;
  out.severity = severityAfter(severity, row === null ? 0 : row.severityChange);
  return out;
}
