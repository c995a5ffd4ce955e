import type { Dice } from '../../../dice/Dice.ts';
import { distance } from '../../../geometry/distance.ts';
import type { ReadingOption } from '../../../odds/OddsMechanic.ts';
import { FAFDM_ROLE_POLICIES, type RoleGoal } from '../../../policies/fafdm/fafdmRolePolicies.ts';
import { FAFDM_WARD_ROLES } from '../../../policies/fafdm/fafdmWardRoles.ts';
import type { SkirmishPlan, SkirmishView } from '../../../policies/fafdm/FafdmTactic.ts';
import { FafdmFigure } from '../../../rules/fafdm/FafdmFigure.ts';
import type { FafdmLog } from '../../../rules/fafdm/FafdmLog.ts';
import { FAFDM_BANDS } from '../../../rules/fafdm/tables/fafdmBands.ts';
import { FOOT_MOVES, MELEE_REACH_U } from '../../../rules/fafdm/tables/footMovement.ts';
import type { SkirmishBoard } from '../../fafdmSkirmish/SkirmishBoard.ts';
import { HeldWardMission } from '../HeldWardMission.ts';
import { atHeel, nearestWithin } from '../wardActions.ts';
import {
  JAIL_DOOR,
  PRISONER_ESCORT_MAX,
  PRISONER_KEEP_U,
  PRISONER_OFFICE_U,
  PRISONER_ROAD_U,
  PRISONER_TAKE_CA,
  ROAD_Y,
  SALOON_DOOR,
} from './prisonerText.ts';

/** How the prisoner gets away once his keeper falls (register entry fafdm-prisoner). */
export type PrisonerRelease = 'keeper-down' | 'cut-free';

export const PRISONER_RELEASE_OPTION: ReadingOption = {
  key: 'fafdm.prisonerRelease',
  values: ['keeper-down', 'cut-free'],
  default: 'keeper-down',
  describe:
    "10.1 PRISONER's escape: with his keeper down and no man of the law within 5U the prisoner runs for a short edge (default), or he waits where he stands until a bandit reaches him and cuts him free (1 CA)",
  entry: 'fafdm-prisoner.md',
};

/**
 * 001 10.1 PRISONER (the second 10.1): the law (band A) walks an arrested bandit from the saloon's door to
 * the jail, his keeper (the band's first figure, `keeper`) and one more (`bodyguard`) with him, the rest
 * within 5U of the office; the bandits (band B) wait within 5U of the main road and go for the keeper
 * (`rescuer`). Neither keeper nor prisoner runs. The keeper down, another man of the law within 5U takes the
 * prisoner over; with none, he gets loose (option `fafdm.prisonerRelease`). A loose prisoner is taken back
 * by a lawman within 1U (1 CA). The law wins when the keeper reaches the jail's door with him, the bandits
 * when the prisoner runs off a short edge (10U a turn, at the end of the turn).
 *
 * @example new PrisonerMission(board, 'keeper-down')
 */
export class PrisonerMission extends HeldWardMission {
  /** The notorious bandit, with a Bandit's card (9.4) and no gun in hand: never shot at, never shooting. */
  readonly prisoner = new FafdmFigure('the prisoner', FAFDM_BANDS.outlaws.characters.bandit, 'six-shot');
  protected override get ward(): FafdmFigure {
    return this.prisoner;
  }
  protected override readonly loose = {
    maxU: FOOT_MOVES.run.maxU,
    verb: 'runs',
    gone: '  The prisoner escapes by the short edge (10.1 PRISONER).',
    winner: 1,
  };
  private escort: FafdmFigure | null = null;
  private readonly goal: RoleGoal = { x: 0, y: 0 };

  constructor(
    board: SkirmishBoard,
    private readonly release: PrisonerRelease,
  ) {
    super(board);
  }

