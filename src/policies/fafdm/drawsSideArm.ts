import type { FafdmFigure } from '../../rules/fafdm/FafdmFigure.ts';

/**
 * Whether a figure engaged in a fight draws the side arm he carries beside his gun (001 5.4, Tab.1 "change
 * weapon"), the choice of every tactic: when the points left pay for the change and the fight both (a drawn
 * side arm that cannot strike this activation would only cost him his gun).
 *
 * @example drawsSideArm(guard, 3, 2, 1) === true // sword drawn (2 CA), then the fight (1 CA)
 */
export function drawsSideArm(
  fig: Readonly<FafdmFigure>,
  points: number,
  changeCa: number,
  fightCa: number,
): boolean {
  return fig.sideArm !== null && !fig.sideInHand && points >= changeCa + fightCa;
}

/**
 * Whether a figure with his side arm drawn and nobody within reach of it takes his gun back to fire (Tab.1
 * "change weapon"), the choice of every tactic: when the points left pay for the change and one fire action.
 *
 * @example takesGunBack(guard, 3, 2, 1) === true
 */
export function takesGunBack(
  fig: Readonly<FafdmFigure>,
  points: number,
  changeCa: number,
  fireCa: number,
): boolean {
  return fig.sideInHand && points >= changeCa + fireCa;
}
