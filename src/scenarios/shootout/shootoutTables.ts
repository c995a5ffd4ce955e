import { SimError } from '../../sim/SimError.ts';
import { compileTable, type CompileTableOptions } from './table/compileTable.ts';
import { loadTableSpec } from './table/loadTableSpec.ts';
import type { Table } from './table/Table.ts';
import type { TableSpec } from './table/TableSpec.ts';

const specs = new Map<string, { spec: TableSpec } | { error: string }>();
const tables = new Map<string, Table>();

/**
 * The checked table file a shootout names (a shipped table's name or a path), read once per process; or
 * the problem with it, in words that name the file and what is wrong.
 *
 * @example shootoutTableSpec('main-street') // { spec }
 */
export function shootoutTableSpec(name: string): { spec: TableSpec } | { error: string } {
  let known = specs.get(name);
  if (!known) {
    try {
      known = { spec: loadTableSpec(name) };
    } catch (error) {
      if (!(error instanceof SimError)) throw error;
      known = { error: error.message };
    }
    specs.set(name, known);
  }
  return known;
}

/**
 * The compiled table a shootout cell plays on, compiled once per process for each name and reach.
 *
 * @example shootoutTable('bank', { coverReach: 1 }).canSee(0, 0, 10, 10)
 */
export function shootoutTable(name: string, options: CompileTableOptions): Table {
  const key = `${name}|${options.coverReach ?? ''}`;
  let table = tables.get(key);
  if (!table) {
    const read = shootoutTableSpec(name);
    if ('error' in read) throw new RangeError(read.error);
    table = compileTable(read.spec, options);
    tables.set(key, table);
  }
  return table;
}
