/**
 * The tick labels of an axis of differences, as a Vega expression: signed ("+2", "0", "−1"), and for a
 * proportion in percentage points, the axis title's unit ("+2" where d3's percent format would print "+2%",
 * a relative change). `format` is Vega's d3-format; `~r` drops the float noise of scaling (7.000000000000001).
 *
 * @example differenceTicks('proportion') // "(datum.value > 0 ? '+' : '') + format(datum.value * 100, '~r')"
 */
export function differenceTicks(kind: 'proportion' | 'mean'): string {
  const value = kind === 'proportion' ? 'datum.value * 100' : 'datum.value';
  return `(datum.value > 0 ? '+' : '') + format(${value}, '~r')`;
}
