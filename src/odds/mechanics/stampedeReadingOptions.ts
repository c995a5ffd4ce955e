import type { OptionValues, ReadingOption } from '../OddsMechanic.ts';
import { choiceValue } from '../paramValue.ts';
import {
  DEFAULT_STAMPEDE_READINGS,
  type StampedeReadings,
} from '../../rules/rwnn/stampede/StampedeReadings.ts';

const TABLES: readonly StampedeReadings['tables'][] = ['as-printed', 'swapped', 'both'];
const TWELVE: readonly StampedeReadings['twelveInches'][] = ['check', 'no-check'];

/** The readings of 000's "Stampede Procedure" distances, as `--option` keys, each with its register entry. */
export const STAMPEDE_READING_OPTIONS: readonly ReadingOption[] = [
  {
    key: 'stampede.tables',
    values: TABLES,
    default: DEFAULT_STAMPEDE_READINGS.tables,
    describe:
      'gunfire 6" or less throws on table 1 and farther on table 2, as printed; the tables swapped; or 6" or less on both',
    entry: 'stampede-table-by-distance.md',
  },
  {
    key: 'stampede.twelveInches',
    values: TWELVE,
    default: DEFAULT_STAMPEDE_READINGS.twelveInches,
    describe: 'gunfire exactly 12" away: checked on table 2 ("12” or less"), or not ("12” or greater")',
    entry: 'stampede-twelve-inches.md',
  },
];

/** The stampede readings the options select. @example stampedeReadingsFrom({ 'stampede.tables': 'both' }) */
export function stampedeReadingsFrom(o: OptionValues): StampedeReadings {
  return {
    tables: choiceValue(o, 'stampede.tables', TABLES, DEFAULT_STAMPEDE_READINGS.tables),
    twelveInches: choiceValue(o, 'stampede.twelveInches', TWELVE, DEFAULT_STAMPEDE_READINGS.twelveInches),
  };
}
