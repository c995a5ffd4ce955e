/**
 * A figure divided by the floor it is judged against: the same measurement of the plainest work of its kind
 * taken in the same run on the same machine (raw d6 per second for throughputs, a bare `node` start for whole
 * processes). Machines differ in speed; the ratio does much less, so `--check` compares it where it exists.
 *
 * @example const r: FloorRatio = { floor: 'dice floor: plain xorshift128', value: 0.95 };
 */
export interface FloorRatio {
  /** The floor figure's name. */
  readonly floor: string;
  /** This figure's value over the floor's. */
  readonly value: number;
}

/**
 * One benchmark figure: the median of its runs with their spread, its unit and better direction, its ratio to
 * a floor where it has one, and whether `--check` holds it to the baseline.
 *
 * @example
 * const f: BenchFigure = { name: 'reference duel: in-process', group: 'duel', unit: 'duels/s', value: 1.07e6,
 *   spread: 2e4, runs: 5, biggerIsBetter: true, checked: true };
 */
export interface BenchFigure {
  /** Stable: the baseline and the benchmark charts key on it. */
  readonly name: string;
  /** The group `--only` selects it by. */
  readonly group: string;
  readonly unit: string;
  /** The median of the runs. */
  readonly value: number;
  /** Half the range (max - min) of the runs, in the figure's unit. */
  readonly spread: number;
  readonly runs: number;
  readonly biggerIsBetter: boolean;
  readonly ratio?: FloorRatio;
  /** False for floors and for figures recorded only for comparison: `--check` skips them. */
  readonly checked: boolean;
  /** Free text shown beside the figure: what the ratio means, targets met or missed. */
  readonly note?: string;
}
