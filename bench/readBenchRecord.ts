import { readFileSync } from 'node:fs';
import { UsageError } from '../src/cli/UsageError.ts';
import { BENCH_FORMAT, type BenchRecord } from './BenchRecord.ts';

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Reads a bench record (the baseline, or a results.json kept from a nightly run) and checks the fields
 * `--check` reads, throwing a {@link UsageError} that names the file and the first wrong field.
 *
 * @example const baseline = readBenchRecord('bench/baseline.json');
 */
export function readBenchRecord(path: string): BenchRecord {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new UsageError(
      code === 'ENOENT'
        ? `no baseline at ${path}: make one with \`npm run bench -- --update-baseline\``
        : `${path} cannot be read (${code ?? String(error)})`,
    );
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new UsageError(`${path} is not valid JSON (${(error as Error).message})`);
  }
  const fail = (what: string): never => {
    throw new UsageError(
      `${path}: ${what} (a baseline is written by \`npm run bench -- --update-baseline\`)`,
    );
  };
  if (!isObject(data) || data.format !== BENCH_FORMAT) return fail(`format must be ${BENCH_FORMAT}`);
  if (!Array.isArray(data.figures)) return fail('figures must be a list');
  data.figures.forEach((f: unknown, i) => {
    if (!isObject(f)) return fail(`figures[${i}] must be an object`);
    for (const k of ['name', 'unit', 'group'])
      if (typeof f[k] !== 'string') fail(`figures[${i}].${k} must be a string`);
    if (typeof f.value !== 'number') fail(`figures[${i}].value must be a number`);
    for (const k of ['biggerIsBetter', 'checked'])
      if (typeof f[k] !== 'boolean') fail(`figures[${i}].${k} must be true or false`);
    const r = f.ratio;
    if (r !== undefined && !(isObject(r) && typeof r.floor === 'string' && typeof r.value === 'number'))
      fail(`figures[${i}].ratio must be { floor, value }`);
  });
  // Checked field by field above: --check reads nothing else.
  return data as unknown as BenchRecord;
}
