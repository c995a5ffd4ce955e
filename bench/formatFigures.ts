import { textTable } from '../src/cli/textTable.ts';
import type { BenchFigure } from './BenchFigure.ts';
import { figureValueText } from './figureValueText.ts';
import { floorRatioText } from './floorRatioText.ts';

/**
 * The suite's table: each figure's median, unit, half the spread of its runs, its ratio to its floor and its
 * note; a figure `--check` skips is marked "(not checked)".
 *
 * @example process.stdout.write(formatFigures(record.figures) + '\n')
 */
export function formatFigures(figures: readonly BenchFigure[]): string {
  return textTable(
    ['figure', 'value', 'unit', '±', 'ratio to floor', 'note'],
    figures.map((f) => [
      f.name,
      figureValueText(f.value, f.unit),
      f.unit,
      figureValueText(f.spread, f.unit),
      floorRatioText(f),
      [f.note ?? '', f.checked || f.note?.includes('not checked') ? '' : '(not checked)']
        .filter((x) => x !== '')
        .join(' '),
    ]),
  );
}
