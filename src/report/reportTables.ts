import { metricTitle } from './charts/metricTitle.ts';
import { effectSizeLabel } from './effectSizeLabel.ts';
import { estimateDecimals, formatEstimate } from './formatEstimate.ts';
import { formatPValue } from './formatPValue.ts';
import type { ReportModel } from './ReportModel.ts';
import { trialNoun } from './trialNoun.ts';

/**
 * A table as text cells, for Markdown and HTML alike; `numeric` columns are right-aligned.
 *
 * @example { header: ['Seed', '1'], numeric: [false, false], rows: [] }
 */
export interface ReportTable {
  readonly header: readonly string[];
  readonly numeric: readonly boolean[];
  readonly rows: readonly (readonly string[])[];
}

/** The tables every report shows, in summary.md and index.html alike. @example reportTables(model).comparisons.rows.length */
export interface ReportTables {
  /** Name and value of everything needed to trust and replay the run. */
  readonly provenance: ReportTable;
  /** One row per cell: its axis values, then each metric as "estimate [interval]". */
  readonly estimates: ReportTable;
  /** One row per comparison: difference, interval, p-values, effect size and verdict. */
  readonly comparisons: ReportTable;
}

/**
 * The report's tables as text: provenance, estimates by cell, comparisons. Proportions are in percent and
 * their differences in percentage points ("pp"), each with the decimals its interval warrants.
 *
 * @example reportTables(model).estimates.header // ['Range (inches)', "A's policy", 'A wins', 'Mean exchanges']
 */
export function reportTables(model: ReportModel): ReportTables {
  const p = model.provenance;
  const noun = trialNoun(model.experiment.scenario);
  const provenance: [string, string][] = [
    ['Experiment', model.experiment.name],
    ...(model.experiment.scenario ? [['Scenario', model.experiment.scenario] as [string, string]] : []),
    ['Seed', String(p.seed)],
    [
      `${capitalise(noun)} per cell`,
      p.trialsPerCell.min === p.trialsPerCell.max
        ? p.trialsPerCell.min.toLocaleString('en-US')
        : `${p.trialsPerCell.min.toLocaleString('en-US')} to ${p.trialsPerCell.max.toLocaleString('en-US')}`,
    ],
    ['Cells', String(model.cells.length)],
    ...(p.ruleset ? [['Ruleset', p.ruleset] as [string, string]] : []),
    ['Ruleset hash', p.rulesetHash],
    ['Results digest', p.digest],
    ['Version', `triggernometry ${p.version}`],
    ...(p.experimentHash ? [['Experiment hash', p.experimentHash] as [string, string]] : []),
    ...(p.gitCommit ? [['Git commit', p.gitCommit] as [string, string]] : []),
    ...(p.finishedAt ? [['Finished', p.finishedAt] as [string, string]] : []),
    ...(p.command ? [['Reproduce', p.command] as [string, string]] : []),
  ];
  const axes = model.axes;
  // One number of decimals per column: the most any of its cells needs, so the column lines up.
  const decimals = new Map(
    model.metrics.map((m) => [
      m.name,
      Math.max(
        1,
        ...model.cells.map((c) => (c.estimates[m.name] ? estimateDecimals(c.estimates[m.name]!, m.kind) : 1)),
      ),
    ]),
  );
  const estimates: ReportTable = {
    header: [
      ...(axes.length ? axes.map((a) => (a.unit ? `${a.label} (${a.unit})` : a.label)) : ['Cell']),
      ...model.metrics.map(metricTitle),
    ],
    numeric: [
      ...(axes.length ? axes.map((a) => a.values.every((v) => typeof v === 'number')) : [false]),
      ...model.metrics.map(() => true),
    ],
    rows: model.cells.map((cell) => [
      ...(axes.length ? axes.map((a) => String(cell.params[a.name] ?? '')) : [cell.label]),
      ...model.metrics.map((m) => {
        const e = cell.estimates[m.name];
        if (!e) return '';
        const f = formatEstimate(e, m.kind, { decimals: decimals.get(m.name) ?? 1 });
        const pc = m.kind === 'proportion' ? '%' : '';
        return `${f.value}${pc} [${f.lower}, ${f.upper}]`;
      }),
    ]),
  };
  const holm = model.correction.method === 'holm';
  const comparisons: ReportTable = {
    header: [
      'Comparison',
      'Metric',
      'Difference',
      '95% interval',
      'p',
      ...(holm ? ['Holm p'] : []),
      'Effect size',
      'Significant',
    ],
    numeric: [false, false, true, true, true, ...(holm ? [true] : []), false, false],
    rows: model.comparisons.map((c) => {
      const m = model.metrics.find((x) => x.name === c.metric);
      const kind = m?.kind ?? 'mean';
      const f = formatEstimate(c.difference, kind, { signed: true });
      const unit = kind === 'proportion' ? ' pp' : m?.unit ? ` ${m.unit}` : '';
      return [
        c.label,
        m ? metricTitle(m) : c.metric,
        `${f.value}${unit}`,
        `${f.lower} to ${f.upper}`,
        formatPValue(c.difference.pValue),
        ...(holm ? [formatPValue(c.adjustedP)] : []),
        effectSizeLabel(c.difference.effect),
        c.significant ? 'yes' : 'no',
      ];
    }),
  };
  return {
    provenance: { header: ['Run', ''], numeric: [false, false], rows: provenance },
    estimates,
    comparisons,
  };
}

function capitalise(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}
