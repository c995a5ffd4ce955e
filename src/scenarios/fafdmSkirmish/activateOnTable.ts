import { distance } from '../../geometry/distance.ts';
import type { Dice } from '../../dice/Dice.ts';
import { fightAction } from '../../rules/fafdm/actions/fightAction.ts';
import { canFire, fireAction, fireCost } from '../../rules/fafdm/actions/fireAction.ts';
import { disengageTest } from '../../rules/fafdm/disengageTest.ts';
import type { FafdmFigure } from '../../rules/fafdm/FafdmFigure.ts';
import type { FafdmLog } from '../../rules/fafdm/FafdmLog.ts';
import { inPerspective, UNSEEN } from '../../rules/fafdm/lineOfSight.ts';
import { mayAim } from '../../rules/fafdm/mayAim.ts';
import { moveOnFoot } from '../../rules/fafdm/moveOnFoot.ts';
import { LOAD_WEAPON_CA, STAND_UP_CA } from '../../rules/fafdm/tables/fafdmActions.ts';
import {
  DISENGAGE_CA,
  FIGHT_CA,
  FOOT_MOVES,
  MELEE_REACH_U,
  TURN_AROUND_CA,
} from '../../rules/fafdm/tables/footMovement.ts';
import { emptiesCylinder } from '../../policies/fafdm/emptiesCylinder.ts';
import { unjamCost } from '../../rules/fafdm/unjamCost.ts';
import { drawForFight, gunForFire } from './arms/changeWeapon.ts';
import { dynamiteOnTable } from './explosives/dynamiteOnTable.ts';
import { carriedMoveU } from './explosives/carriedMoveU.ts';
import { FAFDM_EXPLOSIVES } from '../../rules/fafdm/explosives/explosivesTables.ts';
import { DEFAULT_EXPLOSIVES } from '../../rules/fafdm/explosives/explosivesOptions.ts';
import { opportunityShots } from './opportunityShots.ts';
import { rideOnTable, rideStep } from './horse/rideOnTable.ts';
import { saddleChoice } from './horse/saddleChoice.ts';
import type { SkirmishBoard } from './SkirmishBoard.ts';

const at = (f: FafdmFigure): string => `(${f.x.toFixed(1)}, ${f.y.toFixed(1)})`;

/** Spends action points, telling the audit first. */
function spend(board: SkirmishBoard, fig: FafdmFigure, points: number, ca: number): number {
  board.audit?.spend(fig, ca, points - ca);
  return points - ca;
}

/** Tab.1 "turn around/back 180°". */
function turnAround(fig: FafdmFigure, log: FafdmLog | null): void {
  fig.facing = (fig.facing + 180) % 360;
  log?.line(`  ${fig.name} turns around (Tab.1, 1 CA).`);
}

/** The nearest enemy he sees in front (4.2 "the nearest enemy on his front"), or null. */
function nearestInFront(board: SkirmishBoard, fig: FafdmFigure): FafdmFigure | null {
  let best: FafdmFigure | null = null;
  let bestD = Infinity;
  for (const e of board.sides[1 - board.sideOf(fig)]!.figures) {
    if (board.sees(fig, e) === UNSEEN) continue;
    if (board.rules !== null && !board.rules.mayShootAt(fig, e)) continue;
    const d = distance(e.x - fig.x, e.y - fig.y);
    if (d < bestD) {
      bestD = d;
      best = e;
    }
  }
  return best;
}

/** Sets the board's situation for an attack of `by` on `target` (cover, behind, the start's sight). */
function situate(
  board: SkirmishBoard,
  by: FafdmFigure,
  target: FafdmFigure,
  noTargetAtStart: boolean,
  melee = true,
): void {
  const s = board.situation;
  const cover = board.sees(by, target);
  s.cover = cover === UNSEEN ? 0 : cover;
  s.behind = !inPerspective(target, by);
  s.noTargetAtStart = noTargetAtStart;
  board.rules?.situate(by, target, melee, distance(target.x - by.x, target.y - by.y), s);
}

/** A fight, then the bands' rules after it (9.3-9.12). */
function fight(
  board: SkirmishBoard,
  by: FafdmFigure,
  target: FafdmFigure,
  dice: Dice,
  log: FafdmLog | null,
): void {
  const hits = board.counts.hits;
  situate(board, by, target, false);
  fightAction(by, target, dice, board.readings, board.counts, board.situation, log);
  board.rules?.afterAttack(by, target, board.counts.hits > hits, true, dice, log);
}

