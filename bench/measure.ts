/**
 * The median of a set of runs and how far apart they were: half their range, in the same unit.
 *
 * @example const s: Sample = { median: 1.05e6, spread: 1.2e4, runs: 5 };
 */
export interface Sample {
  readonly median: number;
  readonly spread: number;
  readonly runs: number;
}

/** The median of a non-empty list. @example median([3, 1, 2]) === 2 */
export function median(xs: readonly number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}

/**
 * Takes `sample` once to warm up (the JIT, the file cache), then `runs` more times, and returns the median
 * with half the range of those runs. The median keeps one descheduled run from moving the figure.
 *
 * @example medianOf(5, () => timeSomething()).median
 */
export function medianOf(runs: number, sample: () => number, warmUp: () => unknown = sample): Sample {
  warmUp();
  const xs = Array.from({ length: runs }, sample);
  return { median: median(xs), spread: (Math.max(...xs) - Math.min(...xs)) / 2, runs };
}

/**
 * Takes each run of a figure right after a run of its floor, so that the machine's load, which drifts over
 * seconds, weighs on both alike: the median and spread of the figure's runs, and of each run's ratio to the
 * floor run taken just before it. One warm-up of each first.
 *
 * @example const { value, ratio } = medianPaired(5, () => floorRate(), () => duelRate());
 */
export function medianPaired(
  runs: number,
  floor: () => number,
  sample: () => number,
): { readonly value: Sample; readonly ratio: Sample } {
  floor();
  sample();
  const values: number[] = [];
  const ratios: number[] = [];
  for (let i = 0; i < runs; i++) {
    const f = floor();
    const v = sample();
    values.push(v);
    ratios.push(v / f);
  }
  const of = (xs: number[]): Sample => ({
    median: median(xs),
    spread: (Math.max(...xs) - Math.min(...xs)) / 2,
    runs,
  });
  return { value: of(values), ratio: of(ratios) };
}

/**
 * Seconds `work` takes, done `times` times over (the deliberate slowdown of `TRIGGERNOMETRY_BENCH_SLOWDOWN`
 * does the same work that many times and counts it once).
 *
 * @example const s = seconds(() => play(1e6), 1);
 */
export function seconds(work: () => unknown, times = 1): number {
  const start = process.hrtime.bigint();
  for (let i = 0; i < times; i++) work();
  return Number(process.hrtime.bigint() - start) / 1e9;
}
