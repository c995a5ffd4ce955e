import { distance } from '../../geometry/distance.ts';
import type { ReadingOption } from '../../odds/OddsMechanic.ts';
import { FAFDM_ROLE_POLICIES, type RoleGoal } from '../../policies/fafdm/fafdmRolePolicies.ts';
import type { SkirmishPlan, SkirmishView } from '../../policies/fafdm/FafdmTactic.ts';
import type { FafdmFigure } from '../../rules/fafdm/FafdmFigure.ts';
import type { FafdmLog } from '../../rules/fafdm/FafdmLog.ts';
import type { SkirmishBoard } from '../fafdmSkirmish/SkirmishBoard.ts';
import { MissionRules } from './MissionRules.ts';

/** 10.3's "The first miniature that comes within 10U from his leader activates him". */
export const DUEL_ESCORT_U = 10;
/** 10.3: "The two leaders deploy facing each other at the center table 10U of distance between them". */
export const DUEL_LEADERS_APART_U = 10;

/** Who starts the shooting of 10.3 (register entry fafdm-duel-start). */
export type DuelStart = 'leaders-free' | 'escorted';

export const DUEL_START_OPTION: ReadingOption = {
  key: 'fafdm.duelStart',
  values: ['leaders-free', 'escorted'],
  default: 'leaders-free',
  describe:
    "10.3's leaders: they act as any figure and open fire (default), or each waits until a figure of his band comes within 10U, then fires at the enemy leader",
  entry: 'fafdm-duel-start.md',
};

/**
 * 001 10.3 DUEL on the main street: the two leaders face each other 10U apart in the middle of the street,
 * the others wait at their own short edge; "No miniature will shoot until one of the leading shoots"; each
 * leader aims at the other (`duel-leader`). Won by the band that eliminates the other (or breaks it, 6.2).
 *
 * @example new TownDuelMission(board, 'leaders-free')
 */
export class TownDuelMission extends MissionRules {
  private readonly goal: RoleGoal = { x: 0, y: 0 };

  constructor(
    board: SkirmishBoard,
    private readonly start: DuelStart,
  ) {
    super(board);
  }

  deploy(b: SkirmishBoard): void {
    const mid = b.table.width / 2;
    const y = b.table.depth / 2;
    for (let side = 0; side < 2; side++) {
      const s = b.sides[side]!;
      const rest = s.figures.filter((f) => f !== s.leader);
      const x = side === 0 ? b.table.deployU : b.table.width - b.table.deployU;
      this.line(rest, x, y - 5, x, y + 5, side === 0 ? 0 : 180);
      const l = s.leader!;
      l.x = mid + (side === 0 ? -1 : 1) * (DUEL_LEADERS_APART_U / 2);
      l.y = y;
      l.facing = side === 0 ? 0 : 180;
    }
  }

  private opened(): boolean {
    const [a, b] = this.board.sides;
    return a.leader!.fired || b.leader!.fired;
  }

  override mayShootAt(shooter: FafdmFigure, target: FafdmFigure): boolean {
    const s = this.board.sides[this.board.sideOf(shooter)];
    if (shooter !== s.leader) return this.opened();
    // A leader's first shot is at the other leader.
    return this.opened() || target === this.board.sides[1 - this.board.sideOf(shooter)]!.leader;
  }

  /** Whether a figure of the leader's band stands within 10U of him. */
  private escorted(leader: FafdmFigure): boolean {
    for (const f of this.board.sides[this.board.sideOf(leader)].figures)
      if (f !== leader && f.inPlay && distance(f.x - leader.x, f.y - leader.y) <= DUEL_ESCORT_U) return true;
    return false;
  }

  override steer(fig: FafdmFigure, view: SkirmishView, plan: SkirmishPlan, log: FafdmLog | null): boolean {
    const side = this.board.sideOf(fig);
    if (fig !== this.board.sides[side].leader) return true;
    if (this.start === 'escorted' && !this.opened() && !this.escorted(fig)) {
      plan.pace = 'none';
      plan.aim = plan.charge = false;
      plan.target = -1;
      log?.line(`  ${fig.name} waits for his men (10.3).`);
      return false;
    }
    const enemy = this.board.sides[1 - side]!.leader!;
    this.goal.x = enemy.x;
    this.goal.y = enemy.y;
    FAFDM_ROLE_POLICIES['duel-leader'].plan(view, this.goal, plan);
    return true;
  }
}
