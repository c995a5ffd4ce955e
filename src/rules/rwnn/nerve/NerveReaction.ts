/**
 * What a figure who has lost his nerve does (000 NERVE and/or Morale; 003 NERVE): "starting on his next
 * turn, must hide, run or surrender, as appropriate". The books say no more; what each does for the rest of
 * the gunfight is this project's proposal (docs/rules/nerve-hatred-fear.md), applied by the engine:
 *
 * - `hide`: on his next turn he moves (a normal move) into the cover within reach that hides him from the
 *   enemies he can see, or stays in the cover he is in, and ducks back. He stays hidden and ducked back for
 *   the rest of the gunfight: his only actions are Recover, Duck back, Get up and Pass; he does not fire. He
 *   can still be shot, and defends himself if attacked in a fight.
 * - `run`: each turn he moves his full movement dice away from the enemies, towards the nearest table edge,
 *   and never fires; when he crosses the edge he has left the table. Cornered (no move takes him away), he
 *   surrenders.
 * - `surrender`: he throws down his weapon and is out of the fight: no actions, not to be fired at (shooting
 *   surrendered characters earns nothing, 000 EXPERIENCE), counted as surrendered.
 *
 * He already counts as gone down for his friends' half-down test from the moment he loses his nerve ("lost
 * their nerve"); surrendering or leaving the table later does not count him again.
 *
 * @example const r: NerveReactionCode = NERVE_REACTION.run;
 */
export const NERVE_REACTION = { hide: 0, run: 1, surrender: 2 } as const;
export type NerveReactionCode = (typeof NERVE_REACTION)[keyof typeof NERVE_REACTION];

/** Names of the reactions, by code, for narration. @example NERVE_REACTION_WORDS[NERVE_REACTION.hide] === 'hides' */
export const NERVE_REACTION_WORDS = ['hides', 'runs', 'surrenders'] as const;

/**
 * The facts about a broken figure's surroundings that decide which reactions are open to him ("as
 * appropriate"), computed by the engine from the table when his next turn comes. One object is rewritten
 * for every question.
 *
 * @example const facts: NerveFacts = { coverInReach: true, canGetAway: true, inCloseCombat: false };
 */
export interface NerveFacts {
  /** He is in, or could reach with a normal move, cover that hides him from every enemy he can see. */
  coverInReach: boolean;
  /** He can move, and some move takes him further from the enemies (towards a table edge). */
  canGetAway: boolean;
  /** He is locked in close combat: he can run only by escaping (000 FIGHTING), and cannot hide. */
  inCloseCombat: boolean;
}

/** A fresh facts object; allocate once and reuse. @example const f = newNerveFacts(); */
export function newNerveFacts(): NerveFacts {
  return { coverInReach: false, canGetAway: false, inCloseCombat: false };
}

/**
 * The reactions open to a figure who has lost his nerve, as a bit mask (bit `1 << code` for each
 * {@link NERVE_REACTION}): hide where cover is within reach and he is not in a fight; run where he can get
 * away; surrender always (throwing down his weapon needs nothing), so the mask is never empty. The choice
 * among them is a policy's.
 *
 * @example legalNerveReactions({ coverInReach: false, canGetAway: true, inCloseCombat: false }) === 0b110
 */
export function legalNerveReactions(facts: NerveFacts): number {
  let mask = 1 << NERVE_REACTION.surrender;
  if (facts.coverInReach && !facts.inCloseCombat) mask |= 1 << NERVE_REACTION.hide;
  if (facts.canGetAway) mask |= 1 << NERVE_REACTION.run;
  return mask;
}

/**
 * A plain reading of "as appropriate": hide if he can, else run, else surrender.
 *
 * @example defaultNerveReaction(0b110) === NERVE_REACTION.run
 */
export function defaultNerveReaction(legal: number): NerveReactionCode {
  if (legal & (1 << NERVE_REACTION.hide)) return NERVE_REACTION.hide;
  if (legal & (1 << NERVE_REACTION.run)) return NERVE_REACTION.run;
  return NERVE_REACTION.surrender;
}
