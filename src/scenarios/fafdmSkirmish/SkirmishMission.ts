import type { Dice } from '../../dice/Dice.ts';
import type { FafdmLog } from '../../rules/fafdm/FafdmLog.ts';
import type { TableRules } from './TableRules.ts';
import type { SkirmishBoard } from './SkirmishBoard.ts';

/** {@link SkirmishMission.verdict}'s answer while the game goes on. */
export const UNSETTLED = -2;

/**
 * A scenario of 001 10.1-10.6 played on the skirmish engine: where the figures stand at the start, its own
 * rules (as {@link TableRules}, asked after the bands'), and its victory conditions.
 */
export interface SkirmishMission extends TableRules {
  /** Places the figures (after the skirmish's own deployment, which it overrides). */
  deploy(board: SkirmishBoard): void;
  /**
   * After each activation (`endOfTurn` false) and each turn: 0 or 1 the winning band, -1 neither, or
   * {@link UNSETTLED}.
   */
  verdict(board: SkirmishBoard, turn: number, endOfTurn: boolean): number;
  /**
   * After every figure has acted in a turn the game goes on from: the figures a scenario moves itself (a
   * freed hostage "activated ... as last miniature", 10.2; the scripted first round of 10.6). Absent: none.
   */
  endOfTurn?(turn: number, dice: Dice, log: FafdmLog | null): void;
}
