import type { ReadingOption } from '../odds/OddsMechanic.ts';
import type { JsonValue, SetupIssue } from './Scenario.ts';
import { isJsonObject, showJson } from './jsonValues.ts';

/**
 * Reads a For A Few Dice More setup's `options` against the options its scenario plays, sorted by key, and
 * reports each unknown key or value by its path.
 *
 * @example readFafdmOptions({ 'fafdm.rescue': 'once' }, FAFDM_OPTIONS, issues) // { 'fafdm.rescue': 'once' }
 */
export function readFafdmOptions(
  given: JsonValue,
  known: readonly ReadingOption[],
  issues: SetupIssue[],
): Record<string, string> {
  const options: Record<string, string> = {};
  if (!isJsonObject(given)) {
    issues.push({ path: ['options'], expected: 'a mapping of options, key: value' });
    return options;
  }
  for (const [key, value] of Object.entries(given).sort(([x], [y]) => (x < y ? -1 : x > y ? 1 : 0))) {
    const o = known.find((op) => op.key === key);
    if (!o)
      issues.push({
        path: ['options', key],
        expected: `a fafdm option: ${known.map((op) => op.key).join(', ')}`,
      });
    else if (typeof value !== 'string' || !o.values.includes(value))
      issues.push({
        path: ['options', key],
        expected: `one of ${o.values.join(', ')} (got ${showJson(value)})`,
      });
    else options[key] = value;
  }
  return options;
}
