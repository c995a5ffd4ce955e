import { checkTableSpec } from '../../../../src/scenarios/shootout/table/checkTableSpec.ts';
import {
  compileTable,
  type CompileTableOptions,
} from '../../../../src/scenarios/shootout/table/compileTable.ts';
import type { Table } from '../../../../src/scenarios/shootout/table/Table.ts';

/** A small hand-built table of 40" by 30" holding `pieces` (checked as a file would be), compiled. */
export function tableOf(
  pieces: readonly object[],
  options: CompileTableOptions = {},
  extra: object = {},
): Table {
  return compileTable(checkTableSpec({ name: 'test', size: [40, 30], pieces, ...extra }), options);
}