  deploy(b: SkirmishBoard): void {
    const [law, bandits] = b.sides;
    const keeper = law.figures[0]!;
    this.holder = keeper;
    // "escort (max2)": the keeper and one more, when the band has a third to send to the office.
    this.escort = law.figures.length > PRISONER_ESCORT_MAX ? law.figures[1]! : null;
    keeper.x = SALOON_DOOR.x;
    keeper.y = SALOON_DOOR.y - 0.5;
    keeper.facing = 0;
    this.prisoner.reset();
    atHeel(this.prisoner, keeper);
    if (this.escort !== null) {
      this.escort.x = SALOON_DOOR.x - 1.5;
      this.escort.y = SALOON_DOOR.y - 1;
      this.escort.facing = 0;
    }
    const rest = law.figures.slice(this.escort === null ? 1 : 2);
    const r = PRISONER_OFFICE_U - 1;
    this.line(rest, JAIL_DOOR.x - r, JAIL_DOOR.y + 1.5, JAIL_DOOR.x + r, JAIL_DOOR.y + 1.5, 180);
    // Both kerbs of the road, 3.5U off its middle, between the two houses' ends; facing the saloon.
    const h = Math.ceil(bandits.figures.length / 2);
    const off = PRISONER_ROAD_U - 1.5;
    this.line(bandits.figures.slice(0, h), 14, ROAD_Y + off, 34, ROAD_Y + off, 180);
    this.line(bandits.figures.slice(h), 14, ROAD_Y - off, 34, ROAD_Y - off, 180);
  }

  /** The prisoner's keeper is down: another lawman within 5U takes him over, or he is loose. */
  protected override check(log: FafdmLog | null): void {
    const k = this.holder;
    if (k === null || k.inPlay) return;
    const p = this.prisoner;
    const next = nearestWithin(this.board.sides[0].figures, p.x, p.y, PRISONER_KEEP_U, k);
    this.holder = next;
    if (next !== null) {
      atHeel(p, next);
      log?.line(`  ${next.name} takes the prisoner over from ${k.name} (10.1 PRISONER).`);
      return;
    }
    this.free = this.release === 'keeper-down';
    log?.line(
      this.free
        ? `  No man of the law within ${PRISONER_KEEP_U}U: the prisoner breaks away (10.1 PRISONER).`
        : `  No man of the law within ${PRISONER_KEEP_U}U: the prisoner stands loose, waiting to be cut free (10.1 PRISONER).`,
    );
  }

  override act(fig: FafdmFigure, points: number, _dice: Dice, log: FafdmLog | null): number {
    const p = this.prisoner;
    if (this.holder !== null || points < PRISONER_TAKE_CA) return points;
    if (distance(fig.x - p.x, fig.y - p.y) > MELEE_REACH_U) return points;
    const law = this.board.sideOf(fig) === 0;
    if (!law && this.free) return points;
    this.board.audit?.spend(fig, PRISONER_TAKE_CA, points - PRISONER_TAKE_CA);
    if (law) {
      this.holder = fig;
      this.free = false;
      atHeel(p, fig);
      log?.line(`  ${fig.name} takes the prisoner in hand again (${PRISONER_TAKE_CA} CA).`);
    } else {
      this.free = true;
      log?.line(`  ${fig.name} cuts the prisoner free (10.1 PRISONER, ${PRISONER_TAKE_CA} CA).`);
    }
    return points - PRISONER_TAKE_CA;
  }

  override steer(fig: FafdmFigure, view: SkirmishView, plan: SkirmishPlan): boolean {
    const k = this.holder;
    const p = this.prisoner;
    if (this.board.sideOf(fig) === 0) {
      if (fig === k) FAFDM_WARD_ROLES.keeper.plan(view, JAIL_DOOR, plan);
      else if (fig === this.escort && k !== null) {
        this.goal.x = k.x;
        this.goal.y = k.y;
        FAFDM_WARD_ROLES.bodyguard.plan(view, this.goal, plan);
      } else if (k === null) {
        this.goal.x = p.x;
        this.goal.y = p.y;
        FAFDM_ROLE_POLICIES['loot-hunter'].plan(view, this.goal, plan);
      }
      // "the prisoner and his keeper can not run".
      if (fig === k && plan.pace === 'run') plan.pace = 'walk';
      return true;
    }
    if (k !== null) {
      this.goal.x = k.x;
      this.goal.y = k.y;
      FAFDM_WARD_ROLES.rescuer.plan(view, this.goal, plan);
    } else if (!this.free) {
      this.goal.x = p.x;
      this.goal.y = p.y;
      FAFDM_ROLE_POLICIES['loot-hunter'].plan(view, this.goal, plan);
    }
    return true;
  }

  override afterMove(fig: FafdmFigure, log: FafdmLog | null): void {
    if (fig !== this.holder) return;
    atHeel(this.prisoner, fig);
    if (distance(fig.x - JAIL_DOOR.x, fig.y - JAIL_DOOR.y) > MELEE_REACH_U) return;
    log?.line(`  ${fig.name} brings the prisoner to the jail (10.1 PRISONER).`);
    this.outcome = 0;
  }
}
