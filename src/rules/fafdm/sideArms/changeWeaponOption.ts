import type { OptionValues, ReadingOption } from '../../../odds/OddsMechanic.ts';
import { choiceValue } from '../../../odds/paramValue.ts';
import { FAFDM_OPTIONAL_ACTIONS } from '../tables/optionalActions.ts';

/** Drawing a side arm carried beside a gun, or taking the gun back: Tab.1's change of weapon, or free. */
export type ChangeWeapon = 'text' | 'free';

const VALUES: readonly ChangeWeapon[] = ['text', 'free'];

export const CHANGE_WEAPON_OPTION: ReadingOption = {
  key: 'fafdm.changeWeapon',
  values: VALUES,
  default: 'text',
  describe:
    "drawing a side arm carried beside a gun, and taking the gun back, is Tab.1's change weapon, 2 CA (default), or costs nothing",
  entry: 'fafdm-change-weapon.md',
};

/** The reading selected by `fafdm.changeWeapon`. */
export function changeWeaponFrom(options: OptionValues): ChangeWeapon {
  return choiceValue(options, CHANGE_WEAPON_OPTION.key, VALUES, 'text');
}

/**
 * The action points one change of weapon costs under a reading (Tab.1 "change weapon 2").
 *
 * @example changeWeaponCa('text') === 2
 */
export function changeWeaponCa(reading: ChangeWeapon | undefined): number {
  return reading === 'free' ? 0 : FAFDM_OPTIONAL_ACTIONS.rows.changeWeapon.ca;
}
