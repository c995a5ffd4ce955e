import type { OptionValues, ReadingOption } from '../OddsMechanic.ts';
import { choiceValue } from '../paramValue.ts';
import {
  DEFAULT_STAMPEDE_READINGS,
  type StampedeReadings,
} from '../../rules/rwnn/stampede/StampedeReadings.ts';

const TABLES: readonly StampedeReadings['tables'][] = ['as-printed', 'swapped', 'both'];
const TWELVE: readonly StampedeReadings['twelveInches'][] = ['check', 'no-check'];
const REACH: readonly StampedeReadings['dynamiteReach'][] = ['any-distance', 'checking-distance'];

/**
 * How far dynamite stampedes a herd, as an `--option`: listed where dynamite can go off near one (`odds
 * stampede-trigger --dynamite`, a shootout's table), not by the stampede scenario, which has no dynamite.
 */
export const DYNAMITE_REACH_OPTION: ReadingOption = {
  key: 'stampede.dynamiteReach',
  values: REACH,
  default: DEFAULT_STAMPEDE_READINGS.dynamiteReach,
  describe:
    'dynamite going off stampedes a herd at any distance, or only within the 12" at which gunfire is checked',
  entry: 'stampede-dynamite-reach.md',
};

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
    dynamiteReach: choiceValue(o, 'stampede.dynamiteReach', REACH, DEFAULT_STAMPEDE_READINGS.dynamiteReach),
  };
}
