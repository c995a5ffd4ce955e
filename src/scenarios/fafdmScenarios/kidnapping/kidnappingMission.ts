import type { Dice } from '../../../dice/Dice.ts';
import { distance } from '../../../geometry/distance.ts';
import type { ReadingOption } from '../../../odds/OddsMechanic.ts';
import type { RoleGoal } from '../../../policies/fafdm/fafdmRolePolicies.ts';
import { FAFDM_WARD_ROLES } from '../../../policies/fafdm/fafdmWardRoles.ts';
import type { SkirmishPlan, SkirmishView } from '../../../policies/fafdm/FafdmTactic.ts';
import { FafdmFigure } from '../../../rules/fafdm/FafdmFigure.ts';
import type { FafdmLog } from '../../../rules/fafdm/FafdmLog.ts';
import { FAFDM_BANDS } from '../../../rules/fafdm/tables/fafdmBands.ts';
import { FOOT_MOVES, MELEE_REACH_U } from '../../../rules/fafdm/tables/footMovement.ts';
import type { SkirmishBoard } from '../../fafdmSkirmish/SkirmishBoard.ts';
import { HeldWardMission } from '../HeldWardMission.ts';
import { atHeel, nearestWithin, onShortEdge } from '../wardActions.ts';
import {
  DRAG_CA,
  FARM_DOOR,
  HOSTAGE_FREE_U,
  HOSTAGE_TAKE_CA,
  KIDNAP_EDGE_U,
  KIDNAP_GUARDS_MAX,
  KIDNAP_HOUSE_U,
} from './kidnappingText.ts';

/** When the hostage goes free (register entry fafdm-kidnapping). */
export type HostageFree = 'no-bad-near' | 'killed-frees';

export const HOSTAGE_FREE_OPTION: ReadingOption = {
  key: 'fafdm.hostageFree',
  values: ['no-bad-near', 'killed-frees'],
  default: 'no-bad-near',
  describe:
    "10.2's hostage: free when her captor is killed or in a fight and no other of the bad is within 5U (default; else the nearest takes her), or free at once when he is killed and only a fight needs nobody of the bad within 5U",
  entry: 'fafdm-kidnapping.md',
};

/**
 * 001 10.2 KIDNAPPING: the captor (band B's first figure but its leader) holds the girl at the farmhouse's
 * door with one more by him (`bodyguard`), the rest of the bad within 6U of the house; the good (band A)
 * come from both short edges, half each, and go for the captor (`rescuer`). Dragging her costs the captor 2
 * CA every activation (he walks with what is left, `captor`: for the edge away from the good) and he never
 * shoots. Killed or in a fight, he loses her as `fafdm.hostageFree` reads it; a loose hostage walks 5U for
 * the nearest short edge at the end of every turn (the good's last figure), and one of the bad within 1U
 * takes her again (1 CA). The bad win when the captor drags her off a short edge (or the good are wiped
 * out), the good when she walks off one.
 *
 * @example new KidnappingMission(board, 'no-bad-near')
 */
export class KidnappingMission extends HeldWardMission {
  /** The land owner's daughter: an Unarmed Civilian's card (9.12), never shot at (nobody would). */
  readonly hostage = new FafdmFigure(
    'the hostage',
    FAFDM_BANDS.common.characters['unarmed-civilian'],
    'six-shot',
  );
  protected override get ward(): FafdmFigure {
    return this.hostage;
  }
  // "the hostage is activated by the player as last miniature of the goods she can only walk".
  protected override readonly loose = {
    maxU: FOOT_MOVES.walk.maxU,
    verb: 'walks',
    gone: '  The hostage is out by the short edge: saved (10.2).',
    winner: 0,
  };
  private second: FafdmFigure | null = null;
  /** Whether the captor paid for dragging her in this activation (else he cannot move with her). */
  private paid = false;
  private readonly goal: RoleGoal = { x: 0, y: 0 };

  constructor(
    board: SkirmishBoard,
    private readonly freeing: HostageFree,
  ) {
    super(board);
  }

