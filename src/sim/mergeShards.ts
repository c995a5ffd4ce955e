import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { mergeConvergence, type ConvergencePoint } from './convergenceSeries.ts';
import { estimateMetric, estimatePairedDifference, type MetricEstimate } from './estimateMetric.ts';
import { checkFolder, FolderError } from './makeFolder.ts';
import type { CellResult, ComparisonResult, PairedMetric, Provenance, Results } from './Results.ts';
import { resultsDigest } from './resultsDigest.ts';
import { SimError } from './SimError.ts';
import { mergeMetricTallies, type CellTally, type MetricTally, type PairTally } from './Tally.ts';
import { addRange, type TrialRanges } from './trialRanges.ts';
import { defaultOutputDir, writeResults } from './writeResults.ts';

/** Where merged results go: a folder, or the default folder under a reports root. */
export interface MergeOptions {
  readonly out?: string;
  readonly write?: boolean;
  readonly reportsDir?: string;
}

const refuse = (message: string): never => {
  throw new SimError('merge-refused', message);
};

function readShard(dir: string): Results {
  const file = join(dir, 'results.json');
  if (!existsSync(file)) refuse(`${dir} holds no results.json: give the folders that --shard runs wrote`);
  let results: Results;
  try {
    results = JSON.parse(readFileSync(file, 'utf8')) as Results;
  } catch (error) {
    return refuse(`${file} is not readable JSON (${String(error)})`);
  }
  if (results.format !== 'triggernometry/results@1') refuse(`${file} is not a triggernometry results file`);
  if (!results.provenance.shard)
    refuse(`${dir} is a whole run, not one shard's part: there is nothing to merge`);
  return results;
}

/** The check that all shards agree on one fact, naming the first two folders that differ. */
function same(
  shards: readonly Results[],
  dirs: readonly string[],
  what: string,
  of: (r: Results) => unknown,
): void {
  const first = JSON.stringify(of(shards[0]!));
  shards.forEach((r, i) => {
    const v = JSON.stringify(of(r));
    if (v !== first) refuse(`${dirs[0]} and ${dirs[i]} are shards of different ${what} (${first} and ${v})`);
  });
}

/**
 * Merges the outputs of `--shard k/n` runs into the results one run of the whole experiment gives: the same
 * tallies, estimates, convergence series and digest. Refuses shards of different experiments, seeds, tool versions, ruleset
 * hashes, block sizes or shard counts, a missing or repeated shard, and trials covered twice or not at all.
 *
 * @example mergeShards(['reports/duel-skills/seed-1-...-shard-1-of-2', 'reports/duel-skills/seed-1-...-shard-2-of-2'])
 */
