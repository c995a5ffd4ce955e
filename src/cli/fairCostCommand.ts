import { existsSync, statSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join, relative } from 'node:path';
import type { Argv } from 'yargs';
import { PACKAGE_ROOT } from '../sim/toolInfo.ts';
import { parseIntFlag } from './parseIntFlag.ts';
import { parseSeed } from './parseSeed.ts';
import { UsageError } from './UsageError.ts';

type Args = Record<string, unknown>;
const has = (v: unknown): boolean => v !== undefined;

/** A study file: a path, or the name of one shipped in experiments/fair-costs/. */
function studyFile(given: string): string {
  if (existsSync(given) && statSync(given).isFile()) return given;
  if (/^[a-z0-9][a-z0-9-]*$/.test(given)) {
    const shipped = join(PACKAGE_ROOT, 'experiments', 'fair-costs', `${given}.yaml`);
    if (existsSync(shipped)) return relative(process.cwd(), shipped) || shipped;
  }
  throw new UsageError(
    `no fair-cost study file "${given}" (nor a shipped study of that name: fafdm-characters, fafdm-weapons)`,
  );
}

async function fairCost(argv: Args): Promise<void> {
  const file = studyFile(String(argv.file));
  const trials = has(argv.trials)
    ? parseIntFlag('trials', argv.trials, { min: 100, max: 10_000_000 })
    : undefined;
  const seed = has(argv.seed) ? parseSeed(argv.seed) : undefined;
  const workers = has(argv.workers)
    ? parseIntFlag('workers', argv.workers, { min: 0, max: 1024 })
    : availableParallelism();
  const [
    { readFairCostStudy },
    { runFairCostStudy },
    { fairCostSummary, outsideSentences, fairText },
    { simFailure },
  ] = await Promise.all([
    import('../balance/fairCost/readFairCostStudy.ts'),
    import('../balance/fairCost/runFairCostStudy.ts'),
    import('../balance/fairCost/fairCostSummary.ts'),
    import('./simFailure.ts'),
  ]);
  // A bad file is named before a thread starts or a folder is made.
  const read = await simFailure(() => readFairCostStudy(file));
  if (!read) return;
  const study = { ...read, ...(trials ? { trials } : {}), ...(seed !== undefined ? { seed } : {}) };
  const out = has(argv.out)
    ? String(argv.out)
    : join('reports', study.name, `fair-costs-seed-${String(study.seed)}`);
  if (argv.quiet !== true)
    process.stderr.write(
      `triggernometry: pricing ${study.price} of ${study.bands.length} bands, ${study.trials} games a cell\n`,
    );
  const executor = workers > 0 ? (await import('../sim/poolExecutor.ts')).poolExecutor(workers) : undefined;
  const results = await simFailure(() => runFairCostStudy(study, executor));
  if (!results) return;
  const { writeFileAtomic } = await import('../sim/writeFileAtomic.ts');
  writeFileAtomic(join(out, 'faircost.json'), `${JSON.stringify(results, null, 2)}\n`);
  if (argv.report !== false) {
    const [{ fairCostChart }, { renderSvg }] = await Promise.all([
      import('../balance/fairCost/fairCostChart.ts'),
      import('../report/renderSvg.ts'),
    ]);
    writeFileAtomic(join(out, 'charts', 'fair-costs.svg'), await renderSvg(fairCostChart(results)));
    const flags = [
      ...(has(argv.trials) ? [`--trials ${study.trials}`] : []),
      ...(has(argv.seed) ? [`--seed ${String(study.seed)}`] : []),
    ];
    writeFileAtomic(
      join(out, 'summary.md'),
      fairCostSummary(results, ['triggernometry faircost', String(argv.file), ...flags].join(' ')),
    );
  }
  if (argv.json === true) {
    process.stdout.write(`${JSON.stringify({ ...results, outputDir: out }, null, 2)}\n`);
    return;
  }
  const lines = [
    `${results.study}: listed against fair costs (seed ${results.seed}, ${results.trialsPerCell} games a cell)`,
    '',
  ];
  for (const row of results.rows)
    lines.push(
      `  ${row.subject.padEnd(36)} listed $${String(row.listed).padStart(4)}  fair ${fairText(row).padEnd(22)} ${row.verdict}`,
    );
  lines.push('', ...outsideSentences(results), '', `games: ${results.games}; written to ${out}`);
  process.stdout.write(`${lines.join('\n')}\n`);
}

/**
 * Registers `faircost <file>`: what each character (or gun) is worth in dollars from simulated skirmishes,
 * against its listed cost, with intervals (docs/balance.md#fair-costs).
 *
 * @example cli = fairCostCommand(cli); // triggernometry faircost fafdm-characters --json
 */
export function fairCostCommand(cli: Argv): Argv {
  return cli.command(
    'faircost <file>',
    'price each character or gun in dollars from simulated games, against its listed cost',
    (y) =>
      y
        .positional('file', {
          type: 'string',
          describe:
            'a fair-cost study file (YAML or JSON), or the name of one shipped in experiments/fair-costs/',
        })
        .option('trials', { type: 'string', describe: "games every cell plays, instead of the file's" })
        .option('seed', { type: 'string', describe: "the seed, instead of the file's" })
        .option('workers', {
          type: 'string',
          describe: 'worker threads (default: available parallelism; 0 plays in the main thread)',
        })
        .option('out', {
          type: 'string',
          describe: 'the output folder (default reports/<study>/fair-costs-seed-<seed>/)',
        })
        .option('json', { type: 'boolean', describe: 'print the results as one JSON object on stdout' })
        .option('report', {
          type: 'boolean',
          default: true,
          describe: 'write summary.md and charts/fair-costs.svg beside faircost.json; --no-report skips them',
        })
        .option('quiet', { type: 'boolean', describe: 'no notes on stderr' })
        .epilog(
          "Every cell of a band plays the band's trial streams (common random numbers); the result is the same for any --workers. " +
            'Method: docs/balance.md#fair-costs.',
        )
        .example('$0 faircost fafdm-characters --trials 500', 'every character of the ten bands, quickly'),
    (argv) => fairCost(argv as Args),
  );
}
