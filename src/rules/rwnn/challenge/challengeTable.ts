import type { SourceRef } from '../../SourceRef.ts';

/**
 * The challenge as 000 and 003 print it: an action, against opponents "within eighteen inches", answered at
 * once.
 *
 * @example CHALLENGE.rangeInches === 18
 */
export interface ChallengeTable {
  readonly sources: readonly SourceRef[];
  /** The farthest an opponent may be and still be challenged, inclusive ("within"). */
  readonly rangeInches: number;
  readonly printed: readonly string[];
}

/**
 * 000 CHALLENGES, DUELS & THE FAST DRAW: "Making a challenge is an action. The character challenges one or
 * more of his opponents within eighteen inches to a duel. The challenged parties must respond immediately."
 * 003 (Challenges, Duels and Fast Draws) prints the same words.
 *
 * @example CHALLENGE.sources[0].section === 'CHALLENGES, DUELS & THE FAST DRAW'
 */
export const CHALLENGE = {
  sources: [
    { document: '000_53eda652e9702143.txt', section: 'CHALLENGES, DUELS & THE FAST DRAW' },
    { document: '003_e162d46cc374eff2.txt', section: 'Challenges, Duels and Fast Draws' },
  ],
  rangeInches: 18,
  printed: [
    'Making a challenge is an action. The character challenges one or more of his opponents within eighteen inches to a duel. The challenged parties must respond immediately.',
  ],
} as const satisfies ChallengeTable;

/**
 * Whether an opponent `distance` inches away may be challenged: "within eighteen inches", taken as 18
 * inches or less.
 *
 * @example mayChallenge(18) === true; mayChallenge(18.5) === false
 */
export function mayChallenge(distance: number): boolean {
  return distance >= 0 && distance <= CHALLENGE.rangeInches;
}
