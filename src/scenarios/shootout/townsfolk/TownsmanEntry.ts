import { isJsonObject, showJson } from '../../jsonValues.ts';
import type { JsonValue } from '../../Scenario.ts';
import { readTablePlace } from '../readTablePlace.ts';

/**
 * Non-player townsmen standing on a shootout's table (000 "Non-Player Characters": "Place the figures on the
 * table in logical positions"): `count` of them from `at`, an inch apart along the table's width; `armed`
 * when they carry a gun (result 11: "NPC takes a shot if armed").
 *
 * @example const t: TownsmanEntry = { at: [20, 10], count: 3, armed: false };
 */
export interface TownsmanEntry {
  readonly at: readonly [number, number];
  readonly count: number;
  readonly armed: boolean;
}

/** The most townsmen a file may place. */
export const MAX_TOWNSFOLK = 24;
const FIELDS = ['at', 'count', 'armed'] as const;

/**
 * Reads `params.townsfolk` of a shootout file: a list of `{ at: [x, y], count, armed }`. Reports the first
 * wrong field through `fail` and returns null.
 *
 * @example readTownsfolk([{ at: [20, 10], count: 3 }], [48, 48], fail)
 */
export function readTownsfolk(
  given: JsonValue,
  size: readonly [number, number],
  fail: (path: readonly (string | number)[], expected: string) => void,
): readonly TownsmanEntry[] | null {
  const path = ['params', 'townsfolk'];
  const shape = '{ at: [x, y], count, armed }';
  if (!Array.isArray(given) || given.length < 1) {
    fail(path, `a list of townsmen ${shape} (got ${showJson(given)})`);
    return null;
  }
  const out: TownsmanEntry[] = [];
  let total = 0;
  for (let i = 0; i < given.length; i++) {
    const e = (given as readonly JsonValue[])[i]!;
    if (!isJsonObject(e)) {
      fail([...path, i], `${shape} (got ${showJson(e)})`);
      return null;
    }
    for (const k of Object.keys(e))
      if (!(FIELDS as readonly string[]).includes(k)) {
        fail([...path, i, k], `not a townsman field; a townsman takes ${FIELDS.join(', ')}`);
        return null;
      }
    const at = readTablePlace(e.at ?? null, size, [...path, i, 'at'], fail);
    if (at === null) return null;
    const count = e.count ?? 1;
    if (typeof count !== 'number' || !Number.isInteger(count) || count < 1 || count > MAX_TOWNSFOLK) {
      fail([...path, i, 'count'], `an integer from 1 to ${MAX_TOWNSFOLK} (got ${showJson(count)})`);
      return null;
    }
    const armed = e.armed ?? false;
    if (typeof armed !== 'boolean') {
      fail([...path, i, 'armed'], `true or false (got ${showJson(armed)})`);
      return null;
    }
    total += count;
    out.push({ at, count, armed });
  }
  if (total > MAX_TOWNSFOLK) {
    fail(path, `at most ${MAX_TOWNSFOLK} townsmen in all (got ${total})`);
    return null;
  }
  return out;
}
