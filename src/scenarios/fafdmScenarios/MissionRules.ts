import type { Dice } from '../../dice/Dice.ts';
import type { SkirmishPlan, SkirmishView } from '../../policies/fafdm/FafdmTactic.ts';
import type { FafdmFigure } from '../../rules/fafdm/FafdmFigure.ts';
import type { FafdmLog } from '../../rules/fafdm/FafdmLog.ts';
import type { FafdmShotSituation } from '../../rules/fafdm/FafdmShotSituation.ts';
import type { SkirmishBoard } from '../fafdmSkirmish/SkirmishBoard.ts';
import { UNSETTLED, type SkirmishMission } from '../fafdmSkirmish/SkirmishMission.ts';

/**
 * A scenario of 001 10.1-10.6 that adds nothing until told: each scenario overrides what its text changes.
 * Holds the board it plays on.
 */
export abstract class MissionRules implements SkirmishMission {
  constructor(protected readonly board: SkirmishBoard) {}

  abstract deploy(board: SkirmishBoard): void;

  reset(): void {}

  shootPast(): readonly FafdmFigure[] | null {
    return null;
  }

  mayShootAt(_shooter: FafdmFigure, _target: FafdmFigure): boolean {
    return true;
  }

  situate(
    _by: FafdmFigure,
    _target: FafdmFigure,
    _melee: boolean,
    _d: number,
    _at: FafdmShotSituation,
  ): void {}

  act(_fig: FafdmFigure, points: number, _dice: Dice, _log: FafdmLog | null): number {
    return points;
  }

  steer(_fig: FafdmFigure, _view: SkirmishView, _plan: SkirmishPlan, _log: FafdmLog | null): boolean {
    return true;
  }

  afterMove(_fig: FafdmFigure, _log: FafdmLog | null): void {}

  afterAttack(
    _by: FafdmFigure,
    _target: FafdmFigure,
    _struck: boolean,
    _melee: boolean,
    _dice: Dice,
    _log: FafdmLog | null,
  ): void {}

  verdict(_board: SkirmishBoard, _turn: number, _endOfTurn: boolean): number {
    return UNSETTLED;
  }

  /** Places `figs` evenly along a segment from (x0, y0) to (x1, y1), facing `facing`. */
  protected line(
    figs: readonly FafdmFigure[],
    x0: number,
    y0: number,
    x1: number,
    y1: number,
    facing: number,
  ): void {
    for (let i = 0; i < figs.length; i++) {
      const f = figs[i]!;
      const t = (i + 1) / (figs.length + 1);
      f.x = x0 + (x1 - x0) * t;
      f.y = y0 + (y1 - y0) * t;
      f.facing = facing;
    }
  }
}
