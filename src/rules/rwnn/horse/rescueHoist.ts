import type { Dice } from '../../../dice/Dice.ts';
import { RESCUING_COMRADES, type RescueModifierId } from '../tables/rescuingComrades.ts';
import { onFaces } from './onFaces.ts';

/** Who is hoisted by whom, as the rescue chart's modifiers read them. */
export interface RescueParties {
  /** Horse movement dice the rider is about to throw. */
  readonly movementDice: number;
  /** How many of rescuer and rescued are Expert riders (0..2). */
  readonly expertRiders: number;
  /** How many of rescuer and rescued are seriously wounded (0..2). */
  readonly seriouslyWounded: number;
  readonly plainsIndian: boolean;
}

/** What a hoist throw gave. */
export interface RescueThrow {
  hoisted: boolean;
  /** "the unmodified dice throw is 1 or 2": the rider first throws for loss of control. */
  controlThrow: boolean;
}

/** A fresh record to pass to {@link rescueHoist}. */
export function newRescueThrow(): RescueThrow {
  return { hoisted: false, controlThrow: false };
}

function modifierOf(id: RescueModifierId): number {
  for (const m of RESCUING_COMRADES.modifiers) if (m.id === id) return m.modifier;
  throw new Error(`no rescue modifier ${id}`);
}

/**
 * The sum of the rescue chart's modifiers (000 RESCUING COMRADES ON FOOT): "Each horse movement dice about
 * to be thrown - 1", "Either rescuer or rescued is an Expert rider +2 each", "Either rescuer or rescued is
 * seriously wounded - 1 each", "Plains Indian + 1".
 *
 * @example rescueModifier({ movementDice: 2, expertRiders: 1, seriouslyWounded: 0, plainsIndian: false }) === 0
 */
export function rescueModifier(p: RescueParties): number {
  return (
    p.movementDice * modifierOf('movement-die') +
    p.expertRiders * modifierOf('expert-rider') +
    p.seriouslyWounded * modifierOf('seriously-wounded') +
    (p.plainsIndian ? modifierOf('plains-indian') : 0)
  );
}

/**
 * A rider hoisting a comrade on foot as he passes: "Roll a: 3,4,5 or 6" after the `modifier` (a modified
 * throw above 6 succeeds, one below 3 fails); "If the unmodified dice throw is 1 or 2, the rider must first
 * throw for loss of control." Writes into `out` and returns it.
 *
 * @example rescueHoist(-2, dice, out).hoisted // true only on a 5 or 6
 */
export function rescueHoist(modifier: number, dice: Dice, out: RescueThrow): RescueThrow {
  const face = dice.d6();
  const lowest = RESCUING_COMRADES.succeedsOn[0];
  out.hoisted = face + modifier >= lowest;
  out.controlThrow = onFaces(RESCUING_COMRADES.lossOfControlOn.faces, face);
  return out;
}
