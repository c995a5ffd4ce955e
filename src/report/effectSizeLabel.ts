import type { EffectSize } from '../stats/Difference.ts';

const SYMBOL: Record<EffectSize['measure'], string> = { 'cohen-h': 'h', 'cohen-d': 'd', 'cohen-d-z': 'd_z' };

/**
 * An effect size in words: its symbol and value, and Cohen's name for its size (below 0.2 negligible, then
 * small, medium from 0.5, large from 0.8; Cohen 1988 gives the same marks for h, d and d_z). A significant
 * difference can still be negligible: with a million trials, a tenth of a point is significant.
 *
 * @example effectSizeLabel({ measure: 'cohen-h', value: 0.12 }) // 'h = 0.12 (negligible)'
 */
export function effectSizeLabel(effect: EffectSize): string {
  const size = Math.abs(effect.value);
  const word = size < 0.2 ? 'negligible' : size < 0.5 ? 'small' : size < 0.8 ? 'medium' : 'large';
  return `${SYMBOL[effect.measure]} = ${effect.value.toFixed(2)} (${word})`;
}
