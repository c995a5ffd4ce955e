import type { CoolCompare, CoolnessReadings, ShockedModifier } from '../../rules/fafdm/coolnessTest.ts';
import { DEFAULT_COOLNESS_READINGS } from '../../rules/fafdm/coolnessTest.ts';
import type { OptionValues, ReadingOption } from '../OddsMechanic.ts';
import { choiceValue } from '../paramValue.ts';

const SHOCKED: readonly ShockedModifier[] = ['each-die', 'higher-die'];
const COMPARE: readonly CoolCompare[] = ['greater', 'greater-or-equal'];

/** Readings of For A Few Dice More's coolness and panic tests, as `--option` keys. */
export const COMPARE_OPTION: ReadingOption = {
  key: 'fafdm.coolCompare',
  values: COMPARE,
  default: DEFAULT_COOLNESS_READINGS.compare,
  describe: 'a die counts as over the coolness score when greater (default), or when greater or equal',
  entry: 'fafdm-coolness-compare.md',
};

export const SHOCKED_OPTION: ReadingOption = {
  key: 'fafdm.shocked',
  values: SHOCKED,
  default: DEFAULT_COOLNESS_READINGS.shocked,
  describe: "a shocked character's +1 goes on each die (default), or on the higher die only",
  entry: 'fafdm-shocked-modifier.md',
};

/** The coolness readings selected by the `fafdm.*` options. */
export function coolnessReadingsFrom(options: OptionValues): CoolnessReadings {
  return {
    shocked: choiceValue(options, SHOCKED_OPTION.key, SHOCKED, DEFAULT_COOLNESS_READINGS.shocked),
    compare: choiceValue(options, COMPARE_OPTION.key, COMPARE, DEFAULT_COOLNESS_READINGS.compare),
  };
}
