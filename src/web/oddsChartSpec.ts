import type { TopLevelSpec } from 'vega-lite';
import { Fraction } from '../exact/Fraction.ts';
import type { OddsEntry } from '../odds/OddsMechanic.ts';
import { CHART_CONFIG } from '../report/charts/chartConfig.ts';
import { labelInWords } from './chanceInWords.ts';

/** The name of the chart's data set, which the page replaces on every change of input. */
export const ODDS_CHART_DATA = 'odds';

/** One bar: the chance of one outcome of one distribution (`series`), `order` placing it on its axis. */
export interface OddsChartRow {
  readonly series: string;
  readonly outcome: string;
  readonly order: number;
  readonly p: number;
  readonly exact: string;
}

/**
 * The bars of an answer: every value of each distribution (`hits`, `netHits`, `damage`...) when the
 * mechanic has one, else its probabilities side by side (fast draw: A first, B first, simultaneous), which
 * for those mechanics are the outcomes of one throw.
 *
 * @example oddsChartRows(blazeEntries)[0] // { series: 'hits', outcome: '0', order: 0, p: 0.446, exact: '...' }
 */
export function oddsChartRows(entries: readonly OddsEntry[]): OddsChartRow[] {
  const distributions = entries.filter((e) => !(e.exact instanceof Fraction));
  if (distributions.length > 0) {
    return distributions.flatMap((e) =>
      (e.exact as readonly Fraction[]).map((f, k) => ({
        series: labelInWords(e.label).replace(/\s*=\s*k$/, ''),
        outcome: String(k),
        order: k,
        p: f.toNumber(),
        exact: f.toString(),
      })),
    );
  }
  return entries
    .filter((e) => e.kind === 'probability')
    .map((e, i) => {
      const f = e.exact as Fraction;
      return {
        series: 'chance',
        outcome: labelInWords(e.label),
        order: i,
        p: f.toNumber(),
        exact: f.toString(),
      };
    });
}

/**
 * The Vega-Lite chart of a mechanic's answers: upright bars over the values of its distributions (grouped
 * and coloured when there are two, as fafdm-shot's damage and wounds), or level bars, one per outcome named
 * in words, when it has none. The data set is named ({@link ODDS_CHART_DATA}), so a change of input only
 * replaces the rows; the chart fills its container's width, down to a phone's.
 *
 * @example vegaEmbed(el, oddsChartSpec(rows), options) // then view.data('odds', newRows).runAsync()
 */
export function oddsChartSpec(rows: readonly OddsChartRow[]): TopLevelSpec {
  const series = [...new Set(rows.map((r) => r.series))];
  const byValue = rows.some((r) => r.series !== 'chance');
  const chance = {
    field: 'p',
    type: 'quantitative' as const,
    title: 'Chance',
    axis: { format: '~%' },
  };
  const outcome = {
    field: 'outcome',
    type: 'ordinal' as const,
    sort: { field: 'order' },
    title: byValue ? series.join(', ') : null,
    axis: { labelAngle: 0, labelLimit: 200 },
  };
  const tooltip = [
    ...(series.length > 1 ? [{ field: 'series', title: 'Of' }] : []),
    { field: 'outcome', title: byValue ? 'Value' : 'Outcome' },
    { field: 'p', title: 'Chance', format: '.2%' },
    { field: 'exact', title: 'Exact' },
  ];
  const grouped =
    series.length > 1
      ? {
          color: {
            field: 'series',
            type: 'nominal' as const,
            title: null,
            legend: { orient: 'top' as const },
          },
          xOffset: { field: 'series', type: 'nominal' as const },
        }
      : {};
  return {
    width: 'container',
    // A fixed height, not a step per bar: vega-lite cannot fit a stepped height to a container's width.
    height: byValue ? 220 : 36 * rows.length,
    data: { name: ODDS_CHART_DATA, values: rows.map((r) => ({ ...r })) },
    mark: { type: 'bar', tooltip: true },
    encoding: byValue ? { x: outcome, y: chance, tooltip, ...grouped } : { y: outcome, x: chance, tooltip },
    config: { ...CHART_CONFIG, padding: 4, view: { stroke: null } },
  };
}
