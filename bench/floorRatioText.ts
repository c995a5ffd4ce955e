import type { BenchFigure } from './BenchFigure.ts';

/**
 * A figure's ratio to its floor as people read it: a rate as a share of the floor's rate ("95.0% of floor"),
 * a time as a multiple of the floor's time ("8.6x floor"); empty for a figure without a floor.
 *
 * @example floorRatioText({ ...figure, biggerIsBetter: true, ratio: { floor: 'f', value: 0.95 } }) === '95.0% of floor'
 */
export function floorRatioText(f: BenchFigure): string {
  if (!f.ratio) return '';
  const r = f.ratio.value;
  if (!f.biggerIsBetter) return `${r.toPrecision(3)}x floor`;
  const pct = 100 * r;
  return `${pct >= 10 ? pct.toFixed(1) : pct.toPrecision(3)}% of floor`;
}
