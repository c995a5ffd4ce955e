import type { Argv } from 'yargs';
import { writeRunReport } from './writeRunReport.ts';

type Args = Record<string, unknown>;

async function merge(argv: Args): Promise<void> {
  // Loaded here, not at the top: the other commands should not wait for the runner's modules.
  const [{ mergeShards }, { formatResults }, { resultsSummary }, { simFailure }] = await Promise.all([
    import('../sim/mergeShards.ts'),
    import('./formatResults.ts'),
    import('./resultsSummary.ts'),
    import('./simFailure.ts'),
  ]);
  const dirs = ((argv.dirs as unknown[] | undefined) ?? []).map(String);
  const merged = await simFailure(() =>
    mergeShards(dirs, { write: true, ...(typeof argv.out === 'string' ? { out: argv.out } : {}) }),
  );
  if (!merged) return;
  const page = argv.report === false ? null : await writeRunReport(merged.results, merged.outputDir);
  process.stdout.write(
    argv.json === true
      ? `${JSON.stringify({ ...resultsSummary(merged.results, merged.outputDir), report: page }, null, 2)}\n`
      : formatResults(merged.results, merged.outputDir) + (page ? `report: ${page}\n` : ''),
  );
}

/**
 * Registers `merge <dir..>`: merges the folders of `run --shard k/n` runs into the results of one whole
 * run (the same tallies and digest), refusing shards that are not of one run.
 *
 * @example cli = mergeCommand(cli); // triggernometry merge shards/1 shards/2 shards/3
 */
export function mergeCommand(cli: Argv): Argv {
  return cli.command(
    'merge <dirs..>',
    'merge the outputs of sharded runs into the results of the whole run',
    (y) =>
      y
        .positional('dirs', { type: 'string', array: true, describe: 'the folders the shards wrote' })
        .option('report', {
          type: 'boolean',
          default: true,
          describe: 'write the report of the merged run; --no-report skips it',
        })
        .option('out', {
          type: 'string',
          describe: 'the output folder (default reports/<experiment>/<run-id>/)',
        })
        .option('json', { type: 'boolean', describe: 'print one JSON summary on stdout' })
        .example('$0 merge shards/1 shards/2 shards/3', 'three shards into reports/<experiment>/<run-id>/')
        .epilog(
          'Refuses shards of different experiments, seeds, versions, ruleset hashes or block sizes, and a missing ' +
            'or repeated shard. Fanning shards out on a cluster: docs/sharding.md.',
        ),
    (argv) => merge(argv as Args),
  );
}
