import { drawsSideArm, takesGunBack } from '../../../policies/fafdm/drawsSideArm.ts';
import type { FafdmFigure } from '../../../rules/fafdm/FafdmFigure.ts';
import type { FafdmLog } from '../../../rules/fafdm/FafdmLog.ts';
import { changeWeaponCa } from '../../../rules/fafdm/sideArms/changeWeaponOption.ts';
import { FIGHT_CA } from '../../../rules/fafdm/tables/footMovement.ts';
import type { SkirmishBoard } from '../SkirmishBoard.ts';

const SPOKEN: Readonly<Record<string, string>> = {
  hatchet: 'tomahawk',
  'woodsman-axe': 'woodsman axe',
};

/** The side arm's name in the story. */
const spoken = (fig: FafdmFigure): string => SPOKEN[fig.sideArm ?? ''] ?? fig.sideArm ?? '';

function change(board: SkirmishBoard, fig: FafdmFigure, points: number, ca: number): number {
  // A free change (`fafdm.changeWeapon=free`) spends nothing the audit should see.
  if (ca > 0) board.audit?.spend(fig, ca, points - ca);
  fig.sideInHand = !fig.sideInHand;
  return points - ca;
}

/**
 * Before a fight (001 4.3): a figure carrying a side arm beside his gun (5.4, Tab.8) draws it if his
 * tactic does (Tab.1 "change weapon", 2 CA, or free under `fafdm.changeWeapon`); a bayonet is on the
 * musket already. Returns the points left.
 *
 * @example points = drawForFight(board, guard, points, log)
 */
export function drawForFight(
  board: SkirmishBoard,
  fig: FafdmFigure,
  points: number,
  log: FafdmLog | null,
): number {
  if (fig.sideArm === null || fig.sideArm === 'bayonet' || fig.sideInHand) return points;
  const ca = changeWeaponCa(board.readings.changeWeapon);
  if (!drawsSideArm(fig, points, ca, FIGHT_CA)) return points;
  log?.line(`  ${fig.name} draws his ${spoken(fig)} (Tab.1 change weapon, ${ca} CA).`);
  return change(board, fig, points, ca);
}

/**
 * Before firing: a figure whose side arm is drawn takes his gun back if his tactic does (Tab.1 "change
 * weapon"); with the side arm still in hand he does not fire. Returns the points left, or -1 when he keeps
 * the side arm (no shot).
 *
 * @example points = gunForFire(board, guard, points, fireCa, log)
 */
export function gunForFire(
  board: SkirmishBoard,
  fig: FafdmFigure,
  points: number,
  fireCa: number,
  log: FafdmLog | null,
): number {
  if (!fig.sideInHand) return points;
  const ca = changeWeaponCa(board.readings.changeWeapon);
  if (!takesGunBack(fig, points, ca, fireCa)) return -1;
  log?.line(`  ${fig.name} puts his ${spoken(fig)} away for his gun (Tab.1 change weapon, ${ca} CA).`);
  return change(board, fig, points, ca);
}
