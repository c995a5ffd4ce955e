import type { Estimate } from '../stats/Estimate.ts';
import { csvText, type CsvValue } from './csvText.ts';
import type { AxisValue, ReportModel } from './ReportModel.ts';

/** The columns every row has, before the axis columns; an axis of the same name is written `axis_<name>`. */
const FIXED = [
  'record',
  'metric',
  'kind',
  'cell',
  'baseline',
  'comparison',
  'estimate',
  'lower',
  'upper',
  'level',
  'n',
  'method',
  'p_value',
  'p_adjusted',
  'significant',
  'effect_measure',
  'effect_size',
  'value',
  'count',
  'trials',
  'seed',
] as const;
type Column = (typeof FIXED)[number];

/** The columns of an estimate, a cell's or a difference's: the value, its interval, level, trials and method. */
function estimateColumns(e: Estimate): Partial<Record<Column, string | number>> {
  return {
    estimate: e.estimate,
    lower: e.interval[0],
    upper: e.interval[1],
    level: e.level,
    n: e.n,
    method: e.method,
  };
}

/**
 * data.csv: every number of the report in one tidy table, one observation per row, told apart by `record`:
 * `estimate` (a metric in a cell), `difference` (a comparison, cell minus baseline), `histogram` (the count
 * of trials at one value of a metric in a cell) and `convergence` (an estimate after `trials` trials). The
 * sweep's axes are columns of their own, so the file loads straight into a data frame and groups by them.
 *
 * @example dataCsv(model).split('\n')[0] // 'record,metric,kind,cell,baseline,...,range,policy'
 */
export function dataCsv(model: ReportModel): string {
  const axisColumns = model.axes.map((a) =>
    (FIXED as readonly string[]).includes(a.name) ? `axis_${a.name}` : a.name,
  );
  const kinds = new Map(model.metrics.map((m) => [m.name, m.kind]));
  const params = new Map(model.cells.map((c) => [c.key, c.params]));
  const seed = String(model.provenance.seed);
  const axisValues = (cell: string): AxisValue[] => model.axes.map((a) => params.get(cell)?.[a.name] ?? '');
  const out: CsvValue[][] = [];
  const push = (cell: string, r: Partial<Record<Column, string | number | boolean>>): void => {
    out.push([...FIXED.map((c) => r[c] ?? ''), ...axisValues(cell)]);
  };
  for (const cell of model.cells)
    for (const m of model.metrics) {
      const e = cell.estimates[m.name];
      if (e)
        push(cell.key, {
          record: 'estimate',
          metric: m.name,
          kind: m.kind,
          cell: cell.key,
          ...estimateColumns(e),
          seed,
        });
    }
  for (const c of model.comparisons) {
    const d = c.difference;
    push(c.cell, {
      record: 'difference',
      metric: c.metric,
      kind: kinds.get(c.metric) ?? '',
      cell: c.cell,
      baseline: c.baseline,
      comparison: c.label,
      ...estimateColumns(d),
      p_value: d.pValue,
      p_adjusted: c.adjustedP,
      significant: c.significant,
      effect_measure: d.effect.measure,
      effect_size: d.effect.value,
      seed,
    });
  }
  for (const { metric, cell, histogram: h } of model.distributions ?? [])
    h.counts.forEach((count, i) => {
      if (count > 0)
        push(cell, {
          record: 'histogram',
          metric,
          kind: kinds.get(metric) ?? '',
          cell,
          value: h.lower + (i + 0.5) * h.width,
          count,
          seed,
        });
    });
  for (const s of model.convergence ?? [])
    for (const p of s.points)
      push(s.cell, {
        record: 'convergence',
        metric: s.metric,
        kind: kinds.get(s.metric) ?? '',
        cell: s.cell,
        ...estimateColumns(p.estimate),
        trials: p.trials,
        seed,
      });
  return csvText([...FIXED, ...axisColumns], out);
}
