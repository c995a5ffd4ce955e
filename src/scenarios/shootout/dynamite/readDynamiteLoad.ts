import type { JsonValue } from '../../Scenario.ts';
import { isJsonObject, showJson } from '../../jsonValues.ts';
import type { DynamiteLoad } from '../ShootoutCell.ts';

/** More sticks than this on one man is a typing slip, not a load (000 gives no limit; a card holds a few). */
export const MOST_DYNAMITE = 20;

const EXPECTED = `a number of sticks from 0 to ${MOST_DYNAMITE}, or { sticks, bundles } each from 0 to ${MOST_DYNAMITE}`;

function count(v: JsonValue | undefined): number | null {
  const n = v ?? 0;
  return typeof n === 'number' && Number.isInteger(n) && n >= 0 && n <= MOST_DYNAMITE ? n : null;
}

/**
 * A figure's `dynamite` field (000 Dynamite Prerequisites: "The character deploying dynamite must have a
 * finite amount of sticks indicated on his card"): a number of sticks, or `{ sticks, bundles }`. Null when
 * absent or none at all; a bad value is reported through `bad` naming the field and what it takes.
 *
 * @example readDynamiteLoad(2, bad) // { sticks: 2, bundles: 0 }
 */
export function readDynamiteLoad(
  given: JsonValue | null,
  bad: (field: string, expected: string) => void,
): DynamiteLoad | null {
  if (given === null) return null;
  let sticks: number | null = null;
  let bundles: number | null = 0;
  if (isJsonObject(given)) {
    const extra = Object.keys(given).find((k) => k !== 'sticks' && k !== 'bundles');
    if (extra !== undefined) {
      bad('dynamite', `${EXPECTED}; not ${extra}`);
      return null;
    }
    sticks = count(given.sticks);
    bundles = count(given.bundles);
  } else sticks = count(given);
  if (sticks === null || bundles === null) {
    bad('dynamite', `${EXPECTED} (got ${showJson(given)})`);
    return null;
  }
  return sticks + bundles === 0 ? null : { sticks, bundles };
}
