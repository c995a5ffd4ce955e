import { readFileSync } from 'node:fs';
import type { Results } from '../sim/Results.ts';

/**
 * A results.json that cannot be reported: missing, not JSON, of another format, or without a field the
 * report reads. The message names the file and the field; the command line prints it as one line.
 *
 * @example throw new ResultsFileError('run/results.json: cells[2].tally.metrics must be an object')
 */
export class ResultsFileError extends Error {
  override readonly name = 'ResultsFileError';
}

export type Check = (v: unknown) => boolean;
export const isObject: Check = (v) => typeof v === 'object' && v !== null && !Array.isArray(v);
export const isString: Check = (v) => typeof v === 'string';
export const isNumber: Check = (v) => typeof v === 'number' && Number.isFinite(v);
export const isCount: Check = (v) => typeof v === 'number' && Number.isInteger(v) && v >= 0;

/** Checks the fields a report reads, naming the first that is wrong. @example new Checker(path).field(o, 'seed', '', isString, 'a string') */
export class Checker {
  constructor(private readonly file: string) {}

  fail(path: string, expected: string): never {
    throw new ResultsFileError(`${this.file}: ${path} must be ${expected}`);
  }

  field(o: Record<string, unknown>, key: string, path: string, check: Check, expected: string): unknown {
    const v = o[key];
    if (!check(v)) this.fail(`${path}${path ? '.' : ''}${key}`, expected);
    return v;
  }

  object(o: Record<string, unknown>, key: string, path: string): Record<string, unknown> {
    return this.field(o, key, path, isObject, 'an object') as Record<string, unknown>;
  }

  list(o: Record<string, unknown>, key: string, path: string): Record<string, unknown>[] {
    const v = this.field(o, key, path, Array.isArray, 'a list') as unknown[];
    v.forEach((x, i) => {
      if (!isObject(x)) this.fail(`${path}${path ? '.' : ''}${key}[${i}]`, 'an object');
    });
    return v as Record<string, unknown>[];
  }

  tally(t: Record<string, unknown>, path: string): void {
    for (const k of ['n', 'sum', 'sumSquares']) this.field(t, k, path, isNumber, 'a number');
    if (t.histogram === undefined) return;
    const h = this.object(t, 'histogram', path);
    const at = `${path}.histogram`;
    this.field(h, 'lower', at, isNumber, 'a number');
    this.field(h, 'width', at, (v) => isNumber(v) && (v as number) > 0, 'a number above 0');
    this.field(h, 'counts', at, (v) => Array.isArray(v) && v.every(isCount), 'a list of counts');
    this.field(h, 'underflow', at, isCount, 'a count');
    this.field(h, 'overflow', at, isCount, 'a count');
  }
}

/**
 * Reads a report's JSON file into an object and a {@link Checker} for its fields; a missing file (with
 * `hint` saying what to give instead), an unreadable one, bad JSON or a non-object is a {@link ResultsFileError}.
 *
 * @example const { c, data } = readJsonObject('out/balance.json', 'give the folder of a balance search');
 */
export function readJsonObject(
  path: string,
  hint: string,
): { readonly c: Checker; readonly data: Record<string, unknown> } {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new ResultsFileError(
      code === 'ENOENT' ? `${path} not found: ${hint}` : `${path} cannot be read (${code ?? String(error)})`,
    );
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new ResultsFileError(`${path} is not valid JSON (${(error as Error).message})`);
  }
  const c = new Checker(path);
  if (!isObject(data)) c.fail('the file', 'a JSON object');
  return { c, data: data as Record<string, unknown> };
}

/**
 * Reads and checks a run's results.json: the format tag and every field the report reads (experiment,
 * seed, digest, metrics, axes, cells with their tallies and convergence series, comparisons with theirs,
 * provenance), and that each comparison names cells of the run. Throws a {@link ResultsFileError} naming
 * the first problem.
 *
 * @example const results = readResultsFile('reports/duel-skills/seed-1-3fa9c2e81b07/results.json');
 */
