import type { Dice } from '../../dice/Dice.ts';
import { distance } from '../../geometry/distance.ts';
import { takesOpportunity } from '../../policies/fafdm/takesOpportunity.ts';
import { fireAction, fireCost } from '../../rules/fafdm/actions/fireAction.ts';
import type { FafdmFigure } from '../../rules/fafdm/FafdmFigure.ts';
import type { FafdmLog } from '../../rules/fafdm/FafdmLog.ts';
import { inPerspective, UNSEEN } from '../../rules/fafdm/lineOfSight.ts';
import { MELEE_REACH_U } from '../../rules/fafdm/tables/footMovement.ts';
import { OPPORTUNITY_SHOT } from '../../rules/fafdm/tables/opportunityShot.ts';
import type { SkirmishBoard } from './SkirmishBoard.ts';

/** Whether an enemy of `fig` other than `mover` is within 1U of him: a figure in a melee shoots nobody. */
function engagedOtherThan(board: SkirmishBoard, fig: FafdmFigure, mover: FafdmFigure): boolean {
  for (const e of board.sides[1 - board.sideOf(fig)]!.figures)
    if (e !== mover && e.inPlay && distance(e.x - fig.x, e.y - fig.y) <= MELEE_REACH_U) return true;
  return false;
}

/**
 * The opportunity shots at a figure who has just moved (001 4.2.3): each enemy in play who has not yet had
 * his turn, is not scared, has a loaded gun, is in no other melee, sees the mover at the end of his move
 * within range and may shoot at him (`mayShootAt`, as for any shot) may, if his tactic takes it
 * (`opportunity`, else `takesOpportunity`), shoot him once:
 * "using the opportunity shot is like spending his whole turn", with the coolness penalty doubled, no
 * bonuses and the moving target's -1 (see `fireAction`). The figure a charge is aimed at (`charged`) may
 * shoot only if the charge started beyond 5U (4.3). Shooters are asked in their band's order; the shots stop
 * once the mover is out of play. The engine moves a figure in one step, so the mover is shot where his move
 * ends (register entry fafdm-opportunity-shot). Returns whether the mover's activation ends there: he is
 * out of play, or scared ("it spends his all moving turn to hide").
 *
 * @example opportunityShots(board, bandit, guard, 7, dice, null)
 */
export function opportunityShots(
  board: SkirmishBoard,
  mover: FafdmFigure,
  charged: FafdmFigure | null,
  chargeFromU: number,
  dice: Dice,
  log: FafdmLog | null,
): boolean {
  const side = board.sides[1 - board.sideOf(mover)]!;
  const s = board.situation;
  for (const e of side.figures) {
    if (!mover.inPlay) break;
    if (!e.inPlay || e.activated || e.scared || e.shotsLeft === 0 || e.sideInHand) continue;
    const atHim = e === charged;
    if (atHim && chargeFromU <= OPPORTUNITY_SHOT.chargeFromBeyondU) continue;
    const cost = fireCost(e, board.readings);
    if (cost > e.actions || engagedOtherThan(board, e, mover)) continue;
    const cover = board.sees(e, mover);
    const d = distance(mover.x - e.x, mover.y - e.y);
    if (cover === UNSEEN || d > e.gun.maxU) continue;
    // The same may-shoot check as any other shot: a band's fray rule (9.3-9.12), a blind man's 18U (Tab.12).
    if (board.rules !== null && !board.rules.mayShootAt(e, mover)) continue;
    const t = side.tactic;
    if (!(t.opportunity ? t.opportunity(e, d, atHim) : takesOpportunity(e, d, atHim))) continue;
    board.audit?.activation(e);
    e.activated = true;
    e.aiming = false;
    board.audit?.spend(e, cost, e.actions - cost);
    board.audit?.shot(e, mover, d);
    log?.line(`  ${e.name} takes an opportunity shot (4.2.3) at ${mover.name}: it is his turn.`);
    s.cover = cover;
    s.behind = !inPerspective(mover, e);
    s.noTargetAtStart = false;
    // The bands' rules (9.3-9.12) hold for an opportunity shot as for any other: they set this shot's
    // modifiers (else the last attack's would stand) and follow up on it.
    board.rules?.situate(e, mover, false, d, s);
    s.opportunity = true;
    const hits = board.counts.hits;
    fireAction(e, mover, d, dice, board.readings, board.counts, log, s);
    s.opportunity = false;
    board.rules?.afterAttack(e, mover, board.counts.hits > hits, false, dice, log);
    board.audit?.resume(mover);
  }
  return !mover.inPlay || mover.scared;
}
