import type { Dice } from '../../../dice/Dice.ts';
import type { ExplosivesReadings } from '../../../rules/fafdm/explosives/explosivesOptions.ts';
import { FAFDM_EXPLOSIVES } from '../../../rules/fafdm/explosives/explosivesTables.ts';
import type { FafdmFigure } from '../../../rules/fafdm/FafdmFigure.ts';
import type { FafdmLog } from '../../../rules/fafdm/FafdmLog.ts';
import type { SkirmishBoard } from '../SkirmishBoard.ts';
import { dynamiteOnTable } from './dynamiteOnTable.ts';

/**
 * A figure carrying nitroglycerine (a band file's `nitroglycerine:`, 001 5.5.1, Tab.10) throws a flask as
 * dynamite is thrown (COS x 2 U, 1 CA, the same choice of target), with no fuse: "Explodes when thrown
 * directly in contact with the target", 10 damage within 5U, nobody escaping (register entry
 * fafdm-nitroglycerine). Returns the action points left.
 *
 * @example points = nitroOnTable(board, bully, points, dice, ex, log)
 */
export function nitroOnTable(
  board: SkirmishBoard,
  fig: FafdmFigure,
  points: number,
  dice: Dice,
  ex: ExplosivesReadings,
  log: FafdmLog | null,
): number {
  return dynamiteOnTable(board, fig, points, dice, ex, log, FAFDM_EXPLOSIVES.nitroglycerine);
}

/**
 * 5.5.1 "Who carries NITROGLYCERIN ... can only move half of its movement": the U a move of Tab.2 lets
 * him go.
 *
 * @example carriedMoveU(bully, 10) === 5 // running with a flask
 */
export function carriedMoveU(fig: Readonly<FafdmFigure>, maxU: number): number {
  return fig.nitro > 0 ? maxU / 2 : maxU;
}
