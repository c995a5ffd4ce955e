import type { AxisValue, ReportAxis } from '../ReportModel.ts';

/**
 * The header of the panel a cell falls in when `facets` split a chart: each axis's label and the cell's
 * value on it, with the axis's unit.
 *
 * @example facetLabel([policy], { range: 9, 'a.policy': 'blaze' }) // "A's policy blaze"
 */
export function facetLabel(
  facets: readonly ReportAxis[],
  params: Readonly<Record<string, AxisValue>>,
): string {
  return facets
    .map((a) => `${a.label} ${String(params[a.name] ?? '')}${a.unit ? ` ${a.unit}` : ''}`)
    .join(', ');
}

/**
 * Every panel header of `facets`, in the experiment's order of their values (the first axis slowest), for a
 * facet's `sort`: left alone, Vega-Lite orders panels alphabetically ("blaze" before "deliberate").
 *
 * @example facetOrder([policy]) // ["A's policy deliberate", "A's policy blaze"]
 */
export function facetOrder(facets: readonly ReportAxis[]): string[] {
  let combos: Record<string, AxisValue>[] = [{}];
  for (const a of facets) combos = combos.flatMap((p) => a.values.map((v) => ({ ...p, [a.name]: v })));
  return combos.map((p) => facetLabel(facets, p));
}
