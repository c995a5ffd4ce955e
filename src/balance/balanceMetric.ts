import type { MetricTally } from '../sim/Tally.ts';
import type { PointSums } from './PointSampler.ts';

/**
 * The metric a search reads: one of the scenario's, or the edge `pAWins-pBWins` (per trial +1 when A wins,
 * -1 when B wins, 0 otherwise), whose target 0 is an even match however often neither wins.
 *
 * @example balanceMetric('pAWins-pBWins') // { name: 'pAWins-pBWins', tallied: ['pAWins', 'pBWins'], edge: true }
 */
export interface BalanceMetric {
  readonly name: string;
  /** The scenario metrics tallied for it. */
  readonly tallied: readonly string[];
  /** The difference of two outcomes that never happen in the same trial. */
  readonly edge: boolean;
}

/**
 * The edges a search may read: differences of two outcomes that cannot both happen in one trial (A and B
 * cannot both win), so that the difference's sum of squares is the sum of the two counts.
 */
export const EDGES: readonly (readonly [string, string])[] = [
  ['pAWins', 'pBWins'],
  ['pBWins', 'pAWins'],
];

/** The metric named by `--metric`. @example balanceMetric('pAWins').edge === false */
export function balanceMetric(name: string): BalanceMetric {
  const edge = EDGES.find(([a, b]) => name === `${a}-${b}`);
  return edge ? { name, tallied: edge, edge: true } : { name, tallied: [name], edge: false };
}

/** A cell's sums of the metric from its block tallies. */
export function metricSums(m: BalanceMetric, tallies: Readonly<Record<string, MetricTally>>): PointSums {
  if (!m.edge) {
    const t = tallies[m.name]!;
    return { n: t.n, sum: t.sum, sumSquares: t.sumSquares };
  }
  const a = tallies[m.tallied[0]!]!;
  const b = tallies[m.tallied[1]!]!;
  // Exclusive outcomes: (a - b)^2 = a + b trial by trial.
  return { n: a.n, sum: a.sum - b.sum, sumSquares: a.sum + b.sum };
}

/**
 * A pair's sums of the per-trial difference of the metric between two cells. An edge's cannot be had
 * from the tallies (it needs the cross products of A's and B's wins at the two cells): it comes back empty,
 * and the crossing's interval then takes the two cells as uncorrelated, which only widens it.
 */
export function pairSums(m: BalanceMetric, differences: Readonly<Record<string, MetricTally>>): PointSums {
  if (m.edge) return { n: 0, sum: 0, sumSquares: 0 };
  const t = differences[m.name]!;
  return { n: t.n, sum: t.sum, sumSquares: t.sumSquares };
}
