import { textTable } from '../cli/textTable.ts';
import { formatPValue } from '../report/formatPValue.ts';
import type { DriftReport, DriftSide } from './DriftReport.ts';
import type { DriftRow } from './DriftRow.ts';

const short = (hash: string): string => hash.slice(0, 12);

function trialsText(s: DriftSide): string {
  const t = s.trials;
  return `${t.min === t.max ? t.min : `${t.min} to ${t.max}`} trials a cell`;
}

/** A proportion as a percentage, a mean to four significant digits. */
function estimate(r: DriftRow, x: number): string {
  return r.kind === 'proportion' ? `${(100 * x).toFixed(2)}%` : x.toPrecision(4);
}

/** A difference: a proportion's in percentage points, a mean's in its unit, with a sign. */
function signed(r: DriftRow, x: number): string {
  const v = r.kind === 'proportion' ? 100 * x : x;
  const text = r.kind === 'proportion' ? v.toFixed(2) : v.toPrecision(3);
  return v > 0 ? `+${text}` : text;
}

function differenceText(r: DriftRow): string {
  const unit = r.kind === 'proportion' ? ' pp' : '';
  return `${signed(r, r.difference)}${unit} [${signed(r, r.interval[0])}, ${signed(r, r.interval[1])}]`;
}

function verdict(r: DriftRow): string {
  if (r.drifted) return 'DRIFT';
  if (r.significant) return 'significant, within tolerance';
  return '';
}

const SAMPLING: Record<DriftReport['sampling'], string> = {
  identical: 'identical results (the same digest): every difference is exactly 0',
  'same-seed':
    'the same seed: the runs read the same dice trial by trial, so they are not independent; the intervals ' +
    'treat them as independent, which is conservative here',
  independent: 'independent (different seeds)',
};

/**
 * A drift report as text: which runs, whether the ruleset hash changed (and what to do about it), how the
 * samples relate, the tolerance and significance level, a table of every comparison (estimates, the
 * difference with its 95% interval, the Holm-adjusted p-value, the verdict; fitted to `width`, see textTable),
 * and a closing verdict line.
 *
 * @example process.stdout.write(formatDrift(report, 'reports/duel-skills/seed-1996-3fa9', 'experiments/reference/duel-skills.json'))
 */
export function formatDrift(
  report: DriftReport,
  runPath: string,
  referencePath: string,
  width = Infinity,
): string {
  const r = report;
  const ruleset = r.rulesetChanged
    ? `CHANGED: the reference was made under ruleset hash ${short(r.reference.rulesetHash)}, this run under ` +
      `${short(r.run.rulesetHash)}: the rules' tables or options changed since. If the change is intended, ` +
      'regenerate the references on purpose (npm run references) and commit them.'
    : `unchanged (hash ${short(r.run.rulesetHash)})`;
  const m = r.rows.length;
  const lines = [
    `drift of ${r.experiment}`,
    `  run:       ${runPath} (seed ${String(r.run.seed)}, ${trialsText(r.run)}, version ${r.run.version})`,
    `  reference: ${referencePath} (seed ${String(r.reference.seed)}, ${trialsText(r.reference)}, version ${r.reference.version})`,
    `ruleset: ${ruleset}`,
    `samples: ${SAMPLING[r.sampling]}`,
    `tolerance: proportions ${r.tolerance.proportionPoints} percentage point${r.tolerance.proportionPoints === 1 ? '' : 's'}, means ${r.tolerance.meanPercent}% ` +
      `of the reference mean; significant: Holm-adjusted p < ${r.alpha} over ${m} comparisons ` +
      `(${100 * r.level}% intervals: Newcombe for proportions, Welch for means)`,
    '',
    textTable(
      ['cell', 'metric', 'reference', 'run', 'difference [95% interval]', 'tolerance', 'p (Holm)', 'verdict'],
      r.rows.map((row) => [
        row.cell,
        row.metric,
        estimate(row, row.reference.estimate),
        estimate(row, row.run.estimate),
        differenceText(row),
        row.kind === 'proportion' ? `${(100 * row.tolerance).toFixed(2)} pp` : row.tolerance.toPrecision(3),
        formatPValue(row.pHolm),
        verdict(row),
      ]),
      width,
    ),
    ...r.skipped.map((s) => `not compared: ${s}`),
    '',
  ];
  const drifted = r.rows.filter((row) => row.drifted);
  lines.push(
    drifted.length === 0
      ? `no drift: none of the ${m} differences is both significant after Holm and beyond tolerance`
      : `DRIFT: ${drifted.length} of ${m} differences are significant after Holm and beyond tolerance: ` +
          drifted
            .slice(0, 5)
            .map(
              (row) =>
                `${row.cell} ${row.metric} ${signed(row, row.difference)}${row.kind === 'proportion' ? ' pp' : ''}`,
            )
            .join('; ') +
          (drifted.length > 5 ? `; and ${drifted.length - 5} more` : ''),
  );
  return `${lines.join('\n')}\n`;
}
