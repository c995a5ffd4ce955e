import type { EffectSize } from '../stats/Difference.ts';

const SYMBOL: Record<EffectSize['measure'], string> = { 'cohen-h': 'h', 'cohen-d': 'd', 'cohen-d-z': 'd_z' };

/**
 * An effect size as a table cell: its symbol and value. Cohen's names for sizes ("negligible", "small") are
 * not given: they are judged against the behavioural sciences, not a game, where a difference of 0.1 in h
 * is six points of a win rate.
 *
 * @example effectSizeLabel({ measure: 'cohen-h', value: 0.12 }) // 'h = 0.12'
 */
export function effectSizeLabel(effect: EffectSize): string {
  return `${SYMBOL[effect.measure]} = ${effect.value.toFixed(2)}`;
}
