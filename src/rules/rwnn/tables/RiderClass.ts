import type { SourceRef } from '../../SourceRef.ts';

/**
 * 000's four classes of rider, from the man who has rarely been on a horse to the expert. The horse charts
 * (movement, bucking, a horse's wounds) are keyed by them, as the gunfight charts are keyed by the
 * character's class.
 *
 * @example const rider: RiderClass = 'good';
 */
export type RiderClass = 'inept' | 'poor' | 'good' | 'expert';

/**
 * One value per rider class.
 *
 * @example const regains: ByRiderClass<number> = { inept: 1, poor: 2, good: 3, expert: 4 };
 */
export interface ByRiderClass<T> {
  readonly inept: T;
  readonly poor: T;
  readonly good: T;
  readonly expert: T;
}

/** One class as printed: its name and who it describes. */
export interface RiderClassDefinition {
  readonly name: string;
  readonly printed: string;
}

/** The list of rider classes. @example RIDER_CLASSES.classes.good.name === 'Good' */
export interface RiderClassList {
  readonly source: SourceRef;
  readonly classes: ByRiderClass<RiderClassDefinition>;
}

/**
 * 000 HORSES, "There are four classes of riders": Inept, Poor, Good and Expert, each with the riders it
 * describes. (A Plains Indian is an Expert, most Apache are Good; 000's Indian skill Great Horseman works on
 * top of the class.)
 *
 * @example RIDER_CLASSES.classes.inept.printed === 'Inept: someone who has rarely been on a horse.'
 */
export const RIDER_CLASSES = {
  source: { document: '000_53eda652e9702143.txt', section: 'HORSES' },
  classes: {
    inept: { name: 'Inept', printed: 'Inept: someone who has rarely been on a horse.' },
    poor: {
      name: 'Poor',
      printed: 'Poor: someone who has occasionally ridden in civilian life, barely trained cavalry.',
    },
    good: { name: 'Good', printed: 'Good: most cavalry, most Apache.' },
    expert: {
      name: 'Expert',
      printed: 'Expert: many officers, all Plains Indian , some veteran cavalry, scouts.',
    },
  },
} as const satisfies RiderClassList;
