import type { Dice } from '../../../dice/Dice.ts';
import { MATERIAL, type MaterialCode } from './CoverMaterial.ts';

/**
 * What became of a hit rolled on a protected location: `stopped` by the cover (the target still ducks back:
 * "shots that would have hit protected parts of his body cause him to duck back, but cannot injure him"), or
 * `penetrated` and hits him with a reduced effect (see CoverReadings.penetration).
 *
 * @example coverHit(MATERIAL.substantial, false, dice) === COVER_HIT.stopped
 */
export const COVER_HIT = { stopped: 0, penetrated: 1 } as const;
export type CoverHitCode = (typeof COVER_HIT)[keyof typeof COVER_HIT];

/** The highest face of the penetration throw that lets the shot through: "1, 2 - shot penetrates". @example PENETRATES_ON_OR_BELOW === 2 */
export const PENETRATES_ON_OR_BELOW = 2;

/**
 * Resolves one hit on a protected location against the cover's material (000 COVER):
 * - substantial ("an adobe wall or a pile of crates"): stopped, no dice thrown;
 * - penetrable ("a wooden building wall or fence"): "throw for each shot that hits cover: 1, 2 - shot
 *   penetrates, target hit, subtract one from the damage dice, or use white side of wound chit. 3-6 - shot is
 *   stopped" (003 prints the same throw with "subtract one from the damage dice" alone);
 * - penetrable against a shotgun: stopped, no dice thrown (000 SHOTGUNS, 003 SHOTGUNS: "a shotgun will not
 *   penetrate wooden walls or fences unless they are exceptionally flimsy");
 * - none: nothing stops it (no dice).
 *
 * @example coverHit(MATERIAL.penetrable, false, new ScriptedDice([2])) === COVER_HIT.penetrated
 */
export function coverHit(material: MaterialCode, shotgun: boolean, dice: Dice): CoverHitCode {
  if (material === MATERIAL.none) return COVER_HIT.penetrated;
  if (material === MATERIAL.substantial || shotgun) return COVER_HIT.stopped;
  return dice.d6() <= PENETRATES_ON_OR_BELOW ? COVER_HIT.penetrated : COVER_HIT.stopped;
}
