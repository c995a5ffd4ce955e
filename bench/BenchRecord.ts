import type { BenchFigure } from './BenchFigure.ts';

/**
 * The format tag of bench/results.json and bench/baseline.json.
 *
 * @example record.format === BENCH_FORMAT
 */
export const BENCH_FORMAT = 'triggernometry/bench@1';

/**
 * One run of the suite, as bench/results.json holds it; bench/baseline.json is a record of the same shape
 * kept on purpose (`--update-baseline`), which `--check` compares a new run with.
 *
 * @example const r: BenchRecord = JSON.parse(readFileSync('bench/baseline.json', 'utf8'));
 */
export interface BenchRecord {
  readonly format: typeof BENCH_FORMAT;
  /** When it was measured (ISO 8601). */
  readonly date: string;
  readonly node: string;
  /** Platform, architecture, logical cores and CPU model: what the absolute figures depend on. */
  readonly machine: string;
  /** Timed runs behind each median, after one warm-up. */
  readonly runs: number;
  /** Whether `--quick` shrank each batch to a twentieth. */
  readonly quick: boolean;
  /** The deliberate slowdown in force (1 for every real measurement). */
  readonly slowdown: number;
  /** The groups measured. */
  readonly groups: readonly string[];
  readonly figures: readonly BenchFigure[];
}
