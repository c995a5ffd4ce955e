import {
  type Check,
  isCount,
  isNumber,
  isObject,
  isString,
  readJsonObject,
} from '../report/readResultsFile.ts';
import type { BalanceResults } from './BalanceResults.ts';

const isPair: Check = (v) => Array.isArray(v) && v.length === 2 && v.every(isNumber);
const isPairOrNull: Check = (v) => v === null || isPair(v);

/**
 * Reads and checks a balance search's balance.json: the format tag and every field its report reads (the
 * question, the design, each slice's crossing, bracket and curve, the provenance). Throws a
 * ResultsFileError naming the file and the first field that is wrong.
 *
 * @example const results = readBalanceFile('reports/duel-skill-dice/balance-a.extraDice-pAWins-seed-1/balance.json');
 */
export function readBalanceFile(path: string): BalanceResults {
  const { c, data: r } = readJsonObject(
    path,
    'give the folder of a balance search (where `triggernometry balance` wrote balance.json)',
  );
  c.field(
    r,
    'format',
    '',
    (v) => v === 'triggernometry/balance@1',
    'triggernometry/balance@1 (results of `triggernometry balance`)',
  );
  for (const f of ['experiment', 'description', 'scenario', 'seed', 'axis', 'metric'])
    c.field(r, f, '', isString, 'a string');
  c.field(
    r,
    'values',
    '',
    (v) => Array.isArray(v) && v.length >= 2 && v.every(isNumber),
    'a list of numbers',
  );
  c.field(r, 'metricKind', '', (v) => v === 'proportion' || v === 'mean', 'proportion or mean');
  c.field(r, 'trials', '', isCount, 'a count');
  c.field(r, 'command', '', (v) => v === undefined || isString(v), 'a string');
  const d = c.object(r, 'design', '');
  for (const f of ['target', 'precision']) c.field(d, f, 'design', isNumber, 'a number');
  for (const f of ['firstTrials', 'maxTrials']) c.field(d, f, 'design', isCount, 'a count');
  c.field(d, 'design', 'design', (v) => v === 'sequential' || v === 'grid', 'sequential or grid');
  const slices = c.list(r, 'slices', '');
  if (slices.length === 0) c.fail('slices', 'a list of at least one slice');
  slices.forEach((s, i) => {
    const at = `slices[${i}]`;
    c.field(s, 'key', at, isString, 'a string');
    const res = c.object(s, 'result', at);
    const rat = `${at}.result`;
    const crossing = c.field(res, 'crossing', rat, (v) => v === null || isObject(v), 'an object or null');
    if (crossing !== null) {
      c.field(crossing as Record<string, unknown>, 'estimate', `${rat}.crossing`, isNumber, 'a number');
      c.field(crossing as Record<string, unknown>, 'ci95', `${rat}.crossing`, isPair, 'two numbers');
    }
    c.field(res, 'bracket', rat, isPairOrNull, 'two numbers or null');
    c.field(
      res,
      'direction',
      rat,
      (v) => v === null || v === 'rising' || v === 'falling',
      'rising, falling or null',
    );
    c.field(res, 'trials', rat, isCount, 'a count');
    c.field(res, 'converged', rat, (v) => typeof v === 'boolean', 'true or false');
    c.field(res, 'note', rat, (v) => v === null || isString(v), 'a string or null');
    c.list(res, 'points', rat).forEach((p, j) => {
      const pat = `${rat}.points[${j}]`;
      for (const f of ['value', 'estimate']) c.field(p, f, pat, isNumber, 'a number');
      c.field(p, 'trials', pat, isCount, 'a count');
      c.field(p, 'ci95', pat, isPair, 'two numbers');
    });
  });
  const p = c.object(r, 'provenance', '');
  for (const f of ['version', 'rulesetHash']) c.field(p, f, 'provenance', isString, 'a string');
  c.field(p, 'gitCommit', 'provenance', (v) => v === null || isString(v), 'a string or null');
  // Checked field by field above: the report reads nothing else.
  return r as unknown as BalanceResults;
}
