import type { TopLevelSpec } from 'vega-lite';
import type { FairCostResults } from './FairCostStudy.ts';

/**
 * The study's chart as Vega-Lite: a row a subject, its fair cost as a dot with the 95% interval as a bar,
 * its listed cost as a tick, coloured by whether the listed cost lies within, above or below the interval.
 * Drawn with the reports' own renderer into charts/fair-costs.svg.
 *
 * @example const svg = await renderSvg(fairCostChart(results));
 */
export function fairCostChart(r: FairCostResults): TopLevelSpec {
  const values = r.rows.map((row) => ({
    subject: row.subject,
    fair: row.fair.estimate,
    lo: row.fair.ci95?.[0] ?? null,
    hi: row.fair.ci95?.[1] ?? null,
    listed: row.listed,
    verdict: row.verdict,
  }));
  const y = { field: 'subject', type: 'nominal', sort: null, title: null } as const;
  const color = {
    field: 'verdict',
    type: 'nominal',
    title: 'listed cost',
    scale: {
      domain: ['within', 'over', 'under', 'unknown'],
      range: ['#4c78a8', '#e45756', '#54a24b', '#9d9d9d'],
    },
  } as const;
  return {
    $schema: 'https://vega.github.io/schema/vega-lite/v5.json',
    title: `${r.study}: fair cost (dot, 95% CI) against listed cost (tick), in dollars`,
    width: 480,
    height: { step: 14 },
    config: { font: 'DejaVu Sans' },
    data: { values },
    layer: [
      {
        transform: [{ filter: 'datum.lo !== null' }],
        mark: { type: 'rule' },
        encoding: {
          y,
          x: { field: 'lo', type: 'quantitative', title: 'dollars' },
          x2: { field: 'hi' },
          color,
        },
      },
      {
        mark: { type: 'point', filled: true },
        encoding: { y, x: { field: 'fair', type: 'quantitative' }, color },
      },
      {
        mark: { type: 'tick', thickness: 2, color: 'black' },
        encoding: { y, x: { field: 'listed', type: 'quantitative' } },
      },
    ],
  };
}