export function mergeShards(
  dirs: readonly string[],
  options: MergeOptions = {},
): { results: Results; outputDir: string | null } {
  if (dirs.length === 0) throw new SimError('bad-request', 'name the shard folders to merge');
  const shards = dirs.map(readShard);
  same(shards, dirs, 'experiments', (r) => r.experiment.name);
  same(shards, dirs, 'seeds', (r) => r.seed);
  same(shards, dirs, 'tool versions', (r) => r.provenance.version);
  same(shards, dirs, 'ruleset hashes', (r) => r.provenance.rulesetHash);
  same(shards, dirs, 'experiment contents (experiment hashes)', (r) => r.provenance.experimentHash);
  same(shards, dirs, 'block sizes', (r) => r.provenance.blockSizes);
  same(shards, dirs, 'shard counts', (r) => r.provenance.shard!.n);
  const n = shards[0]!.provenance.shard!.n;
  const seen = new Map<number, string>();
  shards.forEach((r, i) => {
    const k = r.provenance.shard!.k;
    const other = seen.get(k);
    if (other !== undefined) refuse(`${other} and ${dirs[i]} are both shard ${k}/${n}`);
    seen.set(k, dirs[i]!);
  });
  const missing = Array.from({ length: n }, (_, i) => i + 1).filter((k) => !seen.has(k));
  if (missing.length)
    refuse(`shard ${missing.map((k) => `${k}/${n}`).join(', ')} is missing: merge needs all ${n}`);

  // Every stream group's trials must be covered exactly once, up to the count the whole run gives it.
  const first = shards[0]!;
  first.provenance.shard!.groups.forEach((g, i) => {
    const done: TrialRanges = [];
    let end: number | null = null;
    for (const [s, r] of shards.entries()) {
      const part = r.provenance.shard!.groups[i]!;
      if (part.stream !== g.stream) refuse(`${dirs[0]} and ${dirs[s]} do not plan the same stream groups`);
      if (part.end !== null) end ??= part.end;
      for (const [a, b] of part.done) {
        try {
          addRange(done, a, b);
        } catch {
          refuse(`trials ${a}..${b - 1} of stream ${g.stream} are in more than one shard`);
        }
      }
    }
    if (end === null || done.length !== 1 || done[0]![0] !== 0 || done[0]![1] !== end)
      refuse(
        `the shards do not cover stream ${g.stream} exactly (covered ${JSON.stringify(done)}, expected 0..${end ?? '?'})`,
      );
  });

  const kinds = new Map(first.metrics.map((m) => [m.name, m.kind]));
  const estimates = (metrics: Readonly<Record<string, MetricTally>>): Record<string, MetricEstimate> => {
    const out: Record<string, MetricEstimate> = {};
    for (const [name, t] of Object.entries(metrics)) {
      const e = estimateMetric(kinds.get(name) ?? 'mean', t);
      if (e) out[name] = e;
    }
    return out;
  };
  const cells: CellResult[] = first.cells.map((cell, c) => {
    const tally: CellTally = structuredClone(cell.tally);
    // Results written before the runner recorded series have none: they merge as empty.
    let convergence: ConvergencePoint[] = mergeConvergence([], cell.convergence ?? [], `cell ${cell.key}`);
    for (const [s, r] of shards.entries()) {
      if (s === 0) continue;
      const other = r.cells[c];
      if (other?.key !== cell.key) return refuse(`${dirs[0]} and ${dirs[s]} do not list the same cells`);
      tally.trials += other.tally.trials;
      mergeMetricTallies(tally.metrics, other.tally.metrics, `cell ${cell.key}`);
      try {
        convergence = mergeConvergence(convergence, other.convergence ?? [], `cell ${cell.key}`);
      } catch (error) {
        refuse(`${dirs[0]} and ${dirs[s]}: ${(error as Error).message}`);
      }
    }
    return {
      ...cell,
      trials: tally.trials,
      tally,
      metrics: estimates(tally.metrics),
      convergence,
    };
  });
  const comparisons: ComparisonResult[] = first.comparisons.map((pair, p) => {
    const tally: PairTally = structuredClone(pair.tally);
    for (const [s, r] of shards.entries()) {
      if (s === 0) continue;
      const other = r.comparisons[p];
      if (other?.variant !== pair.variant || other.baseline !== pair.baseline)
        return refuse(`${dirs[0]} and ${dirs[s]} do not list the same comparisons`);
      tally.trials += other.tally.trials;
      mergeMetricTallies(tally.differences, other.tally.differences, `comparison ${pair.comparison}`);
    }
    const b = cells.find((c) => c.key === pair.baseline)!;
    const v = cells.find((c) => c.key === pair.variant)!;
    const metrics: Record<string, PairedMetric> = {};
    for (const [name, t] of Object.entries(tally.differences)) {
      const difference = estimatePairedDifference(kinds.get(name) ?? 'mean', t);
      const be = b.metrics[name];
      const ve = v.metrics[name];
      if (difference && be && ve) metrics[name] = { baseline: be, variant: ve, difference };
    }
    return { ...pair, trials: tally.trials, tally, metrics };
  });
  const provenance: Provenance = {
    ...first.provenance,
    workers: shards.reduce((w, r) => w + r.provenance.workers, 0),
    // Shards may run one after another or side by side: this is their machine time, added up.
    wallTimeSeconds: Math.round(shards.reduce((t, r) => t + r.provenance.wallTimeSeconds, 0) * 1000) / 1000,
    resumed: shards.some((r) => r.provenance.resumed),
    shard: null,
    mergedFrom: shards.map((r) => r.provenance),
  };
  const results: Results = {
    ...first,
    digest: resultsDigest(cells, comparisons),
    complete: true,
    cells,
    comparisons,
    provenance,
  };
  let outputDir: string | null = null;
  if (options.out !== undefined || options.write) {
    outputDir = options.out ?? defaultOutputDir(options.reportsDir ?? 'reports', results);
    try {
      checkFolder(outputDir);
    } catch (error) {
      if (error instanceof FolderError) throw new SimError('merge-refused', error.message);
      throw error;
    }
    writeResults(outputDir, results);
  }
  return { results, outputDir };
}
