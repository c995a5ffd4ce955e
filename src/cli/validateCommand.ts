import type { Argv } from 'yargs';
import type { Experiment } from '../sim/Experiment.ts';
import { resolveExperimentFile } from './resolveExperimentFile.ts';
import { UsageError } from './UsageError.ts';

/** A line saying what a valid experiment will run. */
function summary(e: Experiment): string {
  const t = e.trials;
  const trials =
    t.kind === 'fixed'
      ? `${t.trials} trials per cell`
      : `until ±${t.epsilon} on ${t.metrics.join(', ')} (checked every ${t.checkEvery}, at most ${t.maxTrials})`;
  const comparisons = e.comparisons.length ? `, ${e.comparisons.length} comparison(s)` : '';
  return `${e.name} (${e.scenario}): ${e.cells.length} cell(s), ${trials}, seed ${String(e.seed)}${comparisons}`;
}

async function validate(files: readonly string[]): Promise<void> {
  // Loaded here, not at the top: the other commands should not wait for the schema and YAML modules.
  const [{ loadExperiment }, { formatIssue, SimError }] = await Promise.all([
    import('../sim/loadExperiment.ts'),
    import('../sim/SimError.ts'),
  ]);
  let bad = 0;
  for (const given of files) {
    let file: string;
    try {
      file = resolveExperimentFile(given);
    } catch (error) {
      if (!(error instanceof UsageError)) throw error;
      process.stderr.write(`triggernometry: ${error.message}\n`);
      bad++;
      continue;
    }
    try {
      process.stdout.write(`ok ${file}: ${summary(loadExperiment(file))}\n`);
    } catch (error) {
      if (!(error instanceof SimError)) throw error;
      bad++;
      const lines = error.issues.length ? error.issues.map(formatIssue) : [error.message];
      process.stderr.write(lines.map((l) => `triggernometry: ${l}\n`).join(''));
    }
  }
  if (bad) process.exitCode = 2;
}

/**
 * Registers `validate <file..>`: checks experiment files without running them, printing every problem with
 * its file, path and line, and exits with code 2 when any file has one.
 *
 * @example cli = validateCommand(cli); // triggernometry validate experiments/*.yaml
 */
export function validateCommand(cli: Argv): Argv {
  return cli.command(
    'validate <files..>',
    'check experiment files against the format, their scenario and rulesets, without running them',
    (y) =>
      y
        .positional('files', {
          type: 'string',
          array: true,
          describe: 'experiment files, or names of shipped experiments',
        })
        .example('$0 validate experiments/duel-skills.yaml', 'one file')
        .example('$0 validate experiments/*.yaml', 'every shipped study')
        .epilog(
          'Each problem is printed as file:line: path: what was expected. The format: docs/experiments.md.',
        ),
    (argv) => validate(((argv.files as unknown[] | undefined) ?? []).map(String)),
  );
}
