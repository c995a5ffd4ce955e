import type { OptionValues, ReadingOption } from './OddsMechanic.ts';
import { choiceValue } from './paramValue.ts';

/**
 * The value of reading option `key` of `list` in `o`, or the option's first value (its default, as every
 * such list writes it). An unknown value is choiceValue's TypeError naming the key and the allowed values;
 * a key missing from the list is a bug.
 *
 * @example readingChoice(NERVE_READING_OPTIONS, { 'nerve.retest': 'once' }, 'nerve.retest') === 'once'
 */
export function readingChoice<T extends string>(
  list: readonly ReadingOption[],
  o: OptionValues,
  key: string,
): T {
  const spec = list.find((x) => x.key === key);
  if (!spec) throw new Error(`no reading option ${key}`);
  const allowed = spec.values as readonly T[];
  return choiceValue(o, key, allowed, allowed[0]!);
}
