import type { SourceRef } from '../../SourceRef.ts';
import type { DieFace } from './DieFace.ts';
import type { ByRiderClass } from './RiderClass.ts';

/** One rider class's line of part c or d: the faces that succeed, as printed. */
export interface BuckingThrow {
  readonly printed: string;
  readonly faces: readonly DieFace[];
}

/**
 * The bucking sequence, repeated until the rider regains control or is thrown.
 *
 * @example BUCKING_SEQUENCE.thrownOn.expert.faces // [1]
 */
export interface BuckingSequenceTable {
  readonly source: SourceRef;
  /** Part a: a red and a black die; the horse moves the difference between them. */
  readonly distance: {
    readonly printed: string;
    readonly dice: 'red-and-black';
    readonly inches: 'difference';
  };
  /** Part b: the direction, from the red die towards the black. */
  readonly direction: string;
  readonly regainControl: { readonly printed: string; readonly byClass: ByRiderClass<BuckingThrow> };
  readonly thrownOn: { readonly printed: string; readonly byClass: ByRiderClass<BuckingThrow> };
  /** The lines printed after part d (the rider thrown, the sequence repeated, no firing, riderless horses). */
  readonly notes: readonly string[];
}

/**
 * 000 LOSS OF CONTROL, "Bucking sequence": a (distance: the difference of a red and a black die), b
 * (direction: red to black), c (regain control on Inept 6, Poor 5-6, Good 4-6, Expert 3-6), d (if not, thrown
 * on Inept 1-4, Poor 1-3, Good 1-2, Expert 1). A rearing horse uses part d alone.
 *
 * @example BUCKING_SEQUENCE.regainControl.byClass.good.faces // [4, 5, 6]
 */
export const BUCKING_SEQUENCE = {
  source: { document: '000_53eda652e9702143.txt', section: 'LOSS OF CONTROL — Bucking sequence' },
  distance: {
    printed:
      'a: throw to determine distance of movement; throw a red and a black dice, leave them where they fall, the bucking horse moves the difference between the two scores.',
    dice: 'red-and-black',
    inches: 'difference',
  },
  direction:
    'b: move the horse in the direction parallel to a line drawn from the positions of the red to the black dice.',
  regainControl: {
    printed: 'c: throw to see if the rider regains control. Throw a dice, requiring:',
    byClass: {
      inept: { printed: 'Inept 6', faces: [6] },
      poor: { printed: 'Poor 5, 6', faces: [5, 6] },
      good: { printed: 'Good 4, 5, 6', faces: [4, 5, 6] },
      expert: { printed: 'Expert 3, 4, 5, 6', faces: [3, 4, 5, 6] },
    },
  },
  thrownOn: {
    printed: 'd: if control is not regained, throw to see if the rider is thrown. Throw a dice, requiring',
    byClass: {
      inept: { printed: 'Inept 1,2, 3, 4', faces: [1, 2, 3, 4] },
      poor: { printed: 'Poor 1,2, 3', faces: [1, 2, 3] },
      good: { printed: 'Good 1,2', faces: [1, 2] },
      expert: { printed: 'Expert 1', faces: [1] },
    },
  },
  notes: [
    'If throw use the Combat Damage Chart to determine the effect on the rider.',
    'Continue this sequence until either the rider regains control or is thrown. Any collisions or tramples are dealt with as normal.',
    'Characters may not fire on a turn where they throw for loss of control or are on a bolting horse.',
    'Riderless bolting horses move on the Joker.',
  ],
} as const satisfies BuckingSequenceTable;
