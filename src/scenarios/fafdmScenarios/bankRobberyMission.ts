import type { Dice } from '../../dice/Dice.ts';
import { distance } from '../../geometry/distance.ts';
import { FAFDM_ROLE_POLICIES, type RoleGoal } from '../../policies/fafdm/fafdmRolePolicies.ts';
import type { SkirmishPlan, SkirmishView } from '../../policies/fafdm/FafdmTactic.ts';
import type { FafdmFigure } from '../../rules/fafdm/FafdmFigure.ts';
import type { FafdmLog } from '../../rules/fafdm/FafdmLog.ts';
import { MELEE_WEAPONS } from '../../rules/fafdm/tables/meleeWeapons.ts';
import { MELEE_REACH_U } from '../../rules/fafdm/tables/footMovement.ts';
import type { SkirmishBoard } from '../fafdmSkirmish/SkirmishBoard.ts';
import { UNSETTLED } from '../fafdmSkirmish/SkirmishMission.ts';
import { MissionRules } from './MissionRules.ts';

/** 10.1: "Carry the loot bags (represented by two tokens) costs 1 action": one a bag, a turn. */
export const LOOT_BAGS = 2;
export const CARRY_CA_PER_BAG = 1;
/** 10.1: "collecting the loot costs 1 action". */
export const PICK_UP_CA = 1;
/** 10.1: "The Bandits deploy first 2U around the bank". */
export const AROUND_BANK_U = 2;
/** 10.1: "The men of the law lined up at less than 5U from the short sides". */
export const LAW_LINE_U = 4;

/**
 * 001 10.1 BANK ROBBERY: the robbers (band B) stand 2U around the bank, the one with the two loot bags in its
 * doorway; the law (band A) comes from within 5U of both short edges, half on each. Carrying both bags costs
 * 2 action points each activation (so he walks and never shoots a two-handed gun); the carrier eliminated,
 * the bags lie where he fell and anyone within 1U collects them for 1 action point. The robbers win when the
 * bags leave by a short edge, the law when one of its figures collects them (or either band when the other
 * is wiped out or breaks, 6.2).
 *
 * @example new BankRobberyMission(board)
 */
export class BankRobberyMission extends MissionRules {
  /** Who has the bags, or null when they lie at `bags`. */
  private carrier: FafdmFigure | null = null;
  private readonly bags: RoleGoal = { x: 0, y: 0 };
  private outcome = UNSETTLED;
  /** Whether the carrier paid for the bags in this activation (else he cannot move with them). */
  private paid = false;

  override reset(): void {
    this.outcome = UNSETTLED;
  }

  deploy(b: SkirmishBoard): void {
    const bank = b.table.pieces[0]!;
    const [law, robbers] = b.sides;
    const h = Math.ceil(law.figures.length / 2);
    this.line(law.figures.slice(0, h), LAW_LINE_U, 0, LAW_LINE_U, b.table.depth, 0);
    this.line(
      law.figures.slice(h),
      b.table.width - LAW_LINE_U,
      0,
      b.table.width - LAW_LINE_U,
      b.table.depth,
      180,
    );
    // The carrier: the first figure of the band that is not its leader, in the bank's south doorway.
    const carrier = robbers.figures.find((f) => f !== robbers.leader) ?? robbers.figures[0]!;
    carrier.x = (bank.x0 + bank.x1) / 2;
    carrier.y = bank.y0 - 0.5;
    carrier.facing = 270;
    this.carrier = carrier;
    // The others on the ring 2U round the bank, alternately west and east of it, facing the nearer edge.
    const rest = robbers.figures.filter((f) => f !== carrier);
    const west = rest.filter((_, i) => i % 2 === 0);
    const east = rest.filter((_, i) => i % 2 === 1);
    this.line(
      west,
      bank.x0 - AROUND_BANK_U,
      bank.y0 - AROUND_BANK_U,
      bank.x0 - AROUND_BANK_U,
      bank.y1 + AROUND_BANK_U,
      180,
    );
    this.line(
      east,
      bank.x1 + AROUND_BANK_U,
      bank.y0 - AROUND_BANK_U,
      bank.x1 + AROUND_BANK_U,
      bank.y1 + AROUND_BANK_U,
      0,
    );
  }

  override act(fig: FafdmFigure, points: number, _dice: Dice, log: FafdmLog | null): number {
    const b = this.board;
    this.paid = false;
    if (fig === this.carrier) {
      const ca = LOOT_BAGS * CARRY_CA_PER_BAG;
      if (points < ca) return points;
      this.paid = true;
      b.audit?.spend(fig, ca, points - ca);
      log?.line(`  ${fig.name} carries the two loot bags (10.1, ${ca} CA).`);
      return points - ca;
    }
    if (this.carrier !== null || points < PICK_UP_CA) return points;
    if (distance(fig.x - this.bags.x, fig.y - this.bags.y) > MELEE_REACH_U) return points;
    b.audit?.spend(fig, PICK_UP_CA, points - PICK_UP_CA);
    this.carrier = fig;
    const law = b.sideOf(fig) === 0;
    log?.line(
      `  ${fig.name} collects the loot (10.1, ${PICK_UP_CA} CA)${law ? ': the law has it back' : ''}.`,
    );
    if (law) this.outcome = 0;
    // Collecting ends what he may do with the bags this activation: carrying them is next turn's.
    return 0;
  }

  override steer(fig: FafdmFigure, view: SkirmishView, plan: SkirmishPlan): boolean {
    if (fig === this.carrier) {
      FAFDM_ROLE_POLICIES['loot-carrier'].plan(view, this.bags, plan);
      if (!this.paid) plan.pace = 'none';
      return !MELEE_WEAPONS[fig.gunId].twoHanded;
    }
    if (this.carrier === null) FAFDM_ROLE_POLICIES['loot-hunter'].plan(view, this.bags, plan);
    return true;
  }

  override afterMove(fig: FafdmFigure, log: FafdmLog | null): void {
    if (fig !== this.carrier || this.board.sideOf(fig) !== 1) return;
    if (fig.x > 0.01 && fig.x < this.board.table.width - 0.01) return;
    log?.line(`  ${fig.name} carries the loot off the table (10.1).`);
    this.outcome = 1;
  }

  override afterAttack(): void {
    const c = this.carrier;
    if (c === null || c.inPlay) return;
    this.bags.x = c.x;
    this.bags.y = c.y;
    this.carrier = null;
  }

  override verdict(): number {
    return this.outcome;
  }
}
