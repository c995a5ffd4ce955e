import type { Dice } from '../../../dice/Dice.ts';
import { distance } from '../../../geometry/distance.ts';
import type { ReadingOption } from '../../../odds/OddsMechanic.ts';
import { FAFDM_ROLE_POLICIES } from '../../../policies/fafdm/fafdmRolePolicies.ts';
import { FAFDM_WARD_ROLES } from '../../../policies/fafdm/fafdmWardRoles.ts';
import type { SkirmishPlan, SkirmishView } from '../../../policies/fafdm/FafdmTactic.ts';
import { FafdmFigure } from '../../../rules/fafdm/FafdmFigure.ts';
import type { FafdmLog } from '../../../rules/fafdm/FafdmLog.ts';
import { FAFDM_BANDS } from '../../../rules/fafdm/tables/fafdmBands.ts';
import { FIGHT_CA, MELEE_REACH_U } from '../../../rules/fafdm/tables/footMovement.ts';
import type { SkirmishBoard } from '../../fafdmSkirmish/SkirmishBoard.ts';
import { UNSETTLED } from '../../fafdmSkirmish/SkirmishMission.ts';
import { MissionRules } from '../MissionRules.ts';
import { strikeWard } from '../wardActions.ts';
import { BANK_DOOR, MAYOR_GUARD_U, MAYOR_PARTY_U } from './murderText.ts';

/** Where the mayor's other men stand (register entry fafdm-murder). */
export type MurderGuards = 'far' | 'near';

export const MURDER_GUARDS_OPTION: ReadingOption = {
  key: 'fafdm.murderGuards',
  values: ['far', 'near'],
  default: 'far',
  describe:
    "10.4's mayor's party: the others deploy at no less than 20U from the bank, as printed (default: 21U up the side street), or within 20U of it (12U, at the crossing)",
  entry: 'fafdm-murder.md',
};

/** How far up the side street each reading puts the mayor's other men. */
const PARTY_AT_U: Readonly<Record<MurderGuards, number>> = { far: MAYOR_PARTY_U + 1, near: 12 };

/**
 * 001 10.4 MURDER: the mayor (an Unarmed Civilian of 9.12) inside the bank, just behind its door; one of his
 * party (band A's first figure, `door-guard`) 5U from the door, the others up the side street as
 * `fafdm.murderGuards` reads it (`defender`: back to the door while they see nobody); the bad (band B) from the middle of both short edges, half each
 * (`assassin`: for the door). One of the bad free at the door strikes the mayor (a roll to fight, 1 CA, as
 * 10.5's witness). The bad win if he dies; his party wins by "rejecting" them: wiping them out, breaking them
 * (6.2) or seeing them withdraw (6.3); the file's turn cap ends it as a draw.
 *
 * @example new MurderMission(board, 'far')
 */
export class MurderMission extends MissionRules {
  readonly mayor = new FafdmFigure(
    'the mayor',
    FAFDM_BANDS.common.characters['unarmed-civilian'],
    'six-shot',
  );

  constructor(
    board: SkirmishBoard,
    private readonly guards: MurderGuards,
  ) {
    super(board);
  }

  deploy(b: SkirmishBoard): void {
    const [party, bad] = b.sides;
    const [guard, ...rest] = party.figures;
    guard!.x = BANK_DOOR.x;
    guard!.y = BANK_DOOR.y + MAYOR_GUARD_U;
    guard!.facing = 180;
    const y = BANK_DOOR.y + PARTY_AT_U[this.guards];
    this.line(rest, BANK_DOOR.x - 4, y, BANK_DOOR.x + 4, y, 270);
    const h = Math.ceil(bad.figures.length / 2);
    const mid = (b.table.pieces[0]!.y1 + b.table.depth) / 2;
    this.line(bad.figures.slice(0, h), 2, mid - 4, 2, mid + 4, 0);
    this.line(bad.figures.slice(h), b.table.width - 2, mid - 4, b.table.width - 2, mid + 4, 180);
    this.mayor.reset();
    this.mayor.x = BANK_DOOR.x;
    this.mayor.y = BANK_DOOR.y - 0.5;
  }

  override act(fig: FafdmFigure, points: number, dice: Dice, log: FafdmLog | null): number {
    const b = this.board;
    if (b.sideOf(fig) !== 1 || !this.mayor.inPlay || points < FIGHT_CA) return points;
    if (distance(fig.x - BANK_DOOR.x, fig.y - BANK_DOOR.y) > MELEE_REACH_U) return points;
    b.audit?.spend(fig, FIGHT_CA, points - FIGHT_CA);
    log?.line(`  ${fig.name} is at the bank's door and goes for the mayor (10.4).`);
    strikeWard(b, fig, this.mayor, dice, log);
    return points - FIGHT_CA;
  }

  override steer(fig: FafdmFigure, view: SkirmishView, plan: SkirmishPlan): boolean {
    if (this.board.sideOf(fig) === 1) FAFDM_ROLE_POLICIES.assassin.plan(view, BANK_DOOR, plan);
    else if (fig === this.board.sides[0].figures[0])
      FAFDM_ROLE_POLICIES['door-guard'].plan(view, BANK_DOOR, plan);
    else FAFDM_WARD_ROLES.defender.plan(view, BANK_DOOR, plan);
    return true;
  }

  override verdict(): number {
    return this.mayor.inPlay ? UNSETTLED : 1;
  }
}
