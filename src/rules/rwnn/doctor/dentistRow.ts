import { DOCTORIN_DENTIST, type DoctorinResult } from '../tables/doctorin.ts';
import type { TwoDiceTotal } from '../tables/TwoDiceTotal.ts';
import type { DoctorinReadings } from './DoctorinReadings.ts';

/**
 * The Dentist table's row for a 2 D6 total, as `dentistRows` reads the numbering (see
 * dentist-table-numbering): `by-order` the row the table keys by the total; `by-number` the row printed
 * with the total's number (the row keyed one higher), none for 12; `stray-seven` as `by-number`, a 7 reading
 * the stray line.
 *
 * @example dentistRow(7, { dentistRows: 'by-number' })?.printed // '7. Unconscious (For the rest of the current gunfight.)'
 */
export function dentistRow(total: TwoDiceTotal, r: DoctorinReadings): DoctorinResult | null {
  if (r.dentistRows === 'by-order') return DOCTORIN_DENTIST.results[total];
  if (r.dentistRows === 'stray-seven' && total === 7) return DOCTORIN_DENTIST.strayLine;
  return total === 12 ? null : DOCTORIN_DENTIST.results[(total + 1) as TwoDiceTotal];
}
