import { WOUND_CHART_NORMAL, WOUND_CHART_QUICKREF, type WoundChart } from '../tables/woundCharts.ts';
import type { OptionValue } from './OptionValue.ts';

/**
 * Applies the wound-chart readings: 002's Belly 4 as printed ("Serious Wound & Knocked Down") or as 000's
 * "Serious Wound & Knocked Out" (belly-serious-wound-knock). Other charts are returned as they are.
 *
 * @example applyWoundChartOptions(WOUND_CHART_QUICKREF, value).rows.belly[4].knock
 */
export function applyWoundChartOptions(chart: WoundChart, value: OptionValue): WoundChart {
  if (chart !== WOUND_CHART_QUICKREF || value('tables.quickrefBelly4') !== 'knocked-out') return chart;
  const cell = WOUND_CHART_NORMAL.rows.belly[4];
  return {
    ...chart,
    rows: {
      ...chart.rows,
      belly: { ...chart.rows.belly, 4: { ...cell, printed: `${cell.printed} [tables.quickrefBelly4]` } },
    },
  };
}
