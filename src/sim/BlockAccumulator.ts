import type { MetricDefinition } from '../scenarios/Scenario.ts';
import { emptyGroupTally, type GroupTally, type MetricTally } from './Tally.ts';

/** A comparison as the accumulator sees it: two cells, and the output slots of the metrics it differences. */
export interface AccumulatorPair {
  readonly baseline: number;
  readonly variant: number;
  /** Positions in the scenario's output array. */
  readonly slots: readonly number[];
  readonly names: readonly string[];
}

/**
 * The hot end of a block: adds each trial's metric values of every cell, and each comparison's per-trial
 * differences, into flat typed arrays, allocating nothing per trial; {@link toTally} turns them into the
 * plain {@link GroupTally} a worker sends back.
 *
 * @example
 * const acc = new BlockAccumulator(1, metrics, [0, 4], []);
 * acc.add([out]); // once per trial, after the scenario wrote `out`
 */
export class BlockAccumulator {
  private readonly sums: Float64Array;
  private readonly squares: Float64Array;
  /** Per (cell, metric): counts per bin, then underflow, then overflow; null without a histogram. */
  private readonly histograms: (Float64Array | null)[];
  private readonly histogramMin: Float64Array;
  private readonly pairSums: Float64Array;
  private readonly pairSquares: Float64Array;
  private readonly pairOffsets: number[];

  constructor(
    private readonly cells: number,
    private readonly metrics: readonly MetricDefinition[],
    private readonly slots: readonly number[],
    private readonly pairs: readonly AccumulatorPair[],
  ) {
    const n = cells * metrics.length;
    this.sums = new Float64Array(n);
    this.squares = new Float64Array(n);
    this.histogramMin = new Float64Array(metrics.map((m) => m.histogram?.min ?? 0));
    this.histograms = Array.from({ length: n }, (_, i) => {
      const h = metrics[i % metrics.length]!.histogram;
      return h ? new Float64Array(h.max - h.min + 3) : null;
    });
    this.pairOffsets = [];
    let offset = 0;
    for (const p of pairs) {
      this.pairOffsets.push(offset);
      offset += p.slots.length;
    }
    this.pairSums = new Float64Array(offset);
    this.pairSquares = new Float64Array(offset);
  }

  /** Adds one trial: `outs[c]` holds cell c's values, one slot per scenario metric. */
  add(outs: readonly Float64Array[]): void {
    // Fields read once into locals: this runs once per trial, beside a duel of about a microsecond.
    const slots = this.slots;
    const m = slots.length;
    const sums = this.sums;
    const squares = this.squares;
    const histograms = this.histograms;
    const mins = this.histogramMin;
    for (let c = 0, base = 0; c < this.cells; c++, base += m) {
      const out = outs[c]!;
      for (let k = 0; k < m; k++) {
        const v = out[slots[k]!]!;
        sums[base + k]! += v;
        squares[base + k]! += v * v;
        const h = histograms[base + k];
        if (h !== null && h !== undefined) {
          const bins = h.length - 2;
          const i = v - mins[k]!;
          h[i < 0 ? bins : i >= bins ? bins + 1 : i]!++;
        }
      }
    }
    const pairs = this.pairs;
    for (let p = 0; p < pairs.length; p++) {
      const pair = pairs[p]!;
      const b = outs[pair.baseline]!;
      const v = outs[pair.variant]!;
      const offset = this.pairOffsets[p]!;
      const pairSlots = pair.slots;
      for (let k = 0; k < pairSlots.length; k++) {
        const slot = pairSlots[k]!;
        const d = v[slot]! - b[slot]!;
        this.pairSums[offset + k]! += d;
        this.pairSquares[offset + k]! += d * d;
      }
    }
  }

  /** The tally of the `trials` trials added. Throws when a metric took a value that is not an integer. */
  toTally(trials: number): GroupTally {
    const tally = emptyGroupTally({
      cells: this.cells,
      metrics: this.metrics,
      pairs: this.pairs.map((p) => p.names),
    });
    tally.trials = trials;
    const m = this.metrics.length;
    const fill = (t: MetricTally, sum: number, squares: number, what: string): void => {
      // Integer values make the sums exact, which is what lets blocks merge in any order to the same bits.
      if (!Number.isSafeInteger(sum) || !Number.isSafeInteger(squares))
        throw new RangeError(`${what} must take integer values per trial (got a sum of ${sum})`);
      t.n = trials;
      t.sum = sum;
      t.sumSquares = squares;
    };
    tally.cells.forEach((cell, c) => {
      cell.trials = trials;
      this.metrics.forEach((def, k) => {
        const t = cell.metrics[def.name]!;
        fill(t, this.sums[c * m + k]!, this.squares[c * m + k]!, `metric ${def.name}`);
        const h = this.histograms[c * m + k];
        if (h && t.histogram) {
          const bins = h.length - 2;
          for (let i = 0; i < bins; i++) t.histogram.counts[i] = h[i]!;
          t.histogram.underflow = h[bins]!;
          t.histogram.overflow = h[bins + 1]!;
        }
      });
    });
    tally.pairs.forEach((pair, p) => {
      pair.trials = trials;
      this.pairs[p]!.names.forEach((name, k) => {
        const at = this.pairOffsets[p]! + k;
        fill(pair.differences[name]!, this.pairSums[at]!, this.pairSquares[at]!, `difference of ${name}`);
      });
    });
    return tally;
  }
}
