import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Argv } from 'yargs';
import { DEFAULT_DRIFT_TOLERANCE } from '../drift/DriftTolerance.ts';
import { readResultsFile, ResultsFileError } from '../report/readResultsFile.ts';
import type { Results } from '../sim/Results.ts';
import { UsageError } from './UsageError.ts';
import { terminalWidth, WIDE_OPTION } from './terminalWidth.ts';

type Args = Record<string, unknown>;

/** A run folder (holding results.json) or a results file itself, read and checked. */
function results(flag: string, given: unknown): { path: string; results: Results } {
  const text = typeof given === 'string' ? given : '';
  if (!text || !existsSync(text))
    throw new UsageError(`${flag} must be a run's folder or its results.json (got "${text}")`);
  const path = statSync(text).isDirectory() ? join(text, 'results.json') : text;
  try {
    return { path, results: readResultsFile(path) };
  } catch (error) {
    if (error instanceof ResultsFileError) throw new UsageError(error.message);
    throw error;
  }
}

/** A positive number flag ("1.5", "2%"), within `max`. */
function amount(flag: string, raw: unknown, fallback: number, max: number, unit: string): number {
  if (raw === undefined) return fallback;
  // A flag given twice arrives as a list, which then fails the pattern with its JSON shown.
  const given = typeof raw === 'string' ? raw : JSON.stringify(raw);
  const text = given.trim().replace(/(%|pp)$/, '');
  const v = /^\d+(\.\d+)?$/.test(text) ? Number(text) : NaN;
  if (!(v >= 0 && v <= max))
    throw new UsageError(
      `--${flag} must be a number${unit ? ` of ${unit}` : ''} from 0 to ${max} (got "${given}")`,
    );
  return v;
}

async function drift(argv: Args): Promise<void> {
  const tolerance = {
    proportionPoints: amount(
      'tolerance',
      argv.tolerance,
      DEFAULT_DRIFT_TOLERANCE.proportionPoints,
      100,
      'percentage points',
    ),
    meanPercent: amount(
      'mean-tolerance',
      argv['mean-tolerance'],
      DEFAULT_DRIFT_TOLERANCE.meanPercent,
      1000,
      'percent',
    ),
  };
  const alpha = amount('alpha', argv.alpha, 0.05, 1, '');
  if (!(alpha > 0 && alpha < 1))
    throw new UsageError(
      `--alpha must lie strictly between 0 and 1 (got "${typeof argv.alpha === 'string' ? argv.alpha : ''}")`,
    );
  const run = results('<run-dir>', argv['run-dir']);
  const reference = results('--against', argv.against);
  // Loaded here, not at the top: the other commands should not wait for the statistics modules.
  const [{ DriftMismatchError }, { driftResults }, { formatDrift }] = await Promise.all([
    import('../drift/DriftMismatchError.ts'),
    import('../drift/driftResults.ts'),
    import('../drift/formatDrift.ts'),
  ]);
  const report = ((): ReturnType<typeof driftResults> => {
    try {
      return driftResults(run.results, reference.results, { tolerance, alpha });
    } catch (error) {
      if (error instanceof DriftMismatchError) throw new UsageError(error.message);
      throw error;
    }
  })();
  process.stdout.write(
    argv.json === true
      ? `${JSON.stringify(report, null, 2)}\n`
      : formatDrift(report, run.path, reference.path, terminalWidth(argv.wide === true)),
  );
  if (report.drifted > 0) process.exitCode = 1;
}

/**
 * Registers `drift <run-dir> --against <results.json>`: compares every metric of every cell of a run with a
 * reference run of the same experiment and exits 1 when a difference is significant after Holm's correction
 * and beyond the tolerance.
 *
 * @example cli = driftCommand(cli); // triggernometry drift reports/duel-skills/<run-id> --against experiments/reference/duel-skills.json
 */
export function driftCommand(cli: Argv): Argv {
  return cli.command(
    'drift <run-dir>',
    "compare a run's every metric with a reference run of the same experiment: did the balance move?",
    (y) =>
      y
        .positional('run-dir', { type: 'string', describe: 'the folder of a run (or its results.json)' })
        .option('against', {
          type: 'string',
          demandOption: true,
          describe:
            'the reference: a results.json of the same experiment (e.g. experiments/reference/<study>.json)',
        })
        .option('tolerance', {
          type: 'string',
          describe: `proportions: the largest difference that is no drift, in percentage points (default ${DEFAULT_DRIFT_TOLERANCE.proportionPoints})`,
        })
        .option('mean-tolerance', {
          type: 'string',
          describe: `means: the largest difference that is no drift, in percent of the reference mean (default ${DEFAULT_DRIFT_TOLERANCE.meanPercent})`,
        })
        .option('alpha', {
          type: 'string',
          describe: "Holm's family-wise error rate over all comparisons (default 0.05)",
        })
        .option('json', { type: 'boolean', describe: 'print the whole report as JSON' })
        .option('wide', WIDE_OPTION)
        .example(
          '$0 drift reports/duel-skills/<run-id> --against experiments/reference/duel-skills.json',
          'the nightly check of one study',
        )
        .example(
          '$0 drift new-run --against old-run --tolerance 0.5 --mean-tolerance 1',
          'tighter tolerances',
        )
        .example('$0 drift new-run --against old-run --json', 'every comparison as JSON')
        .epilog(
          'Each difference (run - reference) has a 95% interval: Newcombe for proportions (in percentage points), ' +
            'Welch for means; the two runs are taken as independent samples. p-values are Holm-adjusted over ' +
            'all comparisons. A difference drifts when it is significant after Holm and larger than the ' +
            'tolerance. Exit codes: 0 no drift, 1 drift, 2 a bad flag or runs of different experiments. When ' +
            'the ruleset hashes differ the rules changed since the reference was made: if intended, regenerate ' +
            'the references on purpose (npm run references). See docs/drift.md.',
        ),
    (argv) => drift(argv as Args),
  );
}
