import type { EmbeddedChart } from '../report/chartEmbeds.ts';
import { chartSlug } from '../report/charts/chartSlug.ts';
import { balanceChart } from './balanceChart.ts';
import type { BalanceResults } from './BalanceResults.ts';

/**
 * The charts of a balance search's report: `crossing` (every slice together), and with several slices (tactic
 * sets, tables, editions) one more a slice, `crossing-<slice>`, numbered apart when two slices meet on one
 * slug.
 *
 * @example balanceCharts(results).map((c) => c.id) // ['crossing', 'crossing-tactics-rusher', 'crossing-tactics-sniper']
 */
export function balanceCharts(r: BalanceResults): EmbeddedChart[] {
  const caption =
    'Each value played with its 95% interval; the dashed line is the target; the diamond is the crossing, its bar and shaded band its 95% interval.';
  const charts: EmbeddedChart[] = [
    {
      id: 'crossing',
      title: `Where ${r.metric} crosses ${r.design.target} along ${r.axis}`,
      caption: r.slices.length > 1 ? `Every slice, a colour each. ${caption}` : caption,
      spec: balanceChart(r),
    },
  ];
  if (r.slices.length < 2) return charts;
  const used = new Set(['crossing']);
  for (const s of r.slices) {
    const base = `crossing-${chartSlug(s.key)}`;
    let id = base;
    for (let n = 2; used.has(id); n++) id = `${base}-${n}`;
    used.add(id);
    charts.push({
      id,
      title: `Where ${r.metric} crosses ${r.design.target} along ${r.axis} at ${s.key}`,
      caption: `At ${s.key}. ${caption}`,
      spec: balanceChart(r, [s]),
    });
  }
  return charts;
}
