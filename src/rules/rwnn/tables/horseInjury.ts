import type { SourceRef } from '../../SourceRef.ts';
import type { ByDieFace } from './DieFace.ts';
import type { ByRiderClass } from './RiderClass.ts';

/** The first throw for a hit horse. @example const o: HorseInjuryOutcome = 'falls'; */
export type HorseInjuryOutcome = 'grazed' | 'wounded' | 'falls';

/** One face of the first throw: what befalls the horse, and whether the rider throws for loss of control. */
export interface HorseInjuryResult {
  readonly outcome: HorseInjuryOutcome;
  readonly printed: string;
  readonly lossOfControl: boolean;
  readonly riderThrown: boolean;
}

/** One face of the throw after a fall: the horse's state, and whether it bolts or stands once free. */
export interface HorseFallResult {
  readonly horse: 'dead-or-seriously-injured' | 'wounded' | 'grazed';
  readonly afterwards: 'none' | 'bolts' | 'stands';
  readonly printed: string;
}

/** What a wounded horse's rider lives with from then on (the four lettered lines under 5). */
export interface HorseWounded {
  readonly printed: readonly string[];
  readonly maxDicePerThrowReduction: number;
  /** A rider of this class throws for loss of control when throwing more movement dice than this (`null`: never). */
  readonly lossOfControlAboveDice: ByRiderClass<number | null>;
}

/** The injury-to-horses chart. @example HORSE_INJURY.afterFall[3].afterwards === 'bolts' */
export interface HorseInjuryTable {
  readonly source: SourceRef;
  readonly heading: string;
  readonly results: ByDieFace<HorseInjuryResult>;
  readonly wounded: HorseWounded;
  readonly afterFall: ByDieFace<HorseFallResult>;
}

const GRAZED = {
  outcome: 'grazed',
  printed: 'Roll a: 1 - 4 Grazed. Throw for loss of control.',
  lossOfControl: true,
  riderThrown: false,
} as const satisfies HorseInjuryResult;
const DEAD = {
  horse: 'dead-or-seriously-injured',
  afterwards: 'none',
  printed: '1, 2 Horse dead/seriously injured.',
} as const satisfies HorseFallResult;

/**
 * 000 INJURY TO HORSES, "Just throw a dice": 1-4 grazed, throw for loss of control; 5 wounded (one fewer die
 * a throw, Inept riders throw for loss of control above one die and Poor riders above two, and throw for
 * loss of control now); 6 the horse falls and the rider is thrown, then "Throw again": 1, 2 dead or seriously
 * injured, 3 wounded and bolts, 4 grazed and bolts, 5 wounded and stands, 6 grazed and stands.
 *
 * @example HORSE_INJURY.results[5].outcome === 'wounded'
 */
export const HORSE_INJURY = {
  source: { document: '000_53eda652e9702143.txt', section: 'INJURY TO HORSES' },
  heading: 'Injury to horses is calculated in a simplified manner. Just throw a dice.',
  results: {
    1: GRAZED,
    2: GRAZED,
    3: GRAZED,
    4: GRAZED,
    5: { outcome: 'wounded', printed: 'Roll a: 5 Horse wounded:', lossOfControl: true, riderThrown: false },
    6: {
      outcome: 'falls',
      printed: 'Roll a: 6 Horse falls to the ground. Rider thrown.',
      lossOfControl: false,
      riderThrown: true,
    },
  },
  wounded: {
    printed: [
      '5.a) maximum dice per throw reduced by one,',
      '5.b) Inept riders throw for loss of control when throwing more than one dice for movement,',
      '5.c) Poor riders throw for loss of control when throwing more than two dice.',
      '5.d) Throw for loss of control.',
    ],
    maxDicePerThrowReduction: 1,
    lossOfControlAboveDice: { inept: 1, poor: 2, good: null, expert: null },
  },
  afterFall: {
    1: DEAD,
    2: DEAD,
    3: {
      horse: 'wounded',
      afterwards: 'bolts',
      printed: '3 Horse wounded, bolts once rider has extricated himself.',
    },
    4: {
      horse: 'grazed',
      afterwards: 'bolts',
      printed: '4 Horse only grazed, but bolts once rider has extricated himself',
    },
    5: {
      horse: 'wounded',
      afterwards: 'stands',
      printed: '5 Horse wounded, stands once rider has extricated himself.',
    },
    6: {
      horse: 'grazed',
      afterwards: 'stands',
      printed: '6 Horse only grazed, stands once rider has extricated himself.',
    },
  },
} as const satisfies HorseInjuryTable;
