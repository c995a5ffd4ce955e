import type { SourceRef } from '../../SourceRef.ts';
import { FAFDM_SIDE_ARMS } from '../tables/sideArms.ts';

/**
 * Tab.8's side arms a figure may carry beside his gun (a band file's `sideArms:`) and fight with: the
 * knife, the tomahawk, the woodsman axe, the lance, the bayonet (on a musket) and the sword. The bow and
 * the lasso are not fighting weapons (the bow is a figure's only weapon, `weapons:`).
 *
 * @example SECOND_ARM_IDS.includes('sword') === true
 */
export const SECOND_ARM_IDS = ['knife', 'hatchet', 'woodsman-axe', 'lance', 'bayonet', 'sword'] as const;
export type SecondArmId = (typeof SECOND_ARM_IDS)[number];

/** How a weapon in hand counts in a fight (001 Tab.4, Tab.5). */
export interface MeleeArm {
  /** Tab.4 "sidearm or improper weapon". */
  readonly improper: boolean;
  /** Tab.4 "has a two-handed weapon". */
  readonly twoHanded: boolean;
  /** Tab.5 "Attacker sidearm vs bare hands defender" (a side arm proper, not a rifle). */
  readonly sideArm: boolean;
}

/** Tab.8's row of each second weapon, and how it fights. */
export const SECOND_ARMS: Readonly<Record<SecondArmId, MeleeArm & { readonly source: SourceRef }>> = {
  knife: fights('knife'),
  hatchet: fights('hatchet'),
  'woodsman-axe': fights('woodsman-axe'),
  lance: fights('lance'),
  bayonet: fights('bayonet'),
  sword: fights('sword'),
};

function fights(id: SecondArmId): MeleeArm & { readonly source: SourceRef } {
  const row = FAFDM_SIDE_ARMS[id];
  return { source: row.source, improper: true, twoHanded: row.twoHanded, sideArm: true };
}

/** 5.3.6 / Tab.7 MUSKET "put bayonet on": the guns a bayonet fits. */
export const BAYONET_GUNS: readonly string[] = ['musket', 'musket-17'];
