/**
 * How a FAFDM band spends between matches (a player's choices of 001 7.2, 8.1 and 9.1): its characters'
 * experience on scores (Tab.13) or new skills (Tab.14) first, and its dollars on rifles (8.1, Tab.15) or on
 * hiring (9.1). Whatever a policy leaves goes to hiring.
 */
export interface FafdmSpending {
  readonly describe: string;
  /** What experience buys first: a score raised, or a new skill. */
  readonly experience: 'scores' | 'skills';
  /** Rifles tried for after a match: one, one for every character with a six-shot, or none. */
  readonly rifles: 'one' | 'every' | 'none';
}

/**
 * The campaign's fixed spending policies, named in a setup's `sides.a.spending` (default `scores`).
 *
 * @example FAFDM_SPENDINGS.hires.rifles === 'none'
 */
export const FAFDM_SPENDINGS = {
  scores: {
    describe:
      'scores first (SHOT, COOL, REF, COS, FAME, FORTUNE), a skill with what is left; one rifle a match',
    experience: 'scores',
    rifles: 'one',
  },
  skills: {
    describe:
      'a Tab.14 skill whenever 3 points are saved, scores once every skill is held; one rifle a match',
    experience: 'skills',
    rifles: 'one',
  },
  guns: {
    describe: 'scores first; a rifle tried for every character with a six-shot before anyone is hired',
    experience: 'scores',
    rifles: 'every',
  },
  hires: {
    describe: 'scores first; no rifles: every dollar hires characters',
    experience: 'scores',
    rifles: 'none',
  },
} as const satisfies Record<string, FafdmSpending>;

export type FafdmSpendingName = keyof typeof FAFDM_SPENDINGS;
export const FAFDM_SPENDING_NAMES = Object.keys(FAFDM_SPENDINGS) as FafdmSpendingName[];
export const DEFAULT_FAFDM_SPENDING: FafdmSpendingName = 'scores';
