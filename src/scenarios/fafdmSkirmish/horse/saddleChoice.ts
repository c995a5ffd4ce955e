import type { Dice } from '../../../dice/Dice.ts';
import type { FafdmFigure } from '../../../rules/fafdm/FafdmFigure.ts';
import type { FafdmLog } from '../../../rules/fafdm/FafdmLog.ts';
import { DEFAULT_HORSE } from '../../../rules/fafdm/horse/horseOptions.ts';
import { getOff, getOn, MOUNT_REACH_U } from '../../../rules/fafdm/horse/mountAction.ts';
import { distance } from '../../../geometry/distance.ts';
import { FAFDM_OPTIONAL_ACTIONS } from '../../../rules/fafdm/tables/optionalActions.ts';
import type { SkirmishView } from '../../../policies/fafdm/FafdmTactic.ts';
import { remountsWhenClear, staysMounted } from '../../../policies/fafdm/horse/riderChoices.ts';
import type { SkirmishBoard } from '../SkirmishBoard.ts';

/** Tab.1 "get on/off a [...] horse": 1 CA whatever the gait. */
const SADDLE_CA = FAFDM_OPTIONAL_ACTIONS.rows.onOffStandingHorse.ca;

/**
 * Before a figure with a mount plans his move (001 2.3 Tab.1): his tactic may get him off it (a reflexes
 * test if it trotted or ran in his last move) or, on foot within 1U of it, back on (no test: it stands).
 * Then, still in the saddle, his mount stands until he moves it (Tab.3 and Tab.1 read its gait from his
 * last move). A figure without a mount draws nothing. Returns the action points left.
 *
 * @example saddleChoice(board, rider, view, 3, dice, null) === 2 // he got off (or tried)
 */
export function saddleChoice(
  board: SkirmishBoard,
  fig: FafdmFigure,
  view: SkirmishView,
  points: number,
  dice: Dice,
  log: FafdmLog | null,
): number {
  const h = fig.horse;
  if (h === null || h.fallen) return points;
  const tactic = board.sides[board.sideOf(fig)].tactic;
  if (points >= SADDLE_CA) {
    if (h.mounted && (tactic.dismounts ?? staysMounted)(view)) {
      board.audit?.spend(fig, SADDLE_CA, points - SADDLE_CA);
      points -= SADDLE_CA;
      getOff(fig, dice, board.readings.horse ?? DEFAULT_HORSE, log);
    } else if (
      !h.mounted &&
      distance(h.x - fig.x, h.y - fig.y) <= MOUNT_REACH_U &&
      (tactic.mounts ?? remountsWhenClear)(view)
    ) {
      board.audit?.spend(fig, SADDLE_CA, points - SADDLE_CA);
      points -= SADDLE_CA;
      getOn(fig, log);
    }
  }
  if (h.mounted) h.gait = 'standing';
  return points;
}