  deploy(b: SkirmishBoard): void {
    const [good, bad] = b.sides;
    const captor = bad.figures.find((f) => f !== bad.leader) ?? bad.figures[0]!;
    this.holder = captor;
    captor.x = FARM_DOOR.x;
    captor.y = FARM_DOOR.y + 0.5;
    captor.facing = 90;
    this.hostage.reset();
    atHeel(this.hostage, captor);
    // "captive and captor (max2)": one more by the door when the band has a third for the yard.
    const others = bad.figures.filter((f) => f !== captor);
    this.second = bad.figures.length > KIDNAP_GUARDS_MAX ? others.shift()! : null;
    if (this.second !== null) {
      this.second.x = FARM_DOOR.x + 1.5;
      this.second.y = FARM_DOOR.y + 1;
      this.second.facing = 90;
    }
    const house = b.table.pieces[0]!;
    const h = Math.ceil(others.length / 2);
    const off = KIDNAP_HOUSE_U / 2;
    this.line(others.slice(0, h), house.x0 - off, house.y0 - 1, house.x0 - off, house.y1 + 1, 180);
    this.line(others.slice(h), house.x1 + off, house.y0 - 1, house.x1 + off, house.y1 + 1, 0);
    const g = Math.ceil(good.figures.length / 2);
    const e = KIDNAP_EDGE_U - 2;
    this.line(good.figures.slice(0, g), e, 0, e, b.table.depth, 0);
    this.line(good.figures.slice(g), b.table.width - e, 0, b.table.width - e, b.table.depth, 180);
  }

  /** The captor killed or in a fight: she goes free, or the nearest of the bad within 5U takes her. */
  protected override check(log: FafdmLog | null): void {
    const c = this.holder;
    if (c === null) return;
    const killed = !c.inPlay;
    if (!killed && this.board.nearestEnemyWithin(c, MELEE_REACH_U) === null) return;
    const h = this.hostage;
    const near = nearestWithin(this.board.sides[1].figures, h.x, h.y, HOSTAGE_FREE_U, c);
    if (near !== null && !(killed && this.freeing === 'killed-frees')) {
      if (!killed) return;
      this.holder = near;
      atHeel(h, near);
      log?.line(`  ${near.name} takes the hostage from the fallen ${c.name} (10.2).`);
      return;
    }
    this.holder = null;
    this.free = true;
    log?.line(`  ${c.name} ${killed ? 'is down' : 'is in a fight'}: the hostage is free (10.2).`);
  }

  override act(fig: FafdmFigure, points: number, _dice: Dice, log: FafdmLog | null): number {
    const b = this.board;
    this.paid = false;
    if (fig === this.holder) {
      if (points < DRAG_CA) return points;
      this.paid = true;
      b.audit?.spend(fig, DRAG_CA, points - DRAG_CA);
      log?.line(`  ${fig.name} drags the hostage (10.2, ${DRAG_CA} CA).`);
      return points - DRAG_CA;
    }
    const h = this.hostage;
    if (!this.free || b.sideOf(fig) !== 1 || points < HOSTAGE_TAKE_CA) return points;
    if (distance(fig.x - h.x, fig.y - h.y) > MELEE_REACH_U) return points;
    b.audit?.spend(fig, HOSTAGE_TAKE_CA, points - HOSTAGE_TAKE_CA);
    this.holder = fig;
    this.free = false;
    atHeel(h, fig);
    log?.line(`  ${fig.name} takes the hostage again (${HOSTAGE_TAKE_CA} CA).`);
    // Taking her ends what he may do with her this activation: dragging her is next turn's.
    return 0;
  }

  override steer(fig: FafdmFigure, view: SkirmishView, plan: SkirmishPlan): boolean {
    const c = this.holder;
    const g = this.goal;
    if (fig === c) {
      FAFDM_WARD_ROLES.captor.plan(view, g, plan);
      if (!this.paid) plan.pace = 'none';
      // "can not shoot".
      return false;
    }
    const held = c !== null;
    g.x = held ? c.x : this.hostage.x;
    g.y = held ? c.y : this.hostage.y;
    if (this.board.sideOf(fig) === 0) {
      if (held) FAFDM_WARD_ROLES.rescuer.plan(view, g, plan);
      else FAFDM_WARD_ROLES.bodyguard.plan(view, g, plan);
    } else if (!held) FAFDM_WARD_ROLES.rescuer.plan(view, g, plan);
    else if (fig === this.second) FAFDM_WARD_ROLES.bodyguard.plan(view, g, plan);
    return true;
  }

  override afterMove(fig: FafdmFigure, log: FafdmLog | null): void {
    if (fig === this.holder) {
      atHeel(this.hostage, fig);
      if (onShortEdge(fig, this.board.table.width)) {
        log?.line(`  ${fig.name} drags the hostage off by the short edge (10.2).`);
        this.outcome = 1;
        return;
      }
    }
    this.check(log);
  }
}
