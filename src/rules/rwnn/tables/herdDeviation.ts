import type { SourceRef } from '../../SourceRef.ts';
import type { ByDieFace } from './DieFace.ts';

/**
 * Which way a driven herd goes on one face: straight on, a turn of so many degrees, or a second throw.
 *
 * @example const d: HerdDeviation = { kind: 'turn', degrees: 45, direction: 'right' };
 */
export type HerdDeviation =
  | { readonly kind: 'straight-ahead' }
  | { readonly kind: 'turn'; readonly degrees: number; readonly direction: 'right' | 'left' }
  | { readonly kind: 'roll-again' };

/** One face with its printed line. */
export interface HerdDeviationResult {
  readonly deviation: HerdDeviation;
  readonly printed: string;
}

/** The herd-driving chart. @example HERD_DEVIATION.rollAgain[4].deviation.kind === 'turn' */
export interface HerdDeviationTable {
  readonly source: SourceRef;
  readonly prerequisites: { readonly source: SourceRef; readonly printed: readonly string[] };
  /** The Cattle Drive's move each turn, in dice. */
  readonly movementDice: number;
  readonly printed: string;
  readonly results: ByDieFace<HerdDeviationResult>;
  /** The second throw after a 6; its faces never say "roll again". */
  readonly rollAgain: ByDieFace<HerdDeviationResult>;
}

const STRAIGHT = {
  deviation: { kind: 'straight-ahead' },
  printed: '1-3 Herd moves straight ahead',
} as const satisfies HerdDeviationResult;
const RIGHT_90 = {
  deviation: { kind: 'turn', degrees: 90, direction: 'right' },
  printed: '1-3 Herd turns 90 degrees to the right',
} as const satisfies HerdDeviationResult;
const LEFT_90 = {
  deviation: { kind: 'turn', degrees: 90, direction: 'left' },
  printed: '4-6 Herd turns 90 degrees to the left.',
} as const satisfies HerdDeviationResult;

/**
 * 000 "Driving the Herd, the TBC method": the Cattle Drive moves 2 D6 a turn and throws for deviation: 1-3
 * straight ahead, 4 45 degrees right, 5 45 degrees left, 6 throw again (1-3 90 degrees right, 4-6 90 degrees
 * left); an obstacle counts as a first throw of 6. Driving needs a designated lead animal, mounted drivers
 * and one of them within 3" of the lead animal.
 *
 * @example HERD_DEVIATION.results[6].deviation.kind === 'roll-again'
 */
export const HERD_DEVIATION = {
  source: { document: '000_53eda652e9702143.txt', section: 'Driving the Herd, the TBC method' },
  prerequisites: {
    source: { document: '000_53eda652e9702143.txt', section: 'Herd Driving Prerequisites' },
    printed: [
      'The herd animals must be defined as a “herd” in game terms. The drivers must be on horseback, and therefore subject to Horse Riding rules. A lead animal must be designated that is the first animal in the herd. The herd must not be in a state of stampede. There must be at least on driver located within 3” of the lead animal.',
    ],
  },
  movementDice: 2,
  printed:
    'Roll 1 D6 to determine deviation with the following results. Obstacles will be treated as if the result of the first roll was a 6.',
  results: {
    1: STRAIGHT,
    2: STRAIGHT,
    3: STRAIGHT,
    4: {
      deviation: { kind: 'turn', degrees: 45, direction: 'right' },
      printed: '4 Herd turns 45 degrees to the right.',
    },
    5: {
      deviation: { kind: 'turn', degrees: 45, direction: 'left' },
      printed: '5 Herd turns 45 degrees to the left',
    },
    6: { deviation: { kind: 'roll-again' }, printed: '6 Roll again' },
  },
  rollAgain: { 1: RIGHT_90, 2: RIGHT_90, 3: RIGHT_90, 4: LEFT_90, 5: LEFT_90, 6: LEFT_90 },
} as const satisfies HerdDeviationTable;
