import type { TopLevelSpec } from 'vega-lite';
import { CHART_CONFIG } from '../report/charts/chartConfig.ts';
import type { BalanceResults, BalanceSlice } from './BalanceResults.ts';

/**
 * The search's chart as Vega-Lite: every value played with its 95% interval, one colour a slice, the
 * target as a rule, and each crossing as a diamond on the target with its 95% interval as a bar along the
 * axis and as a shaded band across the chart. Every slice by default (charts/crossing.svg), or the ones given
 * (a tactic set's own chart). Set in the reports' look (CHART_CONFIG) and drawn by their renderer.
 *
 * @example const svg = await renderSvg(balanceChart(results));
 */
export function balanceChart(r: BalanceResults, slices: readonly BalanceSlice[] = r.slices): TopLevelSpec {
  const points = slices.flatMap((s) =>
    s.result.points.map((p) => ({ slice: s.key, x: p.value, y: p.estimate, lo: p.ci95[0], hi: p.ci95[1] })),
  );
  const crossings = slices.flatMap((s) =>
    s.result.crossing
      ? [
          {
            slice: s.key,
            x: s.result.crossing.estimate,
            lo: s.result.crossing.ci95[0],
            hi: s.result.crossing.ci95[1],
            y: r.design.target,
          },
        ]
      : [],
  );
  const color = { field: 'slice', type: 'nominal', title: 'slice' } as const;
  const x = { field: 'x', type: 'quantitative', title: r.axis, scale: { zero: false } } as const;
  const y = { field: 'y', type: 'quantitative', title: r.metric, scale: { zero: false } } as const;
  return {
    $schema: 'https://vega.github.io/schema/vega-lite/v5.json',
    title: {
      text: `Where ${r.metric} crosses ${r.design.target} along ${r.axis}`,
      ...(slices.length === 1 && slices[0]!.key !== 'base' ? { subtitle: slices[0]!.key } : {}),
    },
    width: 480,
    height: 300,
    // The faint crossing band would set the legend's symbols faint too.
    config: { ...CHART_CONFIG, legend: { ...CHART_CONFIG.legend, symbolOpacity: 1 } },
    layer: [
      {
        data: { values: crossings },
        mark: { type: 'rect', opacity: 0.15 },
        encoding: { x: { ...x, field: 'lo' }, x2: { field: 'hi' }, color },
      },
      {
        data: { values: points },
        mark: { type: 'rule' },
        encoding: { x, y: { field: 'lo', type: 'quantitative' }, y2: { field: 'hi' }, color },
      },
      { data: { values: points }, mark: { type: 'point', filled: true }, encoding: { x, y, color } },
      {
        data: { values: [{ y: r.design.target }] },
        mark: { type: 'rule', strokeDash: [4, 4], color: 'gray' },
        encoding: { y },
      },
      {
        data: { values: crossings },
        mark: { type: 'rule', strokeWidth: 3 },
        encoding: { x: { ...x, field: 'lo' }, x2: { field: 'hi' }, y, color },
      },
      {
        data: { values: crossings },
        mark: { type: 'point', shape: 'diamond', size: 120, filled: true },
        encoding: { x, y, color },
      },
    ],
  };
}
