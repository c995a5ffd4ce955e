import { isJsonObject, showJson } from '../../jsonValues.ts';
import type { JsonValue } from '../../Scenario.ts';
import { readTablePlace } from '../readTablePlace.ts';

/** A Doctor or Dentist figure on a shootout's table (000 "Medical Personnel Figures"). */
export interface MedicEntry {
  readonly kind: 'doctor' | 'dentist';
  readonly at: readonly [number, number];
}

/** The most medical figures a file may place. */
export const MAX_MEDICS = 4;
const FIELDS = ['kind', 'at'] as const;

/**
 * Reads `params.doctors` of a shootout file: a list of `{ kind: doctor | dentist, at: [x, y] }`. Reports the
 * first wrong field through `fail` (its path and what is allowed) and returns null.
 *
 * @example readMedics([{ kind: 'doctor', at: [24, 40] }], [48, 48], fail)
 */
export function readMedics(
  given: JsonValue,
  size: readonly [number, number],
  fail: (path: readonly (string | number)[], expected: string) => void,
): readonly MedicEntry[] | null {
  const path = ['params', 'doctors'];
  if (!Array.isArray(given) || given.length < 1 || given.length > MAX_MEDICS) {
    fail(
      path,
      `a list of 1 to ${MAX_MEDICS} figures { kind: doctor | dentist, at: [x, y] } (got ${showJson(given)})`,
    );
    return null;
  }
  const out: MedicEntry[] = [];
  for (let i = 0; i < given.length; i++) {
    const e = (given as readonly JsonValue[])[i]!;
    if (!isJsonObject(e)) {
      fail([...path, i], `{ kind: doctor | dentist, at: [x, y] } (got ${showJson(e)})`);
      return null;
    }
    for (const k of Object.keys(e))
      if (!(FIELDS as readonly string[]).includes(k)) {
        fail([...path, i, k], `not a doctor field; a doctor takes ${FIELDS.join(', ')}`);
        return null;
      }
    const kind = e.kind ?? 'doctor';
    if (kind !== 'doctor' && kind !== 'dentist') {
      fail([...path, i, 'kind'], `doctor or dentist (got ${showJson(kind)})`);
      return null;
    }
    const at = readTablePlace(e.at ?? null, size, [...path, i, 'at'], fail);
    if (at === null) return null;
    out.push({ kind, at });
  }
  return out;
}
