import type { Dice } from '../../../dice/Dice.ts';
import { distance } from '../../../geometry/distance.ts';
import type { ReadingOption } from '../../../odds/OddsMechanic.ts';
import { FAFDM_CROWD_MOVES } from '../../../policies/fafdm/fafdmCrowdMoves.ts';
import { FAFDM_ROLE_POLICIES } from '../../../policies/fafdm/fafdmRolePolicies.ts';
import { FAFDM_WARD_ROLES } from '../../../policies/fafdm/fafdmWardRoles.ts';
import type { SkirmishPlan, SkirmishView } from '../../../policies/fafdm/FafdmTactic.ts';
import { canFire, fireAction } from '../../../rules/fafdm/actions/fireAction.ts';
import { FafdmFigure } from '../../../rules/fafdm/FafdmFigure.ts';
import type { FafdmLog } from '../../../rules/fafdm/FafdmLog.ts';
import { inPerspective, UNSEEN } from '../../../rules/fafdm/lineOfSight.ts';
import { mayAim } from '../../../rules/fafdm/mayAim.ts';
import { FAFDM_BANDS } from '../../../rules/fafdm/tables/fafdmBands.ts';
import { FOOT_MOVES, MELEE_REACH_U } from '../../../rules/fafdm/tables/footMovement.ts';
import type { SkirmishBoard } from '../../fafdmSkirmish/SkirmishBoard.ts';
import { UNSETTLED } from '../../fafdmSkirmish/SkirmishMission.ts';
import { MissionRules } from '../MissionRules.ts';
import { nearestWithin, shootWard, walkWard } from '../wardActions.ts';
import { MeetingCrowd } from './meetingCrowd.ts';
import type { MeetingCrowdPanic } from './meetingCrowdPanic.ts';
import { BALCONY, MEETING_KILLERS_U, OFFICE_DOOR, OPENING_WOUNDS, STAGE } from './meetingText.ts';

/** How 10.6's first round is played (register entry fafdm-meeting). */
export type MeetingOpening = 'scripted' | 'rolled';

export const MEETING_OPENING_OPTION: ReadingOption = {
  key: 'fafdm.meetingOpening',
  values: ['scripted', 'rolled'],
  default: 'scripted',
  describe:
    "10.6's first round: as printed, the sniper's shot wounds the politician and the guard by him kills the sniper (default); or both shots are rolled by 4.2, and a sniper who lives stays on his balcony",
  entry: 'fafdm-meeting.md',
};

/** The politician walks on only with one of the good this near him ("bringing it in the sheriff's office"). */
const ESCORTED_U = 5;

/**
 * 001 10.6 THE MEETING: the politician (an unarmed figure with the Soldiers' Captain's card, 9.10) on the
 * stage in the middle, one of the good (band A's first figure, `bodyguard`) in contact, the rest within 15U;
 * the killers (band B) within 5U of the east short edge round the sheriff's office, but for the sniper
 * (band B's first figure but its leader, `sniper`) on the hotel's balcony 20U west of the stage; eight
 * civilians round the stage. First round: the bad only move, the good stay, then the opening
 * (`fafdm.meetingOpening`) and everyone runs (the civilians for the edges). From then on the first band to
 * act freely in a turn moves the civilians (the good pack them round the politician, the bad clear them), a
 * killer who sees the politician in reach shoots at him, standing and aiming (the others `assassin`: for
 * him), and at the end of each turn the politician walks 5U for the office's door while one of the good is
 * within 5U of him. The good win when he reaches the door, the bad when he dies.
 *
 * @example new MeetingMission(board, 'scripted')
 */
export class MeetingMission extends MissionRules {
  readonly politician = new FafdmFigure(
    'the politician',
    FAFDM_BANDS.soldiers.characters.captain,
    'six-shot',
  );
  readonly crowd = new MeetingCrowd();
  private sniper: FafdmFigure | null = null;
  private turn = 1;
  private crowdMoved = false;
  private outcome = UNSETTLED;

