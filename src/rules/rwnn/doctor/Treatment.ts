import type { DoctorinResult } from '../tables/doctorin.ts';

/** A treatment's result and the patient's total wound severity after it; reused: {@link newTreatment}. */
export interface Treatment {
  /** The row thrown, or null when the throw finds no row (a Dentist's 12 under `dentistRows=by-number`). */
  result: DoctorinResult | null;
  severity: number;
}

/** A fresh record for the treatment rules. */
export function newTreatment(): Treatment {
  return { result: null, severity: 0 };
}

/**
 * Applies a row to a severity: "Reduce wound severity by n" never below 0 (no wounds left), "Increase" adds
 * (see doctorin-severity).
 *
 * @example severityAfter(1, -3) === 0
 */
export function severityAfter(severity: number, change: number): number {
  return Math.max(0, severity + change);
}
