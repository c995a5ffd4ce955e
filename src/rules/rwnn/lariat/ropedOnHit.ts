import type { SkillId } from '../tables/skills.ts';
import { LARIAT } from '../tables/lariat.ts';

/** What a lariat's hit does. @example const o: RopedOutcome = 'ducks-back'; */
export type RopedOutcome = 'ducks-back' | 'roped-knocked-down' | 'roped-standing';

/**
 * A lariat's hit on its target (000 "Lariats"): "Characters behind cover may not be roped, but must duck
 * back. Otherwise, if hit, the target is ‘roped’ and knocked down – unless Tough" (a Tough man is roped but
 * stays on his feet).
 *
 * @example ropedOnHit(false, new Set(['tough'])) === 'roped-standing'
 */
export function ropedOnHit(behindCover: boolean, skills: ReadonlySet<SkillId>): RopedOutcome {
  if (behindCover) return 'ducks-back';
  return LARIAT.roped.unlessSkills.some((s) => skills.has(s)) ? 'roped-standing' : 'roped-knocked-down';
}
