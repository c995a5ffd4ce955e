import { shippedExperimentFile } from '../sim/shippedExperimentFile.ts';
import { UsageError } from './UsageError.ts';

/**
 * The experiment file a command names: a path, or the name of a study shipped in experiments/
 * (`duel-skills` for experiments/duel-skills.yaml). A name that is neither is a usage error.
 *
 * @example resolveExperimentFile('duel-skills') // 'experiments/duel-skills.yaml' from the package folder
 */
export function resolveExperimentFile(given: string): string {
  const file = shippedExperimentFile(given);
  if (file === null)
    throw new UsageError(
      `no experiment file "${given}" (nor a shipped experiment of that name: see triggernometry list experiments)`,
    );
  return file;
}
