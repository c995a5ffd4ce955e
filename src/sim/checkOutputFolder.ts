import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkFolder, FolderError } from './makeFolder.ts';
import type { Plan } from './Plan.ts';
import { SimError } from './SimError.ts';

/** The experiment and seed of the run whose results.json is in `dir`, or null when there is none to read. */
function runIn(dir: string): { name: string; seed: string } | null {
  let text: string;
  try {
    text = readFileSync(join(dir, 'results.json'), 'utf8');
  } catch {
    return null;
  }
  try {
    const r = JSON.parse(text) as { experiment?: { name?: unknown }; seed?: unknown };
    return { name: String(r.experiment?.name), seed: String(r.seed) };
  } catch {
    return { name: 'an unreadable results.json', seed: '?' };
  }
}

/**
 * Settles, before the first trial, that a run can write into `dir` (its `--out`, or its experiment's folder
 * under the reports folder): the folder exists or can be made (checked without leaving one behind), and it
 * does not hold another run's results, which the run would overwrite; the same experiment at the same seed
 * is the same run again and may. `force` lets it overwrite. Throws a one-line `bad-request` otherwise.
 *
 * @example checkOutputFolder('reports/x', plan, { flag: '--out', force: false })
 */
export function checkOutputFolder(dir: string, plan: Plan, how: { flag: string; force: boolean }): void {
  try {
    checkFolder(dir);
  } catch (error) {
    if (error instanceof FolderError) throw new SimError('bad-request', `${how.flag}: ${error.message}`);
    throw error;
  }
  const there = runIn(dir);
  if (!there || how.force) return;
  if (there.name !== plan.experiment.name || there.seed !== String(plan.seed))
    throw new SimError(
      'bad-request',
      `${how.flag} ${dir} holds a run of ${there.name} at seed ${there.seed}, not of ${plan.experiment.name} at seed ${String(plan.seed)}: choose another folder, or pass --force to overwrite it`,
    );
}
