import { Fraction } from '../../exact/Fraction.ts';
import { severityAfter, type Treatment } from '../../rules/rwnn/doctor/Treatment.ts';
import type { DoctorinResult } from '../../rules/rwnn/tables/doctorin.ts';
import type { OddsEntry } from '../OddsMechanic.ts';

/** The third flag a table reports: the Doctor's "Delay 2", the Dentist's "Confusion (Roll again next turn)". */
export interface TreatmentFlag {
  readonly key: string;
  readonly label: string;
  readonly of: (r: DoctorinResult) => boolean;
}

/** The most severity a treatment can leave: the start plus the largest increase either table prints (+3). */
export const MOST_INCREASE = 3;

/**
 * A treatment's exact entries from its equally likely rows (null: no row): dies, unconscious, the table's
 * own flag, and the severity after it (0 up to `severity` + 3).
 */
export function treatmentEntries(
  rows: readonly (DoctorinResult | null)[],
  severity: number,
  flag: TreatmentFlag,
): OddsEntry[] {
  const n = BigInt(rows.length);
  const share = (f: (r: DoctorinResult) => boolean) =>
    new Fraction(BigInt(rows.filter((r) => r !== null && f(r)).length), n);
  const after = rows.map((r) => severityAfter(severity, r?.severityChange ?? 0));
  return [
    { key: 'pDies', label: 'P(the patient dies)', kind: 'probability', exact: share((r) => r.dies) },
    {
      key: 'pUnconscious',
      label: 'P(unconscious for the rest of the gunfight)',
      kind: 'probability',
      exact: share((r) => r.unconscious),
    },
    { key: flag.key, label: flag.label, kind: 'probability', exact: share(flag.of) },
    {
      key: 'severity',
      label: 'P(total wound severity after = k)',
      kind: 'distribution',
      exact: Array.from(
        { length: severity + MOST_INCREASE + 1 },
        (_, k) => new Fraction(BigInt(after.filter((s) => s === k).length), n),
      ),
    },
  ];
}

/** Writes one treatment's observations in the order of {@link treatmentEntries}. */
export function treatmentSample(t: Treatment, most: number, flag: TreatmentFlag, out: Float64Array): void {
  const r = t.result;
  out[0] = r !== null && r.dies ? 1 : 0;
  out[1] = r !== null && r.unconscious ? 1 : 0;
  out[2] = r !== null && flag.of(r) ? 1 : 0;
  for (let k = 0; k <= most; k++) out[3 + k] = k === t.severity ? 1 : 0;
}
