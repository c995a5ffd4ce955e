import { existsSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { PACKAGE_ROOT } from '../sim/toolInfo.ts';
import { UsageError } from './UsageError.ts';

const EXTENSIONS = ['.yaml', '.yml', '.json'];

/**
 * The experiment file a command names: a path, or the name of a study shipped in experiments/
 * (`duel-skills` for experiments/duel-skills.yaml). A name that is neither is a usage error.
 *
 * @example resolveExperimentFile('duel-skills') // 'experiments/duel-skills.yaml' from the package folder
 */
export function resolveExperimentFile(given: string): string {
  if (existsSync(given) && statSync(given).isFile()) return given;
  if (/^[a-z0-9][a-z0-9-]*$/.test(given))
    for (const ext of EXTENSIONS) {
      const shipped = join(PACKAGE_ROOT, 'experiments', `${given}${ext}`);
      if (existsSync(shipped)) return relative(process.cwd(), shipped) || shipped;
    }
  throw new UsageError(
    `no experiment file "${given}" (nor a shipped experiment of that name: see triggernometry list experiments)`,
  );
}
