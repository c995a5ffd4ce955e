import type { ReportMetric, ReportModel } from '../ReportModel.ts';
import type { IntervalRow } from './intervalChartSpec.ts';
import { intervalRow } from './intervalRow.ts';

/**
 * The rows of an interval chart for some metrics of a model: one per cell and metric estimated there.
 *
 * @example cellRows(model, [pAWins]).length === model.cells.length
 */
export function cellRows(model: ReportModel, metrics: readonly ReportMetric[]): IntervalRow[] {
  return model.cells.flatMap((cell) =>
    metrics.flatMap((m) => {
      const e = cell.estimates[m.name];
      return e ? [intervalRow(cell.label, cell.params, m.label, e)] : [];
    }),
  );
}
