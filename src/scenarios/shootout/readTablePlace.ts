import { showJson } from '../jsonValues.ts';
import type { JsonValue } from '../Scenario.ts';

/**
 * A point [x, y] within a table of `size` (any size when it is not known yet: [0, 0]), or null.
 *
 * @example readPoint([3, 4], [48, 48]) // [3, 4]
 */
export function readPoint(at: JsonValue, size: readonly [number, number]): readonly [number, number] | null {
  if (!Array.isArray(at) || at.length !== 2) return null;
  const [x, y] = at as readonly JsonValue[];
  if (typeof x !== 'number' || typeof y !== 'number' || x < 0 || y < 0) return null;
  if (size[0] > 0 && (x > size[0] || y > size[1])) return null;
  return [x, y];
}

/**
 * The `at` field of a figure a file places on a shootout's table (a doctor, a knot of townsfolk): the point,
 * or null after telling `fail` the field's path and what is allowed.
 *
 * @example readTablePlace([24, 40], [48, 48], ['params', 'doctors', 0, 'at'], fail) // [24, 40]
 */
export function readTablePlace(
  at: JsonValue,
  size: readonly [number, number],
  path: readonly (string | number)[],
  fail: (path: readonly (string | number)[], expected: string) => void,
): readonly [number, number] | null {
  const point = readPoint(at, size);
  if (point === null)
    fail(path, `a place [x, y] on the table's ${size[0]} x ${size[1]} (got ${showJson(at)})`);
  return point;
}
