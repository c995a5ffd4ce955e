import type { ReadingOption } from '../../../odds/OddsMechanic.ts';
import { choiceValue } from '../../../odds/paramValue.ts';

/**
 * What a misfire does to the load (000 MUSKETS & OTHER MUZZLE LOADING WEAPONS: "if more 1's than 6's are
 * rolled, then the gun miss-fires", and no more): the load is spent, his firing card discarded as after any
 * shot (`spent`), or the gun is still loaded, his card kept (`kept`). Register entry muzzle-misfire.
 *
 * @example const m: MisfireReading = 'spent';
 */
export type MisfireReading = 'spent' | 'kept';

const MISFIRE: readonly MisfireReading[] = ['spent', 'kept'];

/** The muzzle-loader rules a shootout plays, resolved once per cell. @example muzzleRulesFrom({}).misfire === 'spent' */
export interface MuzzleRules {
  readonly misfire: MisfireReading;
}

/**
 * The muzzle-loader options of a shootout. They change a game only where a figure's file gives him
 * `loading: muzzle`.
 *
 * @example MUZZLE_SHOOTOUT_OPTIONS[0].key === 'arms.misfire'
 */
export const MUZZLE_SHOOTOUT_OPTIONS: readonly ReadingOption[] = [
  {
    key: 'arms.misfire',
    values: MISFIRE,
    default: 'spent',
    describe:
      "a muzzle-loader's misfire (more 1s than 6s): the load spent and his firing card discarded, or the gun still loaded and the card kept",
    entry: 'muzzle-misfire.md',
  },
];

/** The muzzle-loader rules a cell's options select (defaults for those not given). */
export function muzzleRulesFrom(o: Readonly<Record<string, string>>): MuzzleRules {
  return { misfire: choiceValue(o, 'arms.misfire', MISFIRE, 'spent') };
}
