/** One benchmark figure: a name, a value and its unit, with the better direction for regression checks. */
export interface BenchFigure {
  readonly name: string;
  readonly value: number;
  readonly unit: string;
  readonly biggerIsBetter: boolean;
  /** Free text shown beside the figure: ratios to the floor, targets met or missed. */
  readonly extra?: string;
}

/**
 * Runs `work` once to warm up, then `runs` more times, and returns the median rate of units per second
 * (`work` returns how many units it did). The median keeps one descheduled run from moving the figure.
 */
export function medianRate(work: () => number, runs = 5): number {
  work();
  const rates: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = process.hrtime.bigint();
    const units = work();
    const seconds = Number(process.hrtime.bigint() - start) / 1e9;
    rates.push(units / seconds);
  }
  return median(rates);
}

/** The median of a non-empty list. */
export function median(xs: readonly number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}
