import type { SourceRef } from '../../SourceRef.ts';
import type { ChallengeReadings } from './ChallengeReadings.ts';

/**
 * What refusing a challenge costs, as data for whoever keeps the gunfight's relations and experience:
 * 000 CHALLENGES, DUELS & THE FAST DRAW (003 the same): "If a character refuses a challenge, all his enemies
 * hate him for the rest of the gunfight, any characters present who fear him no longer do so, he gains no
 * experience or skills for this gunfight"; 000 NERVE and/or Morale (003 NERVE) counts a refusal among the
 * friends who "go down" ("killed, seriously wounded, knocked out, surrendered, lost their nerve, refused a
 * challenge or left the table") when half of a character's friends go down.
 *
 * @example REFUSAL.hatedByAllEnemies === true
 */
export interface RefusalConsequences {
  readonly hatedByAllEnemies: true;
  readonly fearersNoLongerFear: true;
  /** No experience or skills for this gunfight (an Evil refuser keeps them under the `keeps` reading). */
  readonly forfeitsExperience: boolean;
  readonly countsAsFriendDownForNerve: true;
  readonly sources: readonly SourceRef[];
}

const SOURCES: readonly SourceRef[] = [
  { document: '000_53eda652e9702143.txt', section: 'CHALLENGES, DUELS & THE FAST DRAW' },
  { document: '000_53eda652e9702143.txt', section: 'NERVE and/or Morale' },
  { document: '003_e162d46cc374eff2.txt', section: 'Challenges, Duels and Fast Draws' },
  { document: '003_e162d46cc374eff2.txt', section: 'NERVE' },
];

/** A refusal's consequences. @example REFUSAL.forfeitsExperience === true */
export const REFUSAL = {
  hatedByAllEnemies: true,
  fearersNoLongerFear: true,
  forfeitsExperience: true,
  countsAsFriendDownForNerve: true,
  sources: SOURCES,
} as const satisfies RefusalConsequences;

/**
 * An Evil character's refusal under the `keeps` reading of 000 SKILLS ("Evil characters are the exception
 * to this"): the same, except that he keeps his experience.
 *
 * @example REFUSAL_EVIL_KEEPS_EXPERIENCE.forfeitsExperience === false
 */
export const REFUSAL_EVIL_KEEPS_EXPERIENCE = {
  ...REFUSAL,
  forfeitsExperience: false,
  sources: [...SOURCES, { document: '000_53eda652e9702143.txt', section: 'SKILLS' }],
} as const satisfies RefusalConsequences;

/**
 * The consequences of a refusal by a character who is (or is not) Evil: {@link REFUSAL}, except that under
 * the `keeps` reading of `evilRefusal` an Evil character keeps his experience (000 SKILLS: "Evil characters
 * are the exception to this"). Returns a shared constant.
 *
 * @example refusalConsequences(true, { ...DEFAULT_CHALLENGE_READINGS, evilRefusal: 'keeps' }).forfeitsExperience === false
 */
export function refusalConsequences(evil: boolean, readings: ChallengeReadings): RefusalConsequences {
  return evil && readings.evilRefusal === 'keeps' ? REFUSAL_EVIL_KEEPS_EXPERIENCE : REFUSAL;
}
