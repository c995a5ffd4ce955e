import type { SourceRef } from '../../SourceRef.ts';

/**
 * 001 4.3 MELEE, Tab.4 "Melee modifiers" to the roll to fight. The side-arm rows are played through
 * sideArms/meleeArmOf.ts, the horse rows by horse/horseFightModifier. "attacker on the ground vs defender
 * upside +1" is printed +1 where its pair reads -1 (register entry fafdm-melee-ground); no attacker is on the
 * ground in the engine (a figure stands before he moves, and a shocked one may not attack).
 *
 * @example MELEE_MODIFIERS.defenderScared === 2
 */
export const MELEE_MODIFIERS = {
  source: { document: '001_ac753b686cf1a971.txt', section: '4.3 MELEE, Tab.4' } satisfies SourceRef,
  /** "attacker sidearm or improper weapon vs bare hands defender" */
  attackerImproper: 1,
  /** "defender sidearm or improper weapon vs bare hands attacker" */
  defenderImproper: -1,
  /** "attacker has a two-handed weapon" */
  attackerTwoHanded: 1,
  /** "defender has a two-handed weapon" */
  defenderTwoHanded: -1,
  /** "attacker is on horseback" */
  attackerMounted: 2,
  /** "defender is on horseback" */
  defenderMounted: -2,
  /** "defender on the ground vs attacker upside" */
  defenderOnGround: 1,
  /** "attacker on the ground vs defender upside" (printed +1; see fafdm-melee-ground) */
  attackerOnGroundPrinted: 1,
  /** "defender shocked" */
  defenderShocked: 1,
  /** "Defender in panic" (scared, 4.3.2) */
  defenderScared: 2,
} as const;

/** 001 4.3 MELEE, Tab.5 "Rescue melee modifiers". */
export const MELEE_RESCUE_MODIFIERS = {
  source: { document: '001_ac753b686cf1a971.txt', section: '4.3 MELEE, Tab.5' } satisfies SourceRef,
  /** "Attacker behind the target" */
  attackerBehind: 2,
  /** "Attacker sidearm vs bare hands defender" */
  attackerSidearm: 1,
} as const;
