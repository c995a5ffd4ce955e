/**
 * A p-value as text: two significant digits, and "< 0.0001" below that, where more digits only repeat that
 * the normal approximation's far tail was reached.
 *
 * @example formatPValue(0.03412) // '0.034'
 */
export function formatPValue(p: number): string {
  if (p < 0.0001) return '< 0.0001';
  if (p >= 0.995) return '1';
  return p.toPrecision(2);
}
