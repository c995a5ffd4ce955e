import { newFaceCounts, type Dice, type FaceCounts } from '../../../dice/Dice.ts';
import { nervePasses } from '../nerveTest.ts';
import type { ChallengeObligation } from './challengeObligation.ts';
import type { ChallengeReadings } from './ChallengeReadings.ts';

/** A free answer to a challenge, the challenged side's choice. @example const a: ChallengeAnswer = 'refuse'; */
export type ChallengeAnswer = 'accept' | 'refuse';

/**
 * How a challenge was answered. `countsAsRefusal` says whether the refusal consequences apply
 * ({@link REFUSAL}): always for a refusal, and for lost nerve under the `refusal` reading of `fearFailure`.
 *
 * @example const out = newChallengeResponse(); respondToChallenge('free', 'accept', 0, dice, readings, out).outcome === 'accepted'
 */
export interface ChallengeResponse {
  outcome: 'accepted' | 'refused' | 'lost-nerve';
  obligation: ChallengeObligation;
  /** Nerve dice thrown for the fear test (0 when there was none, or there were no dice to throw). */
  nerveDice: number;
  readonly nerveCounts: FaceCounts;
  nervePassed: boolean;
  /** He accepted in fear after a good nerve test: "if he survives ... he becomes Fearless". */
  fearlessIfSurvives: boolean;
  countsAsRefusal: boolean;
}

/** A fresh response object; allocate once and reuse. @example const out = newChallengeResponse(); */
export function newChallengeResponse(): ChallengeResponse {
  return {
    outcome: 'accepted',
    obligation: 'free',
    nerveDice: 0,
    nerveCounts: newFaceCounts(),
    nervePassed: false,
    fearlessIfSurvives: false,
    countsAsRefusal: false,
  };
}

/**
 * Answers a challenge (000 HATRED & FEAR and CHALLENGES, DUELS & THE FAST DRAW; 003 the same): under
 * `must-accept` he accepts; under `free` he gives `freeAnswer` (the caller asks the challenged side's policy
 * only when the obligation is `free`); under `nerve-test` he throws `nerveDice` dice: "If he has [lost his
 * nerve], he runs away, hides or whatever. But, if his nerve is good, he accepts the challenge" (a 6 passes;
 * zero or fewer dice fail, see nerveTest). Allocates nothing.
 *
 * @example respondToChallenge('nerve-test', 'refuse', 4, new ScriptedDice([1, 2, 3, 6]), readings, out).outcome === 'accepted'
 */
export function respondToChallenge(
  obligation: ChallengeObligation,
  freeAnswer: ChallengeAnswer,
  nerveDice: number,
  dice: Dice,
  readings: ChallengeReadings,
  out: ChallengeResponse,
): ChallengeResponse {
  out.obligation = obligation;
  out.nerveDice = 0;
  out.nerveCounts.fill(0);
  out.nervePassed = false;
  out.fearlessIfSurvives = false;
  if (obligation === 'nerve-test') {
    out.nerveDice = Math.max(0, nerveDice);
    dice.rollCounts(out.nerveDice, out.nerveCounts);
    out.nervePassed = nervePasses(nerveDice, out.nerveCounts[6]!);
    out.outcome = out.nervePassed ? 'accepted' : 'lost-nerve';
    out.fearlessIfSurvives = out.nervePassed;
  } else {
    out.outcome = obligation === 'must-accept' || freeAnswer === 'accept' ? 'accepted' : 'refused';
  }
  out.countsAsRefusal =
    out.outcome === 'refused' || (out.outcome === 'lost-nerve' && readings.fearFailure === 'refusal');
  return out;
}