  constructor(
    board: SkirmishBoard,
    private readonly opening: MeetingOpening,
    private readonly crowdPanic: MeetingCrowdPanic = 'own',
  ) {
    super(board);
  }

  override reset(): void {
    this.turn = 1;
    this.outcome = UNSETTLED;
  }

  deploy(b: SkirmishBoard): void {
    const [good, bad] = b.sides;
    const p = this.politician;
    p.reset();
    p.x = STAGE.x;
    p.y = STAGE.y;
    p.facing = 0;
    const [guard, ...rest] = good.figures;
    guard!.x = STAGE.x + MELEE_REACH_U;
    guard!.y = STAGE.y;
    guard!.facing = 0;
    this.line(rest, STAGE.x + 4, STAGE.y - 6, STAGE.x + 4, STAGE.y + 6, 0);
    const sniper = bad.figures.find((f) => f !== bad.leader) ?? bad.figures[0]!;
    this.sniper = sniper;
    sniper.x = BALCONY.x;
    sniper.y = BALCONY.y;
    sniper.facing = 0;
    const killers = bad.figures.filter((f) => f !== sniper);
    const h = Math.ceil(killers.length / 2);
    const x = b.table.width - (MEETING_KILLERS_U - 1.5);
    const office = b.table.pieces[1]!;
    this.line(killers.slice(0, h), x, 1, x, office.y0 - 1, 180);
    this.line(killers.slice(h), x, office.y1 + 1, x, b.table.depth - 1, 180);
    this.crowd.place();
  }

  /** Whether a civilian on the line stops `shooter`'s shot (his band may not shoot past one, 9.3-9.11). */
  private screened(shooter: FafdmFigure, target: FafdmFigure): boolean {
    return this.board.rules?.shootPast(shooter) === null && this.crowd.blocks(shooter, target);
  }

  override mayShootAt(shooter: FafdmFigure, target: FafdmFigure): boolean {
    // "All the bad come into play, they can only move".
    if (this.turn === 1 && this.board.sideOf(shooter) === 1) return false;
    return !this.screened(shooter, target);
  }

  override act(fig: FafdmFigure, points: number, dice: Dice, log: FafdmLog | null): number {
    const b = this.board;
    const side = b.sideOf(fig);
    if (this.turn === 1) return points;
    if (!this.crowdMoved) {
      this.crowdMoved = true;
      this.crowd.move(
        b,
        side === 0 ? FAFDM_CROWD_MOVES.screen : FAFDM_CROWD_MOVES.scatter,
        this.politician,
        log,
      );
    }
    const p = this.politician;
    if (side === 0 || !p.inPlay || this.screened(fig, p)) return points;
    const left = shootWard(b, fig, p, points, mayAim(this.turn, b.readings), dice, log);
    if (left === points) return points;
    this.gunfire(fig, log);
    if (!p.inPlay) this.outcome = 1;
    // The shot at him is his activation: he stood to take aim.
    return 0;
  }

  override steer(fig: FafdmFigure, view: SkirmishView, plan: SkirmishPlan, log: FafdmLog | null): boolean {
    const good = this.board.sideOf(fig) === 0;
    if (good && this.turn === 1) {
      plan.pace = 'none';
      plan.charge = false;
      log?.line(`  ${fig.name} does not move in the first round (10.6).`);
      return true;
    }
    if (good) {
      if (fig === this.board.sides[0].figures[0])
        FAFDM_WARD_ROLES.bodyguard.plan(view, this.politician, plan);
      return true;
    }
    if (fig === this.sniper) FAFDM_WARD_ROLES.sniper.plan(view, this.politician, plan);
    else FAFDM_ROLE_POLICIES.assassin.plan(view, this.politician, plan);
    return this.turn > 1;
  }

