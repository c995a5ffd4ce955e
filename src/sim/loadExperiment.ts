import { checkExperiment } from './checkExperiment.ts';
import type { Experiment } from './Experiment.ts';
import { readYamlFile } from './readYamlFile.ts';

/**
 * Reads an experiment file (YAML, or JSON, which YAML reads too), checks it and builds its cells. Every
 * error names the file, the path inside it, its line and what was expected; the thrown {@link SimError}
 * holds them all.
 *
 * @example loadExperiment('experiments/duel-weapon-range.yaml').cells.length
 */
export function loadExperiment(file: string): Experiment {
  const { value, locate } = readYamlFile(file, 'experiment file');
  return checkExperiment(value, file, locate);
}
