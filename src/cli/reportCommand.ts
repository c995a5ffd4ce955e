import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Argv } from 'yargs';
import { readResultsFile, ResultsFileError } from '../report/readResultsFile.ts';
import type { BalanceResults } from '../balance/BalanceResults.ts';
import type { ReportModel } from '../report/ReportModel.ts';
import { reportModelFromResults } from '../report/reportModelFromResults.ts';
import { checkFolder, FolderError } from '../sim/makeFolder.ts';
import { UsageError } from './UsageError.ts';

type Args = Record<string, unknown>;

/** A balance search's report, rebuilt from its balance.json. */
async function balanceReport(dir: string, out: string, png: boolean, quiet: boolean): Promise<void> {
  const { readBalanceFile } = await import('../balance/readBalanceFile.ts');
  let results: BalanceResults;
  try {
    results = readBalanceFile(join(dir, 'balance.json'));
  } catch (error) {
    if (error instanceof ResultsFileError) throw new UsageError(error.message);
    throw error;
  }
  const [{ buildBalanceReportFiles }, { writeReportDirectory }] = await Promise.all([
    import('../balance/buildBalanceReportFiles.ts'),
    import('../report/writeReportDirectory.ts'),
  ]);
  const files = await buildBalanceReportFiles(results, { png });
  await writeReportDirectory(out, files);
  const charts = [...files.keys()].filter((f) => f.endsWith('.svg')).length;
  if (!quiet)
    process.stdout.write(
      `balance report of ${results.experiment} written to ${out}: summary.md, index.html and ${charts} charts in charts/ (SVG${png ? ' and PNG' : ''})\n`,
    );
}

async function run(argv: Args): Promise<void> {
  const runDir = typeof argv['run-dir'] === 'string' ? argv['run-dir'] : '';
  if (!runDir || !existsSync(runDir) || !statSync(runDir).isDirectory())
    throw new UsageError(
      `<run-dir> must be the folder of a run (holding results.json) or of a balance search (holding balance.json) (got "${runDir}")`,
    );
  const out = typeof argv.out === 'string' && argv.out !== '' ? argv.out : runDir;
  try {
    checkFolder(out);
  } catch (error) {
    if (error instanceof FolderError) throw new UsageError(`--out: ${error.message}`);
    throw error;
  }
  const png = argv.png === true;
  // A folder is a run's when it holds results.json, a balance search's when it holds balance.json only.
  if (!existsSync(join(runDir, 'results.json')) && existsSync(join(runDir, 'balance.json')))
    return balanceReport(runDir, out, png, argv.quiet === true);
  let model: ReportModel;
  try {
    model = reportModelFromResults(readResultsFile(join(runDir, 'results.json')));
  } catch (error) {
    if (error instanceof ResultsFileError) throw new UsageError(error.message);
    throw error;
  }
  // Loaded here, not at the top: vega, vega-lite and resvg add a fifth of a second to every command's start.
  const { writeReport } = await import('../report/writeReport.ts');
  const files = await writeReport(model, out, { png });
  const charts = files.filter((f) => f.endsWith('.svg')).length;
  if (argv.quiet !== true)
    process.stdout.write(
      `report of ${model.experiment.name} written to ${out}: summary.md, index.html, data.csv and ${charts} charts in charts/ (SVG${png ? ' and PNG' : ''})\n`,
    );
}

/**
 * Registers `report <run-dir>`: rebuilds a run's report (summary.md, index.html, data.csv, charts/) from its
 * results.json, or a balance search's (summary.md, index.html, charts/) from its balance.json, into the
 * folder or --out.
 *
 * @example cli = reportCommand(cli); // triggernometry report reports/duel-skills/seed-1-3fa9c2e81b07
 */
export function reportCommand(cli: Argv): Argv {
  return cli.command(
    'report <run-dir>',
    "rebuild a run's report from its results.json, or a balance search's from its balance.json",
    (y) =>
      y
        .positional('run-dir', {
          type: 'string',
          describe: 'the folder of a run (results.json) or of a balance search (balance.json)',
        })
        .option('out', { type: 'string', describe: 'where to write the report (default: the run folder)' })
        .option('png', {
          type: 'boolean',
          describe:
            'also draw every chart as a PNG (charts/*.png, at twice its size; the slow part of a report)',
        })
        .option('quiet', { type: 'boolean', describe: 'print nothing on success' })
        .epilog(
          'Writes summary.md, index.html (self-contained: opens with no network), data.csv and charts/*.svg ' +
            '(and *.png with --png); for a balance search, summary.md, index.html and charts/. ' +
            'The report appears whole or not at all. See docs/reports.md and docs/balance.md.',
        )
        .example('$0 report reports/duel-skills/<run-id>', "rebuild a run's report in place")
        .example('$0 report reports/duel-skills/<run-id> --out duel-report', 'write it elsewhere')
        .example('$0 report reports/duel-skills/<run-id> --png', 'with PNGs of the charts, for slides')
        .example(
          '$0 report reports/duel-skill-dice/balance-a.extraDice-pAWins-seed-1',
          "rebuild a balance search's report",
        ),
    (argv) => run(argv as Args),
  );
}
