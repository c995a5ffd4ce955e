import type { Dice } from '../../../dice/Dice.ts';
import type { DieFace } from '../tables/DieFace.ts';
import { DOCTORIN_DOCTOR } from '../tables/doctorin.ts';
import { severityAfter, type Treatment } from './Treatment.ts';

/**
 * A wounded man treated by a Doctor (000 "Doctorin’ (Doctor) Table", "Roll 1 D6"): 1 severity -3, 2 -2,
 * 3 -1 and out for 2 moves, 4 -1 and unconscious, 5 +1, 6 dies. `severity` is his total wound severity
 * (flesh 1, serious 2: {@link woundCount} `per-severity`). Writes into `out`.
 *
 * @example doctorTreatment(4, new ScriptedDice([2]), out).severity === 2
 */
export function doctorTreatment(severity: number, dice: Dice, out: Treatment): Treatment {
  const row = DOCTORIN_DOCTOR.results[dice.d6() as DieFace];
  out.result = row;
  out.severity = severityAfter(severity, row.severityChange);
  return out;
}
