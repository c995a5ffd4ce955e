import type { SourceRef } from '../../SourceRef.ts';
import type { DieFace } from './DieFace.ts';

/** One way of turning the herd: the words, and the faces of a D6 that turn it. */
export interface StampedeTurnAttempt {
  readonly printed: readonly string[];
  readonly turnsOn: readonly DieFace[];
}

/** The chart. @example STAMPEDE_TURNING.onFoot.turnsOn // [1] */
export interface StampedeTurningTable {
  readonly source: SourceRef;
  readonly onHorseback: StampedeTurnAttempt;
  /** On foot the herd turns only right or left. */
  readonly onFoot: StampedeTurnAttempt & { readonly directions: readonly ('right' | 'left')[] };
  readonly stop: string;
}

/**
 * 000 "How to stop, or turn a stampede": a rider at the front fires and turns the herd on a 1 or 2; a man on
 * foot on a 1, and then only to the right or left; to stop it, shoot and knock down the lead animal.
 *
 * @example STAMPEDE_TURNING.onHorseback.turnsOn // [1, 2]
 */
export const STAMPEDE_TURNING = {
  source: { document: '000_53eda652e9702143.txt', section: 'How to stop, or turn a stampede' },
  onHorseback: {
    printed: [
      'Ride to the front of the stampede (check for loss of control each turn if you are inside the stampede). If you fail, go to the “What to do if you are on foot in a stampede” section.',
      'Fire pistols/rifles to check for turning. A 1 or 2 on a D6 TURNS the stampede.',
    ],
    turnsOn: [1, 2],
  },
  onFoot: {
    printed: [
      'Run, yell, wave your hat, and fire your pistol (or rifle). A figure on foot can not run through the stampede.',
      'A 1 n a D6 TURNS the stampede. Roll for Deviation. The herd will only turn right, or left.',
    ],
    turnsOn: [1],
    directions: ['right', 'left'],
  },
  stop: 'To try to stop the stampede, you must successfully SHOOT and KNOCK DOWN the lead animal.',
} as const satisfies StampedeTurningTable;
