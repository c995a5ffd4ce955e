import type { TopLevelSpec } from 'vega-lite';

/**
 * One layer of a layered Vega-Lite chart, taken from the public TopLevelSpec type (vega-lite exports its
 * layer types only under an "unstable" path), so spec builders can assemble layers in helpers and still be
 * checked against the schema.
 *
 * @example const bars: LayerSpec = { mark: 'errorbar', encoding: { y: { field: 'lower', type: 'quantitative' }, y2: { field: 'upper' } } };
 */
export type LayerSpec = NonNullable<Extract<TopLevelSpec, { layer: unknown }>['layer']>[number];
