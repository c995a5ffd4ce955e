import type { OptionValues, ReadingOption } from '../../../odds/OddsMechanic.ts';
import { choiceValue } from '../../../odds/paramValue.ts';
import type { ReflexesCompare } from './reflexesTest.ts';

const COMPARE: readonly ReflexesCompare[] = ['under', 'at-or-under'];

/** 2.4's garbled results: a die passes lower than REF (default), or lower or equal (as 4.3.1's example). */
export const REFLEXES_OPTION: ReadingOption = {
  key: 'fafdm.reflexes',
  values: COMPARE,
  default: 'under',
  describe: 'a die of the reflexes test passes when lower than REF (2.4, default), or lower or equal',
  entry: 'fafdm-reflexes-test.md',
};

/** The reflexes reading selected by `fafdm.reflexes`. */
export function reflexesCompareFrom(options: OptionValues): ReflexesCompare {
  return choiceValue(options, REFLEXES_OPTION.key, COMPARE, 'under');
}