  /** 10.6's first round, after the bands' moves: the sniper's shot and the guard's, then everyone runs. */
  private open(dice: Dice, log: FafdmLog | null): void {
    const b = this.board;
    const p = this.politician;
    const s = this.sniper!;
    const guard = b.sides[0].figures[0]!;
    if (this.opening === 'scripted') {
      p.cos -= OPENING_WOUNDS;
      log?.line(`  The sniper ${s.name} shoots and wounds the politician (10.6 First Round): COS ${p.cos}.`);
      if (guard.inPlay) {
        s.cos = 0;
        log?.line(`  ${guard.name}, next to the politician, kills the sniper (10.6 First Round).`);
      }
    } else {
      // The opening is the scenario's, outside any activation: the audit watches activations only.
      const audit = b.audit;
      b.audit = null;
      log?.line(`  The sniper ${s.name} fires at the politician from the balcony (10.6 First Round).`);
      if (s.inPlay) shootWard(b, s, p, s.actions, true, dice, log);
      if (guard.inPlay && s.inPlay) this.answer(guard, s, dice, log);
      b.audit = audit;
    }
    if (!p.inPlay) this.outcome = 1;
    log?.line('  Everyone runs away (10.6 First Round).');
    this.crowd.move(b, FAFDM_CROWD_MOVES.scatter, p, log);
  }

  /** The guard by the politician turns to the balcony and shoots at the sniper, if his gun reaches (4.2). */
  private answer(guard: FafdmFigure, sniper: FafdmFigure, dice: Dice, log: FafdmLog | null): void {
    const b = this.board;
    if (!inPerspective(guard, sniper)) guard.facing = (guard.facing + 180) % 360;
    const d = distance(sniper.x - guard.x, sniper.y - guard.y);
    const cover = b.sees(guard, sniper);
    if (!canFire(guard, d) || cover === UNSEEN) {
      log?.line(`  ${guard.name} cannot reach the sniper ${d.toFixed(1)}U away (10.6 First Round).`);
      return;
    }
    const at = b.situation;
    at.cover = cover;
    at.behind = !inPerspective(sniper, guard);
    at.noTargetAtStart = false;
    b.rules?.situate(guard, sniper, false, d, at);
    const hits = b.counts.hits;
    fireAction(guard, sniper, d, dice, b.readings, b.counts, log, at);
    b.rules?.afterAttack(guard, sniper, b.counts.hits > hits, false, dice, log);
  }

  override afterAttack(
    by: FafdmFigure,
    _target: FafdmFigure,
    _struck: boolean,
    melee: boolean,
    _dice: Dice,
    log: FafdmLog | null,
  ): void {
    if (!melee) this.gunfire(by, log);
  }

  /** From the second round, a shot panics the civilians within 10U of the shooter (9.12, `own`). */
  private gunfire(shooter: FafdmFigure, log: FafdmLog | null): void {
    if (this.turn > 1 && this.crowdPanic === 'own') this.crowd.hearShot(shooter.x, shooter.y, log);
  }

  endOfTurn(turn: number, dice: Dice, log: FafdmLog | null): void {
    this.crowdMoved = false;
    if (turn === 1) this.open(dice, log);
    else this.crowd.flee(this.board, FAFDM_CROWD_MOVES.scatter, log);
    const p = this.politician;
    if (!p.inPlay || this.outcome !== UNSETTLED || turn === 1) return;
    if (p.scared || p.onGround) {
      // A panicked politician spends his move getting up and over it (4.3.2).
      p.scared = p.shocked = p.onGround = false;
      log?.line('  The politician collects himself.');
      return;
    }
    if (nearestWithin(this.board.sides[0].figures, p.x, p.y, ESCORTED_U) === null) return;
    // "that can only walk".
    const u = walkWard(this.board, p, OFFICE_DOOR.x, OFFICE_DOOR.y, FOOT_MOVES.walk.maxU);
    log?.line(`  The politician walks ${u.toFixed(1)}U to (${p.x.toFixed(1)}, ${p.y.toFixed(1)}).`);
    if (distance(p.x - OFFICE_DOOR.x, p.y - OFFICE_DOOR.y) > MELEE_REACH_U) return;
    log?.line("  The politician is safe in the sheriff's office (10.6).");
    this.outcome = 0;
  }

  override verdict(_b: SkirmishBoard, turn: number): number {
    this.turn = turn;
    if (!this.politician.inPlay) return 1;
    return this.outcome;
  }
}
