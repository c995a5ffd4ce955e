import { isJsonObject, showJson } from '../../jsonValues.ts';
import type { JsonObject, JsonValue } from '../../Scenario.ts';

/**
 * A herd standing on a shootout's table (000 "Stampeding and Herding Cattle"): its lead animal `at` a point
 * of the table, facing `heading` degrees (clockwise from the table's +y), `animals` figures `columns` abreast.
 *
 * @example const h: HerdEntry = { at: [24, 30], heading: 90, animals: 12, columns: 4 };
 */
export interface HerdEntry {
  readonly at: readonly [number, number];
  readonly heading: number;
  readonly animals: number;
  readonly columns: number;
}

const FIELDS = ['at', 'heading', 'animals', 'columns'] as const;

/**
 * Reads `params.herd` of a shootout file, or reports the first wrong field through `fail` (its path and what
 * is allowed) and returns null. "A herd is defined as more than 4 animal figures on the table" (000).
 *
 * @example readHerdEntry({ at: [24, 30], animals: 12 }, [48, 48], fail)
 */
export function readHerdEntry(
  given: JsonValue,
  size: readonly [number, number],
  fail: (path: readonly (string | number)[], expected: string) => void,
): HerdEntry | null {
  const path = ['params', 'herd'];
  if (!isJsonObject(given)) {
    fail(path, `a herd: { ${FIELDS.join(', ')} } (got ${showJson(given)})`);
    return null;
  }
  for (const k of Object.keys(given))
    if (!(FIELDS as readonly string[]).includes(k)) {
      fail([...path, k], `not a herd field; a herd takes ${FIELDS.join(', ')}`);
      return null;
    }
  const at = given.at;
  if (
    !Array.isArray(at) ||
    at.length !== 2 ||
    typeof at[0] !== 'number' ||
    typeof at[1] !== 'number' ||
    at[0] < 0 ||
    at[1] < 0 ||
    (size[0] > 0 && (at[0] > size[0] || at[1] > size[1]))
  ) {
    fail([...path, 'at'], `the lead animal's place [x, y] on the table (got ${showJson(at ?? null)})`);
    return null;
  }
  const heading = given.heading ?? 0;
  if (typeof heading !== 'number' || !Number.isInteger(heading) || heading < 0 || heading >= 360) {
    fail([...path, 'heading'], `an integer from 0 to 359, degrees the herd faces (got ${showJson(heading)})`);
    return null;
  }
  const animals = given.animals ?? 12;
  if (typeof animals !== 'number' || !Number.isInteger(animals) || animals < 5 || animals > 200) {
    fail(
      [...path, 'animals'],
      `an integer from 5 to 200, animal figures (more than 4) (got ${showJson(animals)})`,
    );
    return null;
  }
  const columns = given.columns ?? 4;
  if (typeof columns !== 'number' || !Number.isInteger(columns) || columns < 1 || columns > animals) {
    fail(
      [...path, 'columns'],
      `an integer from 1 to the animals, animals abreast (got ${showJson(columns)})`,
    );
    return null;
  }
  return { at: [at[0], at[1]], heading, animals, columns };
}

/**
 * A shootout cell's `params` as JSON: the herd written only when there is one, so that the canonical form
 * (and the dice stream) of a table with no herd stays what it was.
 *
 * @example shootoutParamsJson(cell.params).table === 'main-street'
 */
export function shootoutParamsJson(p: {
  readonly table: string;
  readonly cardCap: number;
  readonly placement: string;
  readonly actionSets: number;
  readonly herd?: HerdEntry;
}): JsonObject {
  const { table, cardCap, placement, actionSets, herd } = p;
  return {
    table,
    cardCap,
    placement,
    actionSets,
    ...(herd === undefined ? {} : { herd: { ...herd, at: [herd.at[0], herd.at[1]] } }),
  };
}
