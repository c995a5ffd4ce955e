import type { FafdmFigure } from '../FafdmFigure.ts';
import type { FafdmReadings } from '../FafdmReadings.ts';
import { SHOT_MODIFIERS as M } from '../tables/shotModifiers.ts';

/**
 * The part of a shooting test's Tab.3 modifier that belongs to the figure shot at (001 4.2, 4.2.1): +1 if he
 * has not yet activated (not on an opportunity shot), his cover, and lying on the ground: +1 within short
 * range (not on an opportunity shot) with his cover, beyond it the stronger of his cover and the lying -1
 * (4.2.1 "not cumulative"; `fafdm.lyingCover`).
 *
 * @example targetModifier(bandit, true, 0, false, readings) === 1 // standing, not yet activated
 */
export function targetModifier(
  target: FafdmFigure,
  short: boolean,
  cover: number,
  opportunity: boolean,
  r: FafdmReadings,
): number {
  const m = target.activated || opportunity ? 0 : M.targetNotActivated;
  if (!target.onGround) return m + cover;
  if (short) return m + (opportunity ? 0 : M.lyingWithinShort) + cover;
  return (
    m + Math.min(cover, r.lyingCover === 'once' ? M.lyingBeyondShort : M.lyingBeyondShort + M.lightCover)
  );
}
