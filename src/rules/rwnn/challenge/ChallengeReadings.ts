/**
 * Readings of the challenge passages; each is explained in its entry under docs/rules/interpretations/
 * (challenge-hate-and-fear, challenge-fear-nerve-failure, challenge-refusal-experience).
 *
 * @example const r: ChallengeReadings = { ...DEFAULT_CHALLENGE_READINGS, hateAndFear: 'hate-first' };
 */
export interface ChallengeReadings {
  /**
   * He both hates and fears the challenger (unresolved): the fear test comes first (passing it, he accepts),
   * his hatred makes him accept, or neither binds him and he chooses.
   */
  readonly hateAndFear: 'fear-first' | 'hate-first' | 'neither';
  /** Losing his nerve when challenged by one he fears: lost nerve only, or a refusal as well. */
  readonly fearFailure: 'lost-nerve' | 'refusal';
  /** An Evil character who refuses: forfeits his experience like anyone, or keeps it (000 SKILLS). */
  readonly evilRefusal: 'forfeits' | 'keeps';
}

/** The default readings. @example DEFAULT_CHALLENGE_READINGS.hateAndFear === 'fear-first' */
export const DEFAULT_CHALLENGE_READINGS: ChallengeReadings = {
  hateAndFear: 'fear-first',
  fearFailure: 'lost-nerve',
  evilRefusal: 'forfeits',
};
