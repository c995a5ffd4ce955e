import { readYamlFile } from '../../../sim/readYamlFile.ts';
import { checkTableSpec } from './checkTableSpec.ts';
import { resolveTableFile } from './resolveTableFile.ts';
import type { TableSpec } from './TableSpec.ts';

/**
 * Reads and checks a table file (YAML, or JSON, which YAML reads too), named by path or by the name of a
 * shipped table (see resolveTableFile). Every error names the file, the path inside it, its line and what
 * was expected; the thrown SimError (kind `invalid-experiment`) holds them all.
 *
 * @example loadTableSpec('corral').pieces.length
 */
export function loadTableSpec(nameOrPath: string): TableSpec {
  const file = resolveTableFile(nameOrPath);
  const { value, locate } = readYamlFile(file, 'table file');
  return checkTableSpec(value, file, locate);
}
