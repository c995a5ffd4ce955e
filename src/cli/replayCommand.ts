import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Argv } from 'yargs';
import { deriveStreamKey } from '../dice/StreamKey.ts';
import { readResultsFile, ResultsFileError } from '../report/readResultsFile.ts';
import type { Results } from '../sim/Results.ts';
import { UsageError } from './UsageError.ts';

type Args = Record<string, unknown>;

function readRun(runDir: string): Results {
  if (!runDir || !existsSync(runDir) || !statSync(runDir).isDirectory())
    throw new UsageError(`<run-dir> must be the folder of a run, holding results.json (got "${runDir}")`);
  try {
    return readResultsFile(join(runDir, 'results.json'));
  } catch (error) {
    if (error instanceof ResultsFileError) throw new UsageError(error.message);
    throw error;
  }
}

async function run(argv: Args): Promise<void> {
  const results = readRun(typeof argv['run-dir'] === 'string' ? argv['run-dir'] : '');
  const keys = results.cells.map((c) => c.key);
  const cellKey = typeof argv.cell === 'string' ? argv.cell : keys.length === 1 ? keys[0]! : '';
  const cell = results.cells.find((c) => c.key === cellKey);
  if (!cell)
    throw new UsageError(
      `--cell must name a cell of this run: ${keys.slice(0, 12).join(', ')}${keys.length > 12 ? ', ...' : ''} (got "${cellKey}")`,
    );
  const trial = argv.trial;
  if (typeof trial !== 'number' || !Number.isInteger(trial) || trial < 0 || trial >= cell.trials)
    throw new UsageError(
      `--trial must be a whole number from 0 to ${cell.trials - 1}, a trial this cell played (got ${String(trial)})`,
    );
  // Loaded here, not at the top: the scenarios' modules would slow every command's start (odds above all).
  const { scenarioNamed } = await import('../scenarios/scenarioRegistry.ts');
  const scenario = scenarioNamed(results.experiment.scenario);
  if (!scenario?.narrate)
    throw new UsageError(`the ${results.experiment.scenario} scenario cannot narrate a trial yet`);
  const key = deriveStreamKey(results.seed, cell.stream);
  const { lines, values } = scenario.narrate(cell.setup, key, trial);
  // The fast run of the same trial, to show the story is the run's own.
  const { metricsOfSetup } = await import('../scenarios/metricsOfSetup.ts');
  const named = metricsOfSetup(scenario, cell.setup);
  const fast = new Float64Array(named.length);
  scenario.prepare(cell.setup).play(key, trial, fast);
  const same = fast.every((v, i) => v === values[i]);
  const out = [
    `${results.experiment.name}, cell ${cell.key}, trial ${trial} (seed ${String(results.seed)}, stream ${cell.stream.length > 60 ? `${cell.stream.slice(0, 57)}...` : cell.stream})`,
    cell.description,
    '',
    ...lines,
    '',
    `Metrics: ${named.map((m, i) => `${m.name}=${values[i]}`).join(', ')}`,
    same
      ? 'The fast run of this trial gives the same values.'
      : 'WARNING: the fast run of this trial gives different values; this is a bug, please report it.',
  ];
  process.stdout.write(`${out.join('\n')}\n`);
  if (!same) process.exitCode = 1;
}

/**
 * Registers `replay <run-dir> --cell K --trial N`: tells one trial of a run as a story (every card, roll,
 * decision and wound), played from the run's seed and the cell's stream alone, and checks it against the
 * fast run of the same trial.
 *
 * @example cli = replayCommand(cli); // triggernometry replay reports/shootout-first-gunfight/<run> --trial 41
 */
export function replayCommand(cli: Argv): Argv {
  return cli.command(
    'replay <run-dir>',
    "tell one trial of a run as a story, from the run's seed alone",
    (y) =>
      y
        .positional('run-dir', { type: 'string', describe: 'the folder of a run, holding results.json' })
        .option('cell', {
          type: 'string',
          describe: "the cell's key (see the run's summary); optional for one cell",
        })
        .option('trial', { type: 'number', demandOption: true, describe: 'the trial index, from 0' })
        .epilog(
          'The trial is replayed from (seed, cell stream, trial index) alone, so it is the very game the run ' +
            'tallied; the replay says so, comparing the story with a fast replay of the same trial.',
        )
        .example('$0 replay reports/shootout-first-gunfight/<run-id> --trial 41', 'the 42nd gunfight, told')
        .example(
          '$0 replay <run-dir> --cell "posse.figures.hero.class=legend" --trial 0',
          'one cell of a sweep',
        ),
    (argv) => run(argv as Args),
  );
}
