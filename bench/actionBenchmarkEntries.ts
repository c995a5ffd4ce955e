import type { BenchFigure } from './BenchFigure.ts';
import { floorRatioText } from './floorRatioText.ts';

/**
 * One entry of github-action-benchmark's custom format (see ACTION_BENCHMARK_SCHEMA).
 *
 * @example const e: ActionBenchmarkEntry = { name: 'reference duel: in-process', unit: 'duels/s', value: 1.07e6 };
 */
export interface ActionBenchmarkEntry {
  readonly name: string;
  readonly unit: string;
  readonly value: number;
  readonly range?: string;
  readonly extra?: string;
}

/**
 * The figures of one direction as github-action-benchmark entries: `biggerIsBetter` true for the file read
 * with `tool: customBiggerIsBetter`, false for `customSmallerIsBetter` (the action reads one file per tool).
 * `range` is half the spread of the runs; `extra` carries the ratio to the floor, the note and the runs.
 *
 * @example writeFileSync('bench/results-bigger.json', JSON.stringify(actionBenchmarkEntries(figures, true)))
 */
export function actionBenchmarkEntries(
  figures: readonly BenchFigure[],
  biggerIsBetter: boolean,
): ActionBenchmarkEntry[] {
  return figures
    .filter((f) => f.biggerIsBetter === biggerIsBetter)
    .map((f) => {
      const extra = [
        f.ratio ? `ratio to ${f.ratio.floor}: ${floorRatioText(f)} (${f.ratio.value.toPrecision(4)})` : '',
        f.note ?? '',
        `median of ${f.runs} runs after a warm-up${f.checked ? '' : '; not checked against the baseline'}`,
      ].filter((x) => x !== '');
      return {
        name: f.name,
        unit: f.unit,
        value: f.value,
        range: `± ${f.spread.toPrecision(3)}`,
        extra: extra.join('\n'),
      };
    });
}
