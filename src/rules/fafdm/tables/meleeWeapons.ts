import type { FafdmGunId } from './fafdmGuns.ts';

/**
 * Which guns count in a fight as "improper" weapons and as "two-handed" (001 Tab.4's rows): 5.3 RIFLES
 * "They're all considered improper and two-handed weapons"; Tab.6 HEAVY GUN "improper weapon". A pistol
 * otherwise leaves its owner with bare hands.
 *
 * @example MELEE_WEAPONS.rifle.twoHanded === true
 */
export const MELEE_WEAPONS = {
  remington: { improper: false, twoHanded: false },
  'six-shot': { improper: false, twoHanded: false },
  'heavy-gun': { improper: true, twoHanded: false },
  rifle: { improper: true, twoHanded: true },
  'repetition-rifle': { improper: true, twoHanded: true },
  'hunting-rifle': { improper: true, twoHanded: true },
  'double-barrelled': { improper: true, twoHanded: true },
  musket: { improper: true, twoHanded: true },
  carbine: { improper: true, twoHanded: true },
  'repetition-rifle-17': { improper: true, twoHanded: true },
  'musket-17': { improper: true, twoHanded: true },
  'carbine-17': { improper: true, twoHanded: true },
  // Tab.4 "sidearm or improper weapon": a knife or a tomahawk in hand; a bow leaves bare hands.
  bow: { improper: false, twoHanded: false },
  knife: { improper: true, twoHanded: false },
  hatchet: { improper: true, twoHanded: false },
  lance: { improper: true, twoHanded: true },
} as const satisfies Record<FafdmGunId, { improper: boolean; twoHanded: boolean }>;
