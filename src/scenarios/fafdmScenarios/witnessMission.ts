import type { Dice } from '../../dice/Dice.ts';
import { distance } from '../../geometry/distance.ts';
import { FAFDM_ROLE_POLICIES } from '../../policies/fafdm/fafdmRolePolicies.ts';
import type { SkirmishPlan, SkirmishView } from '../../policies/fafdm/FafdmTactic.ts';
import { FafdmFigure } from '../../rules/fafdm/FafdmFigure.ts';
import type { FafdmLog } from '../../rules/fafdm/FafdmLog.ts';
import type { FafdmShotSituation } from '../../rules/fafdm/FafdmShotSituation.ts';
import { FAFDM_BANDS } from '../../rules/fafdm/tables/fafdmBands.ts';
import { FIGHT_CA, MELEE_REACH_U } from '../../rules/fafdm/tables/footMovement.ts';
import type { SkirmishBoard } from '../fafdmSkirmish/SkirmishBoard.ts';
import { UNSETTLED } from '../fafdmSkirmish/SkirmishMission.ts';
import { WITNESS_DOOR } from './missionTables.ts';
import { MissionRules } from './MissionRules.ts';
import { strikeWard } from './wardActions.ts';

/** 10.5: "save the witness until the morning (end of round 8)". */
export const WITNESS_ROUNDS = 8;
/** 10.5: "This is a night scenario, the shots over 20U suffer a penalty of -1." */
export const NIGHT_BEYOND_U = 20;
export const NIGHT_MODIFIER = -1;

/**
 * 001 10.5 THE WITNESS: the boy hides in the deputy's house with one of the Sheriff's party at its door
 * (`door-guard`), the rest within 5U of the house; the outlaws come in from both short edges, half on each
 * (`assassin`: for the door). The boy (an Unarmed Civilian of 9.12, out of sight inside) is struck only from
 * the door, with a roll to fight (4.3). Night: shots beyond 20U at -1. The outlaws win if the boy dies, the
 * Sheriff's party if he lives at the end of round 8 (or the outlaws are wiped out or break).
 *
 * @example new WitnessMission(board)
 */
export class WitnessMission extends MissionRules {
  readonly boy = new FafdmFigure(
    'the witness',
    FAFDM_BANDS.common.characters['unarmed-civilian'],
    'six-shot',
  );

  deploy(b: SkirmishBoard): void {
    const house = b.table.pieces[0]!;
    const [good, bad] = b.sides;
    const [keeper, ...rest] = good.figures;
    keeper!.x = WITNESS_DOOR.x;
    keeper!.y = WITNESS_DOOR.y - 0.5;
    keeper!.facing = 270;
    const half = Math.ceil(rest.length / 2);
    this.line(rest.slice(0, half), house.x0 - 3, house.y0 - 2, house.x0 - 3, house.y1 + 2, 180);
    this.line(rest.slice(half), house.x1 + 3, house.y0 - 2, house.x1 + 3, house.y1 + 2, 0);
    const h = Math.ceil(bad.figures.length / 2);
    this.line(bad.figures.slice(0, h), 2, 0, 2, b.table.depth, 0);
    this.line(bad.figures.slice(h), b.table.width - 2, 0, b.table.width - 2, b.table.depth, 180);
    this.boy.reset();
    this.boy.x = WITNESS_DOOR.x;
    this.boy.y = WITNESS_DOOR.y + 0.5;
  }

  override situate(
    _by: FafdmFigure,
    _t: FafdmFigure,
    melee: boolean,
    d: number,
    at: FafdmShotSituation,
  ): void {
    if (!melee && d > NIGHT_BEYOND_U) at.attackBonus = (at.attackBonus ?? 0) + NIGHT_MODIFIER;
  }

  override act(fig: FafdmFigure, points: number, dice: Dice, log: FafdmLog | null): number {
    const b = this.board;
    if (b.sideOf(fig) !== 1 || !this.boy.inPlay || points < FIGHT_CA) return points;
    if (distance(fig.x - WITNESS_DOOR.x, fig.y - WITNESS_DOOR.y) > MELEE_REACH_U) return points;
    b.audit?.spend(fig, FIGHT_CA, points - FIGHT_CA);
    log?.line(`  ${fig.name} is at the door and goes for the witness (10.5).`);
    strikeWard(b, fig, this.boy, dice, log);
    return points - FIGHT_CA;
  }

  override steer(fig: FafdmFigure, view: SkirmishView, plan: SkirmishPlan): boolean {
    const side = this.board.sideOf(fig);
    if (side === 1) FAFDM_ROLE_POLICIES.assassin.plan(view, WITNESS_DOOR, plan);
    else if (fig === this.board.sides[0].figures[0])
      FAFDM_ROLE_POLICIES['door-guard'].plan(view, WITNESS_DOOR, plan);
    return true;
  }

  override verdict(_b: SkirmishBoard, turn: number, endOfTurn: boolean): number {
    if (!this.boy.inPlay) return 1;
    return endOfTurn && turn >= WITNESS_ROUNDS ? 0 : UNSETTLED;
  }
}
