import {
  CONTROL_READING_OPTIONS,
  HORSE_FIGHT_READING_OPTIONS,
  MOUNTED_FIRE_READING_OPTIONS,
  MOVE_READING_OPTIONS,
} from '../../../odds/mechanics/horseReadingOptions.ts';
import type { ReadingOption } from '../../../odds/OddsMechanic.ts';

/**
 * The horse readings a shootout with riders plays (000 HORSES, LOSS OF CONTROL, the mounted firing
 * penalty, fights with riders), the same keys as the `odds` horse mechanics take. `horses.boltingStop` is
 * not among them: no man in a shootout throws to stop a bolting horse yet, so it changes nothing there.
 *
 * @example HORSE_SHOOTOUT_OPTIONS.some((o) => o.key === 'horses.bucking')
 */
export const HORSE_SHOOTOUT_OPTIONS: readonly ReadingOption[] = [
  ...CONTROL_READING_OPTIONS,
  ...MOVE_READING_OPTIONS,
  ...MOUNTED_FIRE_READING_OPTIONS,
  ...HORSE_FIGHT_READING_OPTIONS,
];
