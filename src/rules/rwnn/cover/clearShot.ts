import type { Dice } from '../../../dice/Dice.ts';
import type { CoverReadings } from './CoverReadings.ts';

/**
 * The modifiers to the clear-shot throw, each citing its line:
 * - `duckedBack`, `indian`: 000 COMBAT IN THE GREAT OUTDOORS "Subtract one from the dice when attempting to
 *   find a clear shot at an Indian, or at a character who has ducked back."
 * - `marksman`: 000 SKILLS & ATTRIBUTES, Marksman "+1 to his roll on finding a 'Clear Shot' in The Great
 *   Outdoors."
 * - `hunter`: 000 Indian Skills & Attributes, Hunter "adds 1 to his roll when trying to get a clear shot at
 *   an opponent in cover."
 *
 * @example clearShot(2, CLEAR_SHOT_MODIFIER.duckedBack, dice)
 */
export const CLEAR_SHOT_MODIFIER = { duckedBack: -1, indian: -1, marksman: 1, hunter: 1 } as const;

/**
 * The density a firer must beat for a clear shot (000 COMBAT IN THE GREAT OUTDOORS: "Total up the density of
 * the woods between them, this is one for each area of loose scrub or woods, and two for each area of dense
 * scrub or woods"): every area the line crosses (`density`), or (`between-only`) without those either figure
 * stands in (`ownDensity`, the part of `density` they make up). See clear-shot-areas.
 *
 * @example clearShotTotal(3, 2, coverReadings('rwnn-extended', { clearShotAreas: 'between-only' })) === 1
 */
export function clearShotTotal(density: number, ownDensity: number, readings: CoverReadings): number {
  return readings.clearShotAreas === 'all-crossed' ? density : density - ownDensity;
}

/**
 * The clear-shot throw: "The firer must throw a dice and score more than the total density to be permitted
 * to fire. If he fails the throw he stands instead." `modifier` is the sum of the {@link CLEAR_SHOT_MODIFIER}
 * lines that apply. With no woods or scrub between (a total of 0) nothing is thrown and the shot is clear:
 * the throw belongs to "areas of concealing terrain" (see clear-shot-areas).
 *
 * @example clearShot(2, 0, new ScriptedDice([3])) === true // 3 is more than 2
 */
export function clearShot(total: number, modifier: number, dice: Dice): boolean {
  if (total <= 0) return true;
  return dice.d6() >= clearShotNeed(total, modifier);
}

/**
 * The lowest face that gives a clear shot through woods of density `total` (more than 0), `modifier` added:
 * "score more than the total density". It may be above 6 (no clear shot to be had) or 1 and below (sure).
 *
 * @example clearShotNeed(2, CLEAR_SHOT_MODIFIER.marksman) === 2 // 2 + 1 is more than 2
 */
export function clearShotNeed(total: number, modifier: number): number {
  return total - modifier + 1;
}
