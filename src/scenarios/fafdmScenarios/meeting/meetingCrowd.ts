import { distance } from '../../../geometry/distance.ts';
import { pointSegmentDistance } from '../../../geometry/pointSegmentDistance.ts';
import type { FafdmCrowdMove } from '../../../policies/fafdm/fafdmCrowdMoves.ts';
import type { RoleGoal } from '../../../policies/fafdm/fafdmRolePolicies.ts';
import { FafdmFigure } from '../../../rules/fafdm/FafdmFigure.ts';
import type { FafdmLog } from '../../../rules/fafdm/FafdmLog.ts';
import { FAFDM_BANDS } from '../../../rules/fafdm/tables/fafdmBands.ts';
import type { SkirmishBoard } from '../../fafdmSkirmish/SkirmishBoard.ts';
import { nearestEdge } from '../../fafdmSkirmish/bandRules/nearestEdge.ts';
import { walkWard } from '../wardActions.ts';
import { CROWD_PANIC_U } from './meetingCrowdPanic.ts';
import { CIVILIANS, CIVILIANS_U, CROWD_MOVE_U, STAGE } from './meetingText.ts';

/** 9.4-9.10: "a civilian (they cover a 1U diameter area)". */
const CIVILIAN_HALF_U = 0.5;

/**
 * The townsfolk of 10.6: eight Unarmed Civilians (9.12) round the stage, outside both bands. They play no
 * card; "Civilians are moved by the player who wins the first move per turn, they move up to 10U and may
 * run out of the town": the first band to act freely in a turn moves them all by its crowd move
 * (`FAFDM_CROWD_MOVES`); one who reaches an edge has left. A civilian on the line of fire stops the
 * shot of a band that may not shoot past civilians (9.3-9.11).
 *
 * @example crowd.place(); crowd.move(board, 0, politician, log)
 */
export class MeetingCrowd {
  readonly civilians: readonly FafdmFigure[] = Array.from(
    { length: CIVILIANS },
    (_, i) =>
      new FafdmFigure(`Civilian ${i + 1}`, FAFDM_BANDS.common.characters['unarmed-civilian'], 'six-shot'),
  );
  private readonly heading: RoleGoal = { x: 0, y: 0 };
  /** Which civilians have panicked at gunfire (9.12) and run on their own for the edge. */
  private readonly panicked: boolean[] = new Array<boolean>(CIVILIANS).fill(false);

  /** "5-10u from the stage": evenly on a ring 7.5U round it. */
  place(): void {
    for (let i = 0; i < CIVILIANS; i++) {
      const c = this.civilians[i]!;
      c.reset();
      this.panicked[i] = false;
      const a = ((i + 0.5) * 2 * Math.PI) / CIVILIANS;
      c.x = STAGE.x + Math.cos(a) * CIVILIANS_U;
      c.y = STAGE.y + Math.sin(a) * CIVILIANS_U;
    }
  }

  /** Whether a civilian in the town stands on the line from `from` to `to` (not at either end). */
  blocks(from: RoleGoal, to: RoleGoal): boolean {
    for (const c of this.civilians) {
      if (!c.inPlay) continue;
      if (pointSegmentDistance(c.x, c.y, from.x, from.y, to.x, to.y) >= CIVILIAN_HALF_U) continue;
      const dFrom = distance(c.x - from.x, c.y - from.y);
      const dTo = distance(c.x - to.x, c.y - to.y);
      if (dFrom > CIVILIAN_HALF_U && dTo > CIVILIAN_HALF_U) return true;
    }
    return false;
  }

  /** Moves every civilian still in town up to 10U as `how` heads him; the ones at an edge leave. */
  move(board: SkirmishBoard, how: FafdmCrowdMove, ward: RoleGoal, log: FafdmLog | null): void {
    let left = 0;
    for (let i = 0; i < CIVILIANS; i++) {
      const c = this.civilians[i]!;
      if (!c.inPlay || this.panicked[i]) continue;
      if (this.walk(board, c, how, ward)) left++;
    }
    log?.line(
      `  The civilians are moved (10.6, ${how.name})${left > 0 ? `: ${left} run out of the town` : ''}.`,
    );
  }

  /** Walks one civilian up to 10U as `how` heads him; whether he reached an edge and left. */
  private walk(board: SkirmishBoard, c: FafdmFigure, how: FafdmCrowdMove, ward: RoleGoal): boolean {
    how.heading(c, ward, board.table, this.heading);
    walkWard(board, c, this.heading.x, this.heading.y, CROWD_MOVE_U);
    if (nearestEdge(c, board.table).d >= 0.01) return false;
    c.cos = 0;
    return true;
  }

  /**
   * 9.12 UNARMED CIVILIAN: "If within 10U of them someone is shooting, they panic and escape and continue
   * until they exit": each civilian in town within 10U of the shooter at (x, y) panics, once.
   */
  hearShot(x: number, y: number, log: FafdmLog | null): void {
    for (let i = 0; i < CIVILIANS; i++) {
      const c = this.civilians[i]!;
      if (!c.inPlay || this.panicked[i] || distance(c.x - x, c.y - y) > CROWD_PANIC_U) continue;
      this.panicked[i] = true;
      log?.line(
        `  ${c.name} hears shooting within ${CROWD_PANIC_U}U and panics: he runs for the edge (9.12).`,
      );
    }
  }

  /** The panicked civilians run on, 10U for the nearest edge, until they leave the town (9.12). */
  flee(board: SkirmishBoard, how: FafdmCrowdMove, log: FafdmLog | null): void {
    let running = 0;
    let left = 0;
    for (let i = 0; i < CIVILIANS; i++) {
      const c = this.civilians[i]!;
      if (!c.inPlay || !this.panicked[i]) continue;
      running++;
      if (this.walk(board, c, how, c)) left++;
    }
    if (running > 0)
      log?.line(
        `  ${running} panicked civilian${running > 1 ? 's run' : ' runs'} for the edge (9.12)${left > 0 ? `: ${left} out of the town` : ''}.`,
      );
  }
}
