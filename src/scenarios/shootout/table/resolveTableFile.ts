import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { SimError } from '../../../sim/SimError.ts';
import { PACKAGE_ROOT } from '../../../sim/toolInfo.ts';

const EXTENSIONS = ['.yaml', '.yml', '.json'];
/** Where the shipped tables live, in the package. */
const SHIPPED = join(PACKAGE_ROOT, 'experiments', 'tables');

/**
 * The names of the tables shipped in experiments/tables/, sorted.
 *
 * @example shippedTableNames() // ['bank', 'corral', 'main-street', 'woods']
 */
export function shippedTableNames(): string[] {
  if (!existsSync(SHIPPED)) return [];
  return readdirSync(SHIPPED)
    .filter((f) => EXTENSIONS.some((e) => f.endsWith(e)))
    .map((f) => f.replace(/\.(yaml|yml|json)$/, ''))
    .sort();
}

/**
 * The table file a name or path means: an existing file as given, or a bare name (`main-street`) read from
 * the package's experiments/tables/ (`.yaml`, `.yml` or `.json`), wherever the command runs from. Anything
 * else is an invalid-experiment {@link SimError} naming the shipped tables.
 *
 * @example resolveTableFile('bank') // 'experiments/tables/bank.yaml' from the package folder
 */
export function resolveTableFile(given: string): string {
  if (existsSync(given) && statSync(given).isFile()) return given;
  if (/^[a-z0-9][a-z0-9-]*$/.test(given))
    for (const ext of EXTENSIONS) {
      const shipped = join(SHIPPED, `${given}${ext}`);
      if (existsSync(shipped)) return relative(process.cwd(), shipped) || shipped;
    }
  const expected = `a table file, or one of the shipped tables: ${shippedTableNames().join(', ')}`;
  throw new SimError('invalid-experiment', `no table "${given}": ${expected}`, [
    { file: given, path: '', expected },
  ]);
}
