import type { Dice } from '../../../dice/Dice.ts';
import { RECOVERY_TABLE, type DoctorId, type RecoveryResult } from './recoveryTable.ts';

/** A recovery roll's outcome: the row of Tab.12, and for an invalid the face of his invalidity (1-6). */
export interface Recovery {
  readonly result: RecoveryResult;
  readonly invalidity: number | null;
}

/**
 * 001 6.5 Tab.12: the recovery roll of one eliminated character with FORTUNE `fortune` and CONSTITUTION
 * `cos` (his card's), helped by `doctor` (a doctor's modifier on the roll). On a 1 he is dead, unless he
 * has FO: then one more 1D6 lower than his COS saves him, an invalid. An invalid rolls 1D6 for his
 * invalidity.
 *
 * @example recoveryRoll(new ScriptedDice([4]), { cos: 2, fortune: 0 }, null) // { result: 'wounded', invalidity: null }
 */
export function recoveryRoll(
  dice: Dice,
  character: { readonly cos: number; readonly fortune: number },
  doctor: DoctorId | null,
): Recovery {
  const roll = dice.d6() + (doctor ? RECOVERY_TABLE.doctors[doctor].modifier : 0);
  if (roll >= RECOVERY_TABLE.recoveredFrom) return { result: 'recovered', invalidity: null };
  if (roll >= RECOVERY_TABLE.woundedFrom) return { result: 'wounded', invalidity: null };
  if (roll === RECOVERY_TABLE.invalidOn) return { result: 'invalid', invalidity: dice.d6() };
  // "1 DEAD CHARACTER: if he has FO he can throw the dice: getting a number lower than its COS is saved
  // remaining invalid, otherwise he dies."
  if (character.fortune > 0 && dice.d6() < character.cos)
    return { result: 'saved-invalid', invalidity: dice.d6() };
  return { result: 'dead', invalidity: null };
}
