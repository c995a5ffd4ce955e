import { STAMPEDE_CHECK, type StampedeTable } from '../tables/stampedeCheck.ts';
import type { StampedeReadings } from './StampedeReadings.ts';

const NONE: readonly StampedeTable[] = [];
const TABLE_1: readonly StampedeTable[] = [STAMPEDE_CHECK.table1];
const TABLE_2: readonly StampedeTable[] = [STAMPEDE_CHECK.table2];
const BOTH: readonly StampedeTable[] = [STAMPEDE_CHECK.table1, STAMPEDE_CHECK.table2];

/**
 * The tables gunfire `inches` from the nearest animal of a herd throws on (000 "Stampede Procedure": "If that
 * distance is 12” or greater, don’t bother to check. If the distance is 12” or less, roll 1 D6 on table 2. If
 * the distance is 6” or less, roll 1 D6 on table 1."): none beyond 12", one table, or both under
 * `tables=both`. Allocates nothing.
 *
 * @example stampedeTables(9, DEFAULT_STAMPEDE_READINGS)[0] === STAMPEDE_CHECK.table2
 */
export function stampedeTables(inches: number, r: StampedeReadings): readonly StampedeTable[] {
  const far = STAMPEDE_CHECK.table2.withinInches;
  if (inches > far || (inches === far && r.twelveInches === 'no-check')) return NONE;
  if (inches > STAMPEDE_CHECK.table1.withinInches) return r.tables === 'swapped' ? TABLE_1 : TABLE_2;
  return r.tables === 'swapped' ? TABLE_2 : r.tables === 'both' ? BOTH : TABLE_1;
}
