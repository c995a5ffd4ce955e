import type { Figure } from '../figure/Figure.ts';
import type { NerveReadings } from './NerveReadings.ts';

/**
 * The wounds that count towards being hurt real bad: every flesh and serious wound in his WoundState (from
 * shots and fights alike; the books say "any two wounds", whatever made them), plus, under
 * `nerve.ignoredWound=counted`, the wounds Hard as Nails ignored (their kind is not recorded, so they never
 * count as the Legend's serious wound). Allocates nothing.
 *
 * @example countedWounds(figure, readings) // 2 for a Gunman with a flesh wound to the arm and a serious one to the leg
 */
export function countedWounds(figure: Figure, readings: NerveReadings): number {
  const f = figure.wounds.flesh;
  let n = f[0]! + f[1]! + f[2]! + f[3]! + f[4]! + f[5]! + figure.wounds.seriousTotal();
  if (readings.ignoredWound === 'counted') n += figure.profile.ignoresFirstWounds - figure.hardAsNailsLeft;
  return n;
}
