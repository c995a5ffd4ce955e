import type { OptionValues, ReadingOption } from '../../../odds/OddsMechanic.ts';
import { choiceValue } from '../../../odds/paramValue.ts';

/**
 * Readings of the shootout's men in a horse's path (000 FIGHTING FROM HORSEBACK & TRAMPLING) where the text
 * allows more than one, each with its register entry and `--option` key.
 *
 * @example pathReadingsFrom({ 'horses.autoTrample': 'winded' }).autoTrample === 'winded'
 */
export interface PathReadings {
  /**
   * "Any character on foot who otherwise comes into contact with a moving horse, friend or foe, is
   * automatically trampled": a trample round fought by the horse as every trample is (`round`), or the
   * trample's lot without a round, knocked down and winded (`winded`). Register entry automatic-trample.
   */
  readonly autoTrample: 'round' | 'winded';
  /**
   * The friend holding up an unconscious comrade when the rider meets him (register entry held-up-comrade):
   * he hands him up and is not trampled (`spared`, reading C), or he is trampled as anyone who "otherwise
   * comes into contact with a moving horse" and, knocked down, holds him up no longer (`trampled`, reading D).
   */
  readonly holder: 'spared' | 'trampled';
}

/** The default readings. @example DEFAULT_PATH_READINGS.autoTrample === 'round' */
export const DEFAULT_PATH_READINGS: PathReadings = { autoTrample: 'round', holder: 'spared' };

const AUTO_TRAMPLE = ['round', 'winded'] as const;
const HOLDER = ['spared', 'trampled'] as const;

/** The readings as shootout options (`horses.autoTrample`, `horses.holder`). */
export const PATH_READING_OPTIONS: readonly ReadingOption[] = [
  {
    key: 'horses.autoTrample',
    values: AUTO_TRAMPLE,
    default: DEFAULT_PATH_READINGS.autoTrample,
    describe:
      'a man on foot a horse comes into contact with (a friend, or in a riderless horse’s path): a trample round, or knocked down and winded without one',
    entry: 'automatic-trample.md',
  },
  {
    key: 'horses.holder',
    values: HOLDER,
    default: DEFAULT_PATH_READINGS.holder,
    describe:
      'the friend holding up an unconscious comrade when a rider comes for him: spared, handing him up, or trampled as anyone the horse meets',
    entry: 'held-up-comrade.md',
  },
];

/** The path readings the options select (defaults for those not given). */
export function pathReadingsFrom(o: OptionValues): PathReadings {
  return {
    autoTrample: choiceValue(o, 'horses.autoTrample', AUTO_TRAMPLE, DEFAULT_PATH_READINGS.autoTrample),
    holder: choiceValue(o, 'horses.holder', HOLDER, DEFAULT_PATH_READINGS.holder),
  };
}
