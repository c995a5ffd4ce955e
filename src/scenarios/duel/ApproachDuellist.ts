import type { DuelApproachPolicy } from '../../policies/duel/DuelApproachPolicy.ts';
import type { SkillCounts } from '../../rules/rwnn/challenge/SkillCounts.ts';
import type { CharacterClass } from '../../rules/rwnn/tables/CharacterClass.ts';
import type { Duellist } from './Duellist.ts';

/**
 * A duellist before the first draw: name (for the narration), class, skills with counts (2 is the double
 * skill; Swift, Slow, Clumsy and Jumpy touch movement, Slow the action cards, Terrifying and the "Fears
 * no-one" skills the challenge, the nerve skills the fear test, Evil a refusal's experience) and his
 * approach policy; and, when the approach leads into a duel, the duellist in play (`figure`), whose Lucky,
 * Charmed and Cursed reach his movement dice (register entry movement-rerolls) with the once-per-gunfight
 * allowances the duel goes on spending, his duel policy choosing. Without it nothing is re-rolled.
 *
 * @example const d: ApproachDuellist = { name: 'Ringo', cls: 'gunman', skills: {}, policy: closeToPolicy(6) };
 */
export interface ApproachDuellist {
  readonly name: string;
  readonly cls: CharacterClass;
  readonly skills: SkillCounts;
  readonly policy: DuelApproachPolicy;
  readonly figure?: Duellist;
}
