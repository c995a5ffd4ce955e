import type { OptionValues, ReadingOption } from '../../../odds/OddsMechanic.ts';
import { choiceValue } from '../../../odds/paramValue.ts';
import { reflexesCompareFrom, REFLEXES_OPTION } from '../reflexes/reflexesOption.ts';
import type { ReflexesCompare } from '../reflexes/reflexesTest.ts';

/** 4.2's "if the shot is 7": the shooting test's total is 7, or any shot of one damage (7-9). */
export type HorseFall = 'total-seven' | 'one-damage';
/** 4.2's "fall damage", 4.2.2's "fall wound": one wound off COS, or one damage through the rescue test. */
export type FallDamage = 'wound' | 'rescue';

/** The readings of horses in a game (001 2.4, 3.1, 4.2, 4.2.2). */
export interface HorseReadings {
  readonly reflexes: ReflexesCompare;
  readonly horseFall: HorseFall;
  readonly fallDamage: FallDamage;
}

const FALLS: readonly HorseFall[] = ['total-seven', 'one-damage'];
const DAMAGES: readonly FallDamage[] = ['wound', 'rescue'];

export const HORSE_FALL_OPTION: ReadingOption = {
  key: 'fafdm.horseFall',
  values: FALLS,
  default: 'total-seven',
  describe:
    '4.2\'s "if the shot is 7" at a rider: a shooting test of exactly 7 (default), or any shot of 1 damage (7-9), brings the 1D6 for his horse',
  entry: 'fafdm-horse-fall.md',
};

export const FALL_DAMAGE_OPTION: ReadingOption = {
  key: 'fafdm.fallDamage',
  values: DAMAGES,
  default: 'wound',
  describe:
    'a rider thrown by his running horse (4.2, 4.2.2) takes 1 wound off COS (default), or 1 damage through the rescue test',
  entry: 'fafdm-horse-fall.md',
};

/** The horse options of a game; the reflexes test's own (`fafdm.reflexes`) is shared with `odds`. */
export const HORSE_OPTIONS: readonly ReadingOption[] = [
  REFLEXES_OPTION,
  HORSE_FALL_OPTION,
  FALL_DAMAGE_OPTION,
];

/** The horse readings selected by `fafdm.reflexes`, `fafdm.horseFall` and `fafdm.fallDamage`. */
export function horseReadingsFrom(options: OptionValues): HorseReadings {
  return {
    reflexes: reflexesCompareFrom(options),
    horseFall: choiceValue(options, HORSE_FALL_OPTION.key, FALLS, 'total-seven'),
    fallDamage: choiceValue(options, FALL_DAMAGE_OPTION.key, DAMAGES, 'wound'),
  };
}

/** The horse readings' defaults. */
export const DEFAULT_HORSE: HorseReadings = horseReadingsFrom({});
