import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { writeFileAtomic } from '../src/sim/writeFileAtomic.ts';
import { actionBenchmarkEntries } from './actionBenchmarkEntries.ts';
import type { BenchRecord } from './BenchRecord.ts';
import { prettyJson } from './prettyJson.ts';

/**
 * The files the suite writes into its output folder (bench/ by default).
 *
 * @example join('bench', BENCH_OUTPUTS.bigger) // github-action-benchmark's customBiggerIsBetter input
 */
export const BENCH_OUTPUTS = {
  record: 'results.json',
  bigger: 'results-bigger.json',
  smaller: 'results-smaller.json',
} as const;

/**
 * Writes a run's outputs into `dir`, each atomically and formatted as the repository's Prettier check wants: results.json (the whole record, the baseline's format)
 * and github-action-benchmark's two inputs, results-bigger.json (`tool: customBiggerIsBetter`) and
 * results-smaller.json (`customSmallerIsBetter`). The action fails on an empty file, so a direction with no
 * figure in this run (`--only`) gets no file, and an earlier one is removed rather than left stale.
 *
 * @example await writeBenchOutputs(record, 'bench') // ['bench/results.json', 'bench/results-bigger.json', ...]
 */
export async function writeBenchOutputs(record: BenchRecord, dir: string): Promise<string[]> {
  const written: string[] = [];
  const write = async (name: string, data: unknown): Promise<void> => {
    const path = join(dir, name);
    writeFileAtomic(path, await prettyJson(path, data));
    written.push(path);
  };
  await write(BENCH_OUTPUTS.record, record);
  for (const [name, bigger] of [
    [BENCH_OUTPUTS.bigger, true],
    [BENCH_OUTPUTS.smaller, false],
  ] as const) {
    const entries = actionBenchmarkEntries(record.figures, bigger);
    if (entries.length) await write(name, entries);
    else rmSync(join(dir, name), { force: true });
  }
  return written;
}
