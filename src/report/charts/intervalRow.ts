import type { AxisValue } from '../ReportModel.ts';
import type { Estimate } from '../../stats/Estimate.ts';
import type { IntervalRow } from './intervalChartSpec.ts';

/**
 * One row of an interval chart: an estimate (of a cell, or of a difference against its baseline) with its
 * interval and trials, labelled by the cell, its sweep values and the series it belongs to.
 *
 * @example intervalRow(cell.label, cell.params, 'A wins', cell.estimates.pAWins)
 */
export function intervalRow(
  cell: string,
  params: Readonly<Record<string, AxisValue>>,
  series: string,
  e: Estimate,
): IntervalRow {
  return {
    cell,
    params,
    series,
    estimate: e.estimate,
    lower: e.interval[0],
    upper: e.interval[1],
    n: e.n,
  };
}
