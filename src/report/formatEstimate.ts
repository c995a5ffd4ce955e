/** An estimate as text in display units (percent for a proportion), without the unit. @example { value: '40.0', lower: '39.7', upper: '40.3' } */
export interface FormattedEstimate {
  readonly value: string;
  readonly lower: string;
  readonly upper: string;
}

/** What is formatted: a value and its interval. */
interface Interval {
  readonly estimate: number;
  readonly interval: readonly [number, number];
}

/**
 * The decimals an estimate warrants in display units: enough that the interval's half-width shows its first
 * significant digit, at least one, at most four.
 *
 * @example estimateDecimals({ estimate: 0.061, interval: [0.058, 0.064] }, 'proportion') // 1 (half-width 0.3 points)
 */
export function estimateDecimals(e: Interval, kind: 'proportion' | 'mean'): number {
  const half = ((kind === 'proportion' ? 100 : 1) * Math.abs(e.interval[1] - e.interval[0])) / 2;
  return half > 0 ? Math.min(4, Math.max(1, Math.ceil(-Math.log10(half)))) : 1;
}

/**
 * Formats an estimate and its interval, a proportion in percent (a difference of proportions in percentage
 * points), a mean as it is, with the decimals the interval warrants unless `decimals` is given (a table
 * column uses its widest need throughout). `signed` puts a + on positive values, for differences.
 *
 * @example formatEstimate({ estimate: 0.061, interval: [0.058, 0.064] }, 'proportion', { signed: true }) // { value: '+6.1', lower: '+5.8', upper: '+6.4' }
 */
export function formatEstimate(
  e: Interval,
  kind: 'proportion' | 'mean',
  options: { readonly signed?: boolean; readonly decimals?: number } = {},
): FormattedEstimate {
  const scale = kind === 'proportion' ? 100 : 1;
  const decimals = options.decimals ?? estimateDecimals(e, kind);
  const f = (x: number): string => {
    const s = (scale * x).toFixed(decimals);
    // -0.0 reads as a negative difference; it is none.
    const t = Number(s) === 0 ? (0).toFixed(decimals) : s;
    return options.signed === true && Number(t) > 0 ? `+${t}` : t;
  };
  return { value: f(e.estimate), lower: f(e.interval[0]), upper: f(e.interval[1]) };
}
