import { existsSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { PACKAGE_ROOT } from './toolInfo.ts';

const EXTENSIONS = ['.yaml', '.yml', '.json'];

/**
 * The file an experiment is named by: `given` itself when it is a file (a relative path is taken from the
 * caller's working directory), else the study of that name shipped in the package's experiments/ folder
 * (`duel-skills` for experiments/duel-skills.yaml), from any folder. Null when it is neither.
 *
 * @example shippedExperimentFile('duel-skills') // 'experiments/duel-skills.yaml' from the package folder
 */
export function shippedExperimentFile(given: string): string | null {
  if (existsSync(given) && statSync(given).isFile()) return given;
  if (/^[a-z0-9][a-z0-9-]*$/.test(given))
    for (const ext of EXTENSIONS) {
      const shipped = join(PACKAGE_ROOT, 'experiments', `${given}${ext}`);
      // Relative to the working directory, as a path given by hand would be: results record it.
      if (existsSync(shipped)) return relative(process.cwd(), shipped) || shipped;
    }
  return null;
}
