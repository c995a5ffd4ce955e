import { dejaVuSansWidth } from '../dejaVuSansWidth.ts';

/** Axis, legend and header labels are set at 12px (see chartConfig). */
const LABEL_FONT_SIZE = 12;

/**
 * The width in pixels of the widest of `labels` as a chart draws them (DejaVu Sans, regular), so a spec can
 * give its labels the room they need instead of letting Vega cut them with an ellipsis. 0 without labels.
 *
 * @example widestLabel(['six-shooter', 'two-pistols']) // 66.6
 */
export function widestLabel(labels: readonly string[], fontSize = LABEL_FONT_SIZE): number {
  return Math.max(0, ...labels.map((l) => dejaVuSansWidth(l, fontSize, false)));
}
