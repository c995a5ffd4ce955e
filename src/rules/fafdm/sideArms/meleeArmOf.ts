import type { FafdmFigure } from '../FafdmFigure.ts';
import type { FafdmGunId } from '../tables/fafdmGuns.ts';
import { MELEE_WEAPONS } from '../tables/meleeWeapons.ts';
import { BAYONET_GUNS, SECOND_ARMS, type MeleeArm } from './secondArms.ts';

/** Tab.8's rows among the guns: a knife, tomahawk or lance in hand is a side arm (Tab.5). */
const GUN_SIDE_ARMS: readonly string[] = ['knife', 'hatchet', 'lance'];

/** Each gun as a fight reads it, built once (a fight allocates nothing). */
const GUN_ARMS = Object.fromEntries(
  Object.entries(MELEE_WEAPONS).map(([id, w]) => [id, { ...w, sideArm: GUN_SIDE_ARMS.includes(id) }]),
) as Readonly<Record<FafdmGunId, MeleeArm>>;

/** The bayonet on a musket: a side arm, still held in the musket's two hands. */
const BAYONET_ON_MUSKET: MeleeArm = { ...SECOND_ARMS.bayonet, twoHanded: true };

/**
 * What a figure fights with (001 Tab.4, Tab.5): the side arm he carries beside his gun once it is in his
 * hand (a bayonet is on his musket from the start, 5.3.6 "put bayonet on"), else his gun as MELEE_WEAPONS
 * reads it.
 *
 * @example meleeArmOf(swordsman).sideArm === true // his sword drawn
 */
export function meleeArmOf(fig: FafdmFigure): MeleeArm {
  const side = fig.sideArm;
  if (side === 'bayonet' && BAYONET_GUNS.includes(fig.gunId)) return BAYONET_ON_MUSKET;
  if (side !== null && fig.sideInHand) return SECOND_ARMS[side];
  return GUN_ARMS[fig.gunId];
}
