import { isJsonObject, showJson } from '../../jsonValues.ts';
import type { JsonValue } from '../../Scenario.ts';

/** The most sticks one figure may carry in a band file. */
export const MAX_STICKS = 6;

/**
 * A band's `dynamite: { character: sticks }` (001 5.5.2, Tab.10): sticks each figure of a roster's
 * character carries, 1 to 6; zero entries are dropped. Reports each problem by its path; null if any.
 * `unit` and `what` name another explosive's count (`nitroglycerine: { character: flasks }`, 5.5.1).
 *
 * @example readDynamite({ bandit: 1 }, { bandit: 4 }, ['sides', 'a', 'dynamite'], fail) // { bandit: 1 }
 */
export function readDynamite(
  given: JsonValue,
  roster: Readonly<Record<string, number>>,
  path: (string | number)[],
  fail: (path: (string | number)[], expected: string) => void,
  unit = 'sticks',
  what = 'sticks of dynamite',
): Record<string, number> | null {
  if (!isJsonObject(given)) {
    fail(path, `a mapping character: ${what} (got ${showJson(given)})`);
    return null;
  }
  const sticks: Record<string, number> = {};
  let ok = true;
  for (const [k, n] of Object.entries(given)) {
    if (!(k in roster)) {
      fail(path, `${unit} for characters of the roster (${Object.keys(roster).join(', ')}; got ${k})`);
      ok = false;
    } else if (typeof n !== 'number' || !Number.isInteger(n) || n < 0 || n > MAX_STICKS) {
      fail([...path, k], `a whole number of ${unit} from 0 to ${MAX_STICKS} (got ${showJson(n)})`);
      ok = false;
    } else if (n > 0) sticks[k] = n;
  }
  return ok ? sticks : null;
}
