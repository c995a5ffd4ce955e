import type { MetricEstimate } from '../sim/estimateMetric.ts';
import type { Results } from '../sim/Results.ts';
import { metricLabel } from '../report/metricLabel.ts';
import { textTable } from './textTable.ts';

function shown(kind: 'proportion' | 'mean', e: MetricEstimate | undefined, signed = false): string {
  if (!e) return '-';
  const half = (e.ci95[1] - e.ci95[0]) / 2;
  const sign = signed && e.estimate > 0 ? '+' : '';
  return kind === 'proportion'
    ? `${sign}${(100 * e.estimate).toFixed(2)}% ±${(100 * half).toFixed(2)}`
    : `${sign}${e.estimate.toFixed(3)} ±${half.toFixed(3)}`;
}

/**
 * A run's results as text: a heading (experiment, seed, trials, digest, folder), one row per cell with each
 * metric's estimate ± its 95% half-width, and one row per comparison pair with the paired differences.
 * Metrics are headed in words ("A wins"); the tables fit `maxWidth` (see {@link textTable}).
 *
 * @example process.stdout.write(formatResults(results, outputDir))
 */
export function formatResults(results: Results, outputDir: string | null, maxWidth = Infinity): string {
  const kinds = results.metrics;
  const trials = new Set(results.cells.map((c) => c.trials));
  const head = [
    `${results.experiment.name}: ${results.cells.length} cell${results.cells.length === 1 ? '' : 's'}, ${
      trials.size === 1 ? `${[...trials][0]} trials each` : 'trials by cell'
    }, seed ${String(results.seed)}${results.complete ? '' : ` (shard ${results.provenance.shard?.k}/${results.provenance.shard?.n})`}`,
    `digest ${results.digest}`,
    ...(outputDir ? [`written to ${outputDir}`] : []),
  ];
  const cells = textTable(
    ['cell', 'trials', ...kinds.map((m) => metricLabel(m.name))],
    results.cells.map((c) => [
      c.key,
      String(c.trials),
      ...kinds.map((m) => shown(m.kind, c.metrics[m.name])),
    ]),
    maxWidth,
  );
  const parts = [head.join('\n'), cells];
  if (results.comparisons.length) {
    const names = [...new Set(results.comparisons.flatMap((c) => Object.keys(c.metrics)))];
    const kindOf = (n: string) => kinds.find((m) => m.name === n)?.kind ?? 'mean';
    parts.push(
      textTable(
        ['comparison', 'variant', 'against', ...names.map((n) => `d ${metricLabel(n)}`)],
        results.comparisons.map((c) => [
          c.comparison,
          c.variant,
          c.baseline,
          ...names.map((n) => shown(kindOf(n), c.metrics[n]?.difference, true)),
        ]),
        maxWidth,
      ),
    );
  }
  return `${parts.join('\n\n')}\n`;
}
