import type { ReadingOption } from '../../../odds/OddsMechanic.ts';
import { DENTIST_ROWS_OPTION } from '../../../odds/mechanics/dentistOdds.ts';

/** Which wounds a Doctorin' reduction heals first (register entry doctorin-wounds-back). */
export const TREATED_WOUNDS = ['heal-worst', 'heal-flesh'] as const;

/**
 * The Doctorin' readings in a shootout, each with its register entry: the Dentist table's numbering (the
 * same option as `odds dentist`'s) and how a severity turns back into wounds.
 *
 * @example DOCTOR_READING_OPTIONS.map((o) => o.key) // ['doctorin.dentistRows', 'shootout.treatedWounds']
 */
export const DOCTOR_READING_OPTIONS: readonly ReadingOption[] = [
  DENTIST_ROWS_OPTION,
  {
    key: 'shootout.treatedWounds',
    values: TREATED_WOUNDS,
    default: 'heal-worst',
    describe:
      "a Doctorin' reduction heals serious wounds first (each point a serious wound into a flesh wound), or flesh wounds first",
    entry: 'doctorin-wounds-back.md',
  },
];
