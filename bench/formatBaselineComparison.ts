import { textTable } from '../src/cli/textTable.ts';
import type { BaselineComparison, FigureVerdict } from './compareWithBaseline.ts';
import { figureValueText } from './figureValueText.ts';

const pct = (x: number): string => `${(100 * Math.abs(x)).toFixed(1)}%`;

/** A verdict's number: a ratio to its floor to four significant digits, a value as the table shows it. */
function shown(v: FigureVerdict, x: number): string {
  return v.basis === 'ratio' ? x.toPrecision(4) : `${figureValueText(x, v.unit)} ${v.unit}`;
}

/** How a figure moved, in words: "worse by 75.0%", "better by 3.1%". */
function change(v: FigureVerdict): string {
  return v.worseBy > 0 ? `worse by ${pct(v.worseBy)}` : `better by ${pct(v.worseBy)}`;
}

/**
 * The table of `--check`: each checked figure against the baseline, on which basis (its ratio to its floor
 * where both have one, else its value), and the verdict; then one line per figure the baseline lacks.
 *
 * @example process.stdout.write(formatBaselineComparison(compareWithBaseline(now, then, 0.2)) + '\n')
 */
export function formatBaselineComparison(c: BaselineComparison): string {
  const table = textTable(
    ['figure', 'compared by', 'baseline', 'now', 'change', 'verdict'],
    c.verdicts.map((v) => [
      v.name,
      v.basis === 'ratio' ? 'ratio to floor' : 'value',
      shown(v, v.baseline),
      shown(v, v.current),
      change(v),
      v.regressed ? `REGRESSED (threshold ${pct(c.threshold)})` : 'ok',
    ]),
  );
  const missing = c.notInBaseline.map(
    (n) => `not in the baseline, not judged: ${n} (add it with --update-baseline)`,
  );
  return [table, ...missing].join('\n');
}

/**
 * The one-line message of a regression, for stderr: the figure, the basis and by how much it got worse.
 *
 * @example regressionLine(v) // 'reference duel: in-process: ratio to floor 0.002041 -> 0.000410, worse by 79.9%'
 */
export function regressionLine(v: FigureVerdict): string {
  const basis = v.basis === 'ratio' ? 'ratio to floor' : 'value';
  return `${v.name}: ${basis} ${shown(v, v.baseline)} -> ${shown(v, v.current)}, ${change(v)}`;
}
