import {
  CONTROL_READING_OPTIONS,
  HORSE_FIGHT_READING_OPTIONS,
  MOUNTED_FIRE_READING_OPTIONS,
  MOVE_READING_OPTIONS,
} from '../../../odds/mechanics/horseReadingOptions.ts';
import { BOLTING_STOP_OPTION } from '../../../odds/mechanics/stopBoltOdds.ts';
import type { ReadingOption } from '../../../odds/OddsMechanic.ts';
import { PATH_READING_OPTIONS } from './PathReadings.ts';

/**
 * The horse readings a shootout with riders plays (000 HORSES, LOSS OF CONTROL, the mounted firing
 * penalty, fights with riders), the same keys as the `odds` horse mechanics take, and the shootout's own
 * `horses.autoTrample` (men in a horse's path), and `horses.boltingStop`: a man throws to stop a bolting horse
 * after standing to fight it unhit, or after moving into contact with his own (BoltCatcher).
 *
 * @example HORSE_SHOOTOUT_OPTIONS.some((o) => o.key === 'horses.bucking')
 */
export const HORSE_SHOOTOUT_OPTIONS: readonly ReadingOption[] = [
  ...CONTROL_READING_OPTIONS,
  ...MOVE_READING_OPTIONS,
  ...MOUNTED_FIRE_READING_OPTIONS,
  ...HORSE_FIGHT_READING_OPTIONS,
  ...PATH_READING_OPTIONS,
  BOLTING_STOP_OPTION,
];
