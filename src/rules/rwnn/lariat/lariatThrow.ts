import type { Dice, FaceCounts } from '../../../dice/Dice.ts';
import { deliberateHits } from '../deliberateFire.ts';
import type { SkillId } from '../tables/skills.ts';
import { ropedOnHit, type RopedOutcome } from './ropedOnHit.ts';

/** What a lariat's throw did: missed, or what its hit did (see {@link ropedOnHit}). */
export type LariatThrowOutcome = 'miss' | RopedOutcome;

const TOUGH: ReadonlySet<SkillId> = new Set(['tough']);
const NONE: ReadonlySet<SkillId> = new Set();

/**
 * A lariat thrown with `n` dice (000 "Lariats": "This counts as a deliberate pistol shot at point blank, or
 * close range only – but with +1 dice to hit"; the caller counts the dice, the +1 included): one hit on a 6
 * (on a 5 too for a Deadeye), then {@link ropedOnHit}: behind cover he ducks back, else he is roped and
 * knocked down unless Tough. `counts` is reused scratch space. The shootout's throw and `odds lariat`'s
 * sampled form both come here.
 *
 * @example lariatThrow(2, false, false, false, new ScriptedDice([6, 1]), newFaceCounts()) === 'roped-knocked-down'
 */
export function lariatThrow(
  n: number,
  deadeye: boolean,
  behindCover: boolean,
  tough: boolean,
  dice: Dice,
  counts: FaceCounts,
): LariatThrowOutcome {
  dice.rollCounts(n, counts);
  if (deliberateHits(counts, deadeye) === 0) return 'miss';
  return ropedOnHit(behindCover, tough ? TOUGH : NONE);
}
