import type { OptionValues, ReadingOption } from '../../../odds/OddsMechanic.ts';
import { choiceValue } from '../../../odds/paramValue.ts';
import type { CompileTableOptions } from './compileTable.ts';

const REACHES = ['one-inch', 'two-inches', 'line'] as const;
const INCHES: Readonly<Record<(typeof REACHES)[number], number>> = {
  'one-inch': 1,
  'two-inches': 2,
  line: Number.POSITIVE_INFINITY,
};

/**
 * The reading options of the table's geometry, each with its interpretation entry.
 *
 * @example TABLE_READING_OPTIONS[0]!.key === 'table.coverReach'
 */
export const TABLE_READING_OPTIONS: readonly ReadingOption[] = [
  {
    key: 'table.coverReach',
    values: REACHES,
    default: 'one-inch',
    describe: "cover is the target's when within an inch of him, two inches, or anywhere on the line of fire",
    entry: 'cover-near-target.md',
  },
];

/**
 * The compile options the table options select.
 *
 * @example tableOptionsFrom({ 'table.coverReach': 'line' }).coverReach === Infinity
 */
export function tableOptionsFrom(o: OptionValues): CompileTableOptions {
  return { coverReach: INCHES[choiceValue(o, 'table.coverReach', REACHES, 'one-inch')] };
}
