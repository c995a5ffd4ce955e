import type { ChallengeReadings } from './ChallengeReadings.ts';

/**
 * How free the challenged character is to answer (000 HATRED & FEAR; 003 the same): `must-accept` when he
 * hates the challenger ("He must always accept his challenge to a duel"), `nerve-test` when he fears him
 * ("he tests to see if he has lost his nerve"), `free` otherwise: he accepts or refuses as he likes.
 *
 * @example const o: ChallengeObligation = 'nerve-test';
 */
export type ChallengeObligation = 'must-accept' | 'nerve-test' | 'free';

/**
 * The obligation a challenge puts on a character who `hates` and/or `fears` (after skills) the challenger.
 * Both at once is the unresolved "turmoil of conflicting emotions", read by `hateAndFear`.
 *
 * @example challengeObligation(true, true, DEFAULT_CHALLENGE_READINGS) === 'nerve-test'
 */
export function challengeObligation(
  hates: boolean,
  fears: boolean,
  readings: ChallengeReadings,
): ChallengeObligation {
  if (hates && fears) {
    return readings.hateAndFear === 'fear-first'
      ? 'nerve-test'
      : readings.hateAndFear === 'hate-first'
        ? 'must-accept'
        : 'free';
  }
  return hates ? 'must-accept' : fears ? 'nerve-test' : 'free';
}
