import { challengeNerveDice, type NerveDiceInput } from '../challenge/challengeNerveDice.ts';
import type { Figure } from '../figure/Figure.ts';
import type { RwnnRulesetId } from '../tables/rulesetTables.ts';

/** A {@link NerveDiceInput} rewritten in place for each fear test. */
export type MutableNerveDiceInput = { -readonly [K in keyof NerveDiceInput]: NerveDiceInput[K] };

/** A fresh input object; allocate once and reuse. @example const scratch = newNerveDiceInput(); */
export function newNerveDiceInput(): MutableNerveDiceInput {
  return {
    cls: 'citizen',
    skills: {},
    opponentSkills: {},
    fleshWounds: 0,
    seriousWounds: 0,
    sideHasDownedMore: false,
  };
}

/**
 * The nerve dice of the test a figure takes when challenged by one he fears (000 HATRED & FEAR: "he tests
 * to see if he has lost his nerve"): the challenge code's own count (challengeNerveDice: class dice, wounds,
 * his side's standing, his nerve skills and a Terrifying challenger) plus `bossmanDice`, his side's Bossman
 * dice (NerveState.bossmanDice), which the Bossman gives "when testing nerve", any test. Pass the result to
 * respondToChallenge. Allocates nothing.
 *
 * @example respondToChallenge('nerve-test', 'accept', fearTestDice(y, x, nerve.sideDownedMore(j), nerve.bossmanDice(j), 'rwnn-extended', scratch), dice, readings, out)
 */
export function fearTestDice(
  challenged: Figure,
  challenger: Figure,
  sideDownedMore: boolean,
  bossmanDice: number,
  ruleset: RwnnRulesetId,
  scratch: MutableNerveDiceInput,
): number {
  const f = challenged.wounds.flesh;
  scratch.cls = challenged.cls;
  scratch.skills = challenged.skills;
  scratch.opponentSkills = challenger.skills;
  scratch.fleshWounds = f[0]! + f[1]! + f[2]! + f[3]! + f[4]! + f[5]!;
  scratch.seriousWounds = challenged.wounds.seriousTotal();
  scratch.sideHasDownedMore = sideDownedMore;
  return challengeNerveDice(scratch, ruleset) + bossmanDice;
}
