import { compileTable, type CompileTableOptions } from './compileTable.ts';
import { loadTableSpec } from './loadTableSpec.ts';
import type { Table } from './Table.ts';

/**
 * Reads, checks and compiles a table: `loadTable('main-street')` reads experiments/tables/main-street.yaml
 * from the package; a path reads that file. Invalid files throw a SimError naming every problem (see
 * loadTableSpec). Compile once per run (or per cell), not per trial: the table is read-only afterwards.
 *
 * @example loadTable('bank').position('bank-door')
 */
export function loadTable(nameOrPath: string, options: CompileTableOptions = {}): Table {
  return compileTable(loadTableSpec(nameOrPath), options);
}