/**
 * One figure's activation on a table (001 1.7, 2.1-2.3, 3.1, 4.2, 4.3, 4.3.1-4.3.2), with his action points
 * (3, or 2 for common characters). A scared figure does nothing and stops being scared. Otherwise he stands
 * up (1 CA) unless shocked; engaged within 1U of an enemy he fights (1 CA; turning first if the enemy is
 * behind him) unless shaken, when he disengages (3 CA, the reflexes test); free, he loads an empty gun
 * (2 CA), moves as his tactic plans (Tab.2 walk 1 CA, run 2 CA; a charge that ends within 1U fights), and
 * fires one action at the nearest enemy he sees in front, or, aiming without having moved, at the one his
 * tactic picks; with nobody in front and an enemy seen behind, he turns around first (1 CA).
 *
 * @example activateOnTable(board, guard, 2, dice, null)
 */
export function activateOnTable(
  board: SkirmishBoard,
  fig: FafdmFigure,
  turn: number,
  dice: Dice,
  log: FafdmLog | null,
): void {
  const r = board.readings;
  board.audit?.activation(fig);
  fig.activated = true;
  fig.aiming = false;
  if (fig.scared) {
    fig.scared = false;
    log?.line(`  ${fig.name} is scared and does nothing this turn (4.3.2); he is no longer scared.`);
    return;
  }
  let points = fig.actions;
  const noTargetAtStart = nearestInFront(board, fig) === null;
  if (fig.onGround && !fig.shocked) {
    fig.onGround = false;
    points = spend(board, fig, points, STAND_UP_CA);
    log?.line(`  ${fig.name} stands up (Tab.1, ${STAND_UP_CA} CA).`);
  }
  const foe = board.nearestEnemyWithin(fig, MELEE_REACH_U);
  if (foe) {
    if (!fig.shocked) {
      if (!inPerspective(fig, foe) && points >= TURN_AROUND_CA + FIGHT_CA) {
        points = spend(board, fig, points, TURN_AROUND_CA);
        turnAround(fig, log);
      }
      if (inPerspective(fig, foe)) points = drawForFight(board, fig, points, log);
      if (inPerspective(fig, foe) && points >= FIGHT_CA) {
        spend(board, fig, points, FIGHT_CA);
        fight(board, fig, foe, dice, log);
      }
      return;
    }
    if (points >= DISENGAGE_CA) {
      spend(board, fig, points, DISENGAGE_CA);
      board.counts.disengages++;
      const enemies = board.enemiesWithin(fig, MELEE_REACH_U);
      const u = disengageTest(dice, fig.ref, enemies, r.disengage);
      log?.line(
        `  ${fig.name}, shaken, tries to disengage from ${enemies} (4.3.1): ${u > 0 ? `he may move ${u}U` : 'he fails'}.`,
      );
      if (u > 0) {
        // Straight away from the enemy he was fighting, as far as the test allows.
        const away = Math.max(distance(fig.x - foe.x, fig.y - foe.y), 1e-9);
        const tx = fig.x + ((fig.x - foe.x) / away) * u;
        const ty = fig.y + ((fig.y - foe.y) / away) * u;
        moveOnFoot(fig, tx, ty, u, board.table, board.part);
        log?.line(`  ${fig.name} gets away to ${at(fig)}.`);
      }
    }
    return;
  }
  if (board.rules !== null) points = board.rules.act(fig, points, dice, log);
  if (!fig.inPlay || points === 0) return;
  // Tab.8: a thrown knife or tomahawk is gone, not loaded again.
  if (fig.shotsLeft === 0 && fig.gun.thrownCosTimes === undefined && points >= LOAD_WEAPON_CA) {
    fig.shotsLeft = fig.gun.total;
    points = spend(board, fig, points, LOAD_WEAPON_CA);
    log?.line(`  ${fig.name} loads his gun (Tab.1, ${LOAD_WEAPON_CA} CA): ${fig.shotsLeft} shots.`);
  }
  if (fig.jammed && points >= unjamCost(r)) {
    fig.jammed = false;
    points = spend(board, fig, points, unjamCost(r));
    log?.line(`  ${fig.name} clears his jammed weapon (5.3.2, ${unjamCost(r)} CA).`);
  }
  // 5.5.2: a figure carrying dynamite may throw a stick first (none carried: no die, no decision).
  if (fig.sticks > 0) {
    points = dynamiteOnTable(board, fig, points, dice, r.explosives ?? DEFAULT_EXPLOSIVES, log);
    if (!fig.inPlay || points === 0) return;
  }
  // 5.5.1: nitroglycerine the same way, with no fuse (register entry fafdm-nitroglycerine).
  if (fig.nitro > 0) {
    const ex = r.explosives ?? DEFAULT_EXPLOSIVES;
    points = dynamiteOnTable(board, fig, points, dice, ex, log, FAFDM_EXPLOSIVES.nitroglycerine);
    if (!fig.inPlay || points === 0) return;
  }
  const view = board.viewOf(fig, turn);
  // Tab.1: a figure with a mount may get off or on it first (none: no die, no decision).
  if (fig.horse !== null) points = saddleChoice(board, fig, view, points, dice, log);
  const plan = board.plan;
  board.sides[board.sideOf(fig)].tactic.plan(view, plan);
  const mayFire = board.rules?.steer(fig, view, plan, log) ?? true;
  let moved = false;
  // 4.3.2 "no motion available" while scared; a shocked figure on the ground stays down.
  if (plan.pace !== 'none' && !(fig.shocked && fig.onGround)) {
    // 3.1: in the saddle, Tab.2's rows on horseback (horse/rideOnTable).
    const ride = fig.horse?.mounted === true ? rideStep(fig, plan.toX, plan.toY, plan.pace) : null;
    const row = ride ?? FOOT_MOVES[plan.pace];
    if (points >= row.ca) {
      points = spend(board, fig, points, row.ca);
      const charged = plan.charge && plan.target >= 0 ? board.knownFigures[plan.target]! : null;
      const chargeFromU = charged ? distance(charged.x - fig.x, charged.y - fig.y) : 0;
      if (ride !== null) rideOnTable(board, fig, ride, plan.toX, plan.toY, dice, log);
      else {
        const u = moveOnFoot(fig, plan.toX, plan.toY, carriedMoveU(fig, row.maxU), board.table, board.part);
        log?.line(`  ${fig.name} ${plan.pace}s ${u.toFixed(1)}U to ${at(fig)} (Tab.2, ${row.ca} CA).`);
      }
      moved = true;
      board.rules?.afterMove(fig, log);
      if (!fig.inPlay) return;
      if (opportunityShots(board, fig, charged, chargeFromU, dice, log)) return;
      const victim = plan.charge ? board.nearestEnemyWithin(fig, MELEE_REACH_U) : null;
      if (victim && !fig.shocked && inPerspective(fig, victim) && points >= FIGHT_CA) {
        points = drawForFight(board, fig, points, log);
        spend(board, fig, points, FIGHT_CA);
        fight(board, fig, victim, dice, log);
        return;
      }
    }
  }
  if (!mayFire || (moved && r.moveAndFire === 'either')) return;
  const cost = fireCost(fig, r);
  let target: FafdmFigure | null = null;
  if (!moved && plan.aim && mayAim(turn, r) && plan.target >= 0 && plan.target < view.knownCount) {
    const chosen = board.knownFigures[plan.target]!;
    if (board.sees(fig, chosen) !== UNSEEN && (board.rules?.mayShootAt(fig, chosen) ?? true)) {
      target = chosen;
      fig.aiming = true;
    }
  }
  target ??= nearestInFront(board, fig);
  if (target === null && points >= TURN_AROUND_CA + cost) {
    // Nobody in front: an enemy in sight behind him is worth a turn (1.2 and Tab.1).
    fig.facing = (fig.facing + 180) % 360;
    const behind = nearestInFront(board, fig);
    fig.facing = (fig.facing + 180) % 360;
    if (behind && distance(behind.x - fig.x, behind.y - fig.y) <= fig.gun.maxU) {
      points = spend(board, fig, points, TURN_AROUND_CA);
      turnAround(fig, log);
      target = behind;
    }
  }
  if (target === null) return;
  const d = distance(target.x - fig.x, target.y - fig.y);
  // 5.4: a side arm drawn for a fight is put away before the gun fires (Tab.1 change weapon).
  if (fig.sideInHand && canFire(fig, d)) points = gunForFire(board, fig, points, cost, log);
  if (points < cost || !canFire(fig, d)) return;
  if (fig.aiming) log?.line(`  ${fig.name} takes aim (Tab.1, 0 CA).`);
  spend(board, fig, points, cost);
  board.audit?.shot(fig, target, d);
  const hits = board.counts.hits;
  situate(board, fig, target, noTargetAtStart, false);
  const tactic = board.sides[board.sideOf(fig)].tactic;
  board.situation.emptyCylinder = tactic.emptyCylinder
    ? tactic.emptyCylinder(fig, d)
    : emptiesCylinder(fig, d);
  fireAction(fig, target, d, dice, r, board.counts, log, board.situation);
  board.situation.emptyCylinder = false;
  board.rules?.afterAttack(fig, target, board.counts.hits > hits, false, dice, log);
}