export function readResultsFile(path: string): Results {
  const { c, data: r } = readJsonObject(
    path,
    'give the folder of a run (where `triggernometry run` wrote results.json)',
  );
  c.field(
    r,
    'format',
    '',
    (v) => v === 'triggernometry/results@1',
    'triggernometry/results@1 (results of `triggernometry run`)',
  );
  const experiment = c.object(r, 'experiment', '');
  c.field(experiment, 'name', 'experiment', isString, 'a string');
  c.field(experiment, 'scenario', 'experiment', isString, 'a string');
  c.field(r, 'seed', '', (v) => isString(v) || isNumber(v), 'an integer or a token');
  c.field(r, 'digest', '', isString, 'a string');
  c.field(r, 'complete', '', (v) => typeof v === 'boolean', 'true or false');
  c.list(r, 'metrics', '').forEach((m, i) => {
    c.field(m, 'name', `metrics[${i}]`, isString, 'a string');
    c.field(m, 'kind', `metrics[${i}]`, (v) => v === 'proportion' || v === 'mean', 'proportion or mean');
  });
  c.list(r, 'axes', '').forEach((a, i) => {
    c.field(a, 'name', `axes[${i}]`, isString, 'a string');
    c.field(a, 'values', `axes[${i}]`, Array.isArray, 'a list');
  });
  const keys = new Set<string>();
  const cells = c.list(r, 'cells', '');
  if (cells.length === 0) c.fail('cells', 'a list of at least one cell');
  cells.forEach((cell, i) => {
    const at = `cells[${i}]`;
    keys.add(c.field(cell, 'key', at, isString, 'a string') as string);
    c.object(cell, 'params', at);
    c.object(cell, 'setup', at);
    c.field(cell, 'trials', at, isCount, 'a count');
    const metrics = c.object(c.object(cell, 'tally', at), 'metrics', `${at}.tally`);
    for (const name of Object.keys(metrics))
      c.tally(c.object(metrics, name, `${at}.tally.metrics`), `${at}.tally.metrics.${name}`);
    // Results written before the runner recorded convergence series have none.
    if (cell.convergence === undefined) return;
    c.list(cell, 'convergence', at).forEach((point, j) => {
      const pat = `${at}.convergence[${j}]`;
      c.field(point, 'trials', pat, isCount, 'a count');
      const tallies = c.object(point, 'metrics', pat);
      for (const name of Object.keys(tallies))
        c.tally(c.object(tallies, name, `${pat}.metrics`), `${pat}.metrics.${name}`);
    });
  });
  c.list(r, 'comparisons', '').forEach((k, i) => {
    const at = `comparisons[${i}]`;
    for (const f of ['comparison', 'axis']) c.field(k, f, at, isString, 'a string');
    for (const f of ['baseline', 'variant'])
      c.field(k, f, at, (v) => isString(v) && keys.has(v as string), 'the key of a cell of this run');
    const differences = c.object(c.object(k, 'tally', at), 'differences', `${at}.tally`);
    for (const name of Object.keys(differences))
      c.tally(c.object(differences, name, `${at}.tally.differences`), `${at}.tally.differences.${name}`);
  });
  c.list(r, 'charts', '').forEach((k, i) => {
    const at = `charts[${i}]`;
    c.field(
      k,
      'type',
      at,
      (v) => ['bar', 'line', 'point', 'heatmap'].includes(v as string),
      'bar, line, point or heatmap',
    );
    for (const f of ['metric', 'x']) c.field(k, f, at, isString, 'a string');
    for (const f of ['color', 'facet', 'title', 'comparison'])
      c.field(k, f, at, (v) => v === undefined || isString(v), 'a string');
  });
  const p = c.object(r, 'provenance', '');
  for (const f of ['version', 'rulesetHash', 'experimentHash', 'experimentFile'])
    c.field(p, f, 'provenance', isString, 'a string');
  c.field(
    c.object(p, 'trials', 'provenance'),
    'kind',
    'provenance.trials',
    (v) => v === 'fixed' || v === 'precision',
    'fixed or precision',
  );
  // Checked field by field above: the adapter reads nothing else.
  return r as unknown as Results;
}
