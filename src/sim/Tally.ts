import type { MetricDefinition } from '../scenarios/Scenario.ts';

/**
 * Counts of a metric's values in fixed bins, one per integer from `lower + 0.5`: bin i counts the value
 * `lower + 0.5 + i`. The shape is src/stats' fixed-bin histogram (width 1), so its quantiles apply.
 *
 * @example { lower: 0.5, width: 1, counts: [12, 7], underflow: 0, overflow: 1 } // 12 ones, 7 twos, 1 above
 */
export interface HistogramTally {
  readonly lower: number;
  readonly width: number;
  readonly counts: number[];
  underflow: number;
  overflow: number;
}

/**
 * A metric's mergeable sums over `n` trials: the src/stats `SumsTally` shape, with the histogram of its
 * values when the metric asks for one. Values are integers, so every field is an exact integer and adding
 * two tallies gives the same bits in any order.
 *
 * @example { n: 4, sum: 2, sumSquares: 2 } // a proportion: 2 of 4 trials
 */
export interface MetricTally {
  n: number;
  sum: number;
  sumSquares: number;
  histogram?: HistogramTally;
}

/** One cell's tallies, by metric name. @example cell.metrics.pAWins.sum / cell.trials */
export interface CellTally {
  trials: number;
  readonly metrics: Record<string, MetricTally>;
}

/**
 * A paired comparison's tallies: for each metric, the sums of the per-trial difference d = variant -
 * baseline, both cells having played trial t on the same stream in the same block.
 *
 * @example pair.differences.pAWins.sum / pair.trials // the paired difference of A's win rate
 */
export interface PairTally {
  trials: number;
  readonly differences: Record<string, MetricTally>;
}

/** Everything a block (or a whole run) of one stream group tallies: its cells and their comparisons. */
export interface GroupTally {
  trials: number;
  readonly cells: CellTally[];
  readonly pairs: PairTally[];
}

/** How a group's tally is laid out: its cells' metrics, and each comparison's metrics. */
export interface GroupLayout {
  readonly cells: number;
  readonly metrics: readonly MetricDefinition[];
  readonly pairs: readonly (readonly string[])[];
}

function emptyMetric(def: MetricDefinition | undefined): MetricTally {
  const t: MetricTally = { n: 0, sum: 0, sumSquares: 0 };
  if (def?.histogram) {
    const bins = def.histogram.max - def.histogram.min + 1;
    t.histogram = {
      lower: def.histogram.min - 0.5,
      width: 1,
      counts: new Array<number>(bins).fill(0),
      underflow: 0,
      overflow: 0,
    };
  }
  return t;
}

/**
 * A zero tally of a group's layout: the identity of {@link mergeGroupTally}.
 *
 * @example const total = emptyGroupTally({ cells: 1, metrics: duelScenario.metrics, pairs: [] });
 */
export function emptyGroupTally(layout: GroupLayout): GroupTally {
  return {
    trials: 0,
    cells: Array.from({ length: layout.cells }, () => ({
      trials: 0,
      metrics: Object.fromEntries(layout.metrics.map((m) => [m.name, emptyMetric(m)])),
    })),
    pairs: layout.pairs.map((names) => ({
      trials: 0,
      differences: Object.fromEntries(names.map((n) => [n, emptyMetric(undefined)])),
    })),
  };
}

function mergeMetric(into: MetricTally, add: MetricTally, where: string): void {
  into.n += add.n;
  into.sum += add.sum;
  into.sumSquares += add.sumSquares;
  // Past 2^53 a double no longer holds every integer, and merges would start to depend on their order.
  if (!Number.isSafeInteger(into.sumSquares) || !Number.isSafeInteger(into.sum))
    throw new RangeError(`${where}: the tally outgrew exact integer sums (2^53); run fewer trials`);
  const h = into.histogram;
  const g = add.histogram;
  if (!h && !g) return;
  if (!h || !g || h.lower !== g.lower || h.width !== g.width || h.counts.length !== g.counts.length)
    throw new RangeError(`${where}: histograms of different bins cannot be merged`);
  for (let i = 0; i < h.counts.length; i++) h.counts[i]! += g.counts[i]!;
  h.underflow += g.underflow;
  h.overflow += g.overflow;
}

/**
 * Adds each metric tally of `add` into the same metric of `into`; both must tally the same metrics.
 *
 * @example mergeMetricTallies(total.metrics, shard.metrics, 'cell range=6')
 */
export function mergeMetricTallies(
  into: Record<string, MetricTally>,
  add: Readonly<Record<string, MetricTally>>,
  where: string,
): void {
  const keys = Object.keys(into);
  if (keys.length !== Object.keys(add).length || keys.some((k) => !(k in add)))
    throw new RangeError(`${where}: tallies of different metrics cannot be merged`);
  for (const k of keys) mergeMetric(into[k]!, add[k]!, `${where} ${k}`);
}

/**
 * Adds `add` into `into`. Addition of integers, so merging blocks in any order, on any number of workers
 * or machines, gives bit-identical tallies.
 *
 * @example mergeGroupTally(total, blockTally)
 */
export function mergeGroupTally(into: GroupTally, add: GroupTally): GroupTally {
  if (into.cells.length !== add.cells.length || into.pairs.length !== add.pairs.length)
    throw new RangeError('tallies of different groups cannot be merged');
  into.trials += add.trials;
  into.cells.forEach((c, i) => {
    const a = add.cells[i]!;
    c.trials += a.trials;
    mergeMetricTallies(c.metrics, a.metrics, `cell ${i}`);
  });
  into.pairs.forEach((p, i) => {
    const a = add.pairs[i]!;
    p.trials += a.trials;
    mergeMetricTallies(p.differences, a.differences, `comparison ${i}`);
  });
  return into;
}
