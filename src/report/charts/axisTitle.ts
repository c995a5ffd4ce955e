import type { ReportAxis } from '../ReportModel.ts';

/**
 * An axis's title with its unit, for chart axes and legends.
 *
 * @example axisTitle({ name: 'range', label: 'Range', unit: 'inches', values: [6] }) // 'Range (inches)'
 */
export function axisTitle(axis: ReportAxis): string {
  return axis.unit ? `${axis.label} (${axis.unit})` : axis.label;
}
