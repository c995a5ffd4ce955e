import type { Dice } from '../../../dice/Dice.ts';
import type { FafdmFigure } from '../../../rules/fafdm/FafdmFigure.ts';
import type { FafdmLog } from '../../../rules/fafdm/FafdmLog.ts';
import { horseMoveKind, type HorseStep } from '../../../rules/fafdm/horse/horseMoveKind.ts';
import { DEFAULT_HORSE } from '../../../rules/fafdm/horse/horseOptions.ts';
import { optionalActionTest } from '../../../rules/fafdm/horse/optionalActionTest.ts';
import { moveOnFoot } from '../../../rules/fafdm/moveOnFoot.ts';
import type { SkirmishBoard } from '../SkirmishBoard.ts';

/** The step of the move being played: one per process, written in place (a move allocates nothing). */
const STEP: HorseStep = { kind: 'trot', maxU: 0, ca: 0, reflexes: null, gait: 'standing' };

/** The Tab.2 row a rider's planned move takes (see {@link horseMoveKind}); its action points are `ca`. */
export function rideStep(fig: FafdmFigure, tx: number, ty: number, pace: 'walk' | 'run'): HorseStep {
  return horseMoveKind(fig, tx, ty, pace, STEP);
}

/**
 * Plays a rider's move of `step` towards (tx, ty) on the table (001 3.1 on horseback, Tab.2): a sideways
 * move first takes its reflexes test (Tab.2 "+1", "+2"; one die of two, register entry fafdm-horse-moves),
 * and failed, the horse stands and the points are spent (2.4). His mount keeps the gait of the move (Tab.1
 * and Tab.3 read it). The caller spends `step.ca`. Returns the U moved.
 *
 * @example rideOnTable(board, rider, rideStep(rider, 30, 20, 'walk'), 30, 20, dice, null)
 */
export function rideOnTable(
  board: SkirmishBoard,
  fig: FafdmFigure,
  step: HorseStep,
  tx: number,
  ty: number,
  dice: Dice,
  log: FafdmLog | null,
): number {
  const h = fig.horse!;
  const reflexes = (board.readings.horse ?? DEFAULT_HORSE).reflexes;
  const name =
    step.kind === 'normalSideways'
      ? 'normal sideways'
      : step.kind === 'fastSideways'
        ? 'fast sideways'
        : step.kind;
  if (
    step.reflexes !== null &&
    !optionalActionTest(fig, 1, step.reflexes, dice, reflexes, `rides ${name}`, log)
  ) {
    h.gait = 'standing';
    log?.line(`  ${fig.name}'s ${h.mount.name.toLowerCase()} does not move (Tab.2, ${step.ca} CA).`);
    return 0;
  }
  const u = moveOnFoot(fig, tx, ty, step.maxU, board.table, board.part);
  h.gait = u > 0 ? step.gait : 'standing';
  log?.line(
    `  ${fig.name} rides ${name} ${u.toFixed(1)}U to (${fig.x.toFixed(1)}, ${fig.y.toFixed(1)}) (Tab.2, ${step.ca} CA).`,
  );
  return u;
}
