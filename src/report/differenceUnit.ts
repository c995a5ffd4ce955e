/**
 * The unit a difference of a metric is stated in: percentage points for proportions (a change from 40% to
 * 46% is 6 points, not 6%), the metric's own unit for means.
 *
 * @example differenceUnit('proportion', undefined) // 'percentage points'
 */
export function differenceUnit(kind: 'proportion' | 'mean', unit: string | undefined): string {
  return kind === 'proportion' ? 'percentage points' : (unit ?? '');
}
