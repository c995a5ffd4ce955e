/**
 * A figure's value as the table shows it: rates in millions or thousands ("1.07M", "850.3k"), times in whole
 * milliseconds, anything else to three significant digits.
 *
 * @example figureValueText(1_066_731, 'duels/s') === '1.07M'
 */
export function figureValueText(value: number, unit: string): string {
  if (unit.endsWith('/s')) {
    if (value >= 1e6) return `${(value / 1e6).toFixed(2)}M`;
    if (value >= 1e3) return `${(value / 1e3).toFixed(1)}k`;
  }
  if (unit === 'ms') return value.toFixed(0);
  return value >= 100 ? value.toFixed(1) : value.toPrecision(3);
}
