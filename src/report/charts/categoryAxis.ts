import { widestLabel } from './widestLabel.ts';

/** Room between two labels side by side, and beside a label in its category. */
const GAP = 12;

/**
 * How a categorical x axis gives each category room for its label: the step (pixels per category) and the
 * axis properties. A category is at least `minStep` wide and wide enough for its label up to `maxStep`;
 * past that the labels turn, which keeps them apart at any length. No label is ever cut short (the limit is
 * the widest label) and none is dropped for overlapping, because none overlaps.
 *
 * @example categoryAxis(['six-shooter', 'two-pistols'], 64).step // 79: the labels' width and a gap
 */
export function categoryAxis(
  labels: readonly string[],
  minStep: number,
  maxStep = 160,
): {
  readonly step: number;
  readonly axis: {
    readonly labelAngle: number;
    readonly labelAlign: 'center' | 'right';
    readonly labelLimit: number;
    readonly labelOverlap: false;
    readonly maxExtent: number;
  };
} {
  const widest = widestLabel(labels);
  const step = Math.max(minStep, Math.min(maxStep, Math.ceil(widest + GAP)));
  const turned = widest + GAP > step;
  return {
    step,
    axis: {
      labelAngle: turned ? -35 : 0,
      labelAlign: turned ? 'right' : 'center',
      labelLimit: Math.ceil(widest) + 2,
      labelOverlap: false,
      // Room below the axis for turned labels, beyond the config's cap for very long ones.
      maxExtent: Math.max(360, Math.ceil(widest) + 20),
    },
  };
}
