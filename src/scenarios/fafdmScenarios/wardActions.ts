import type { Dice } from '../../dice/Dice.ts';
import { distance } from '../../geometry/distance.ts';
import { fightAction } from '../../rules/fafdm/actions/fightAction.ts';
import { canFire, fireAction, fireCost } from '../../rules/fafdm/actions/fireAction.ts';
import type { FafdmFigure } from '../../rules/fafdm/FafdmFigure.ts';
import type { FafdmLog } from '../../rules/fafdm/FafdmLog.ts';
import type { FafdmShotSituation } from '../../rules/fafdm/FafdmShotSituation.ts';
import { inPerspective, lineOfSight, UNSEEN } from '../../rules/fafdm/lineOfSight.ts';
import { moveOnFoot } from '../../rules/fafdm/moveOnFoot.ts';
import type { SkirmishBoard } from '../fafdmSkirmish/SkirmishBoard.ts';

/*
 * A ward is a figure a scenario of 10.1-10.6 holds outside both bands: the witness (10.5), the prisoner
 * (10.1 PRISONER), the hostage (10.2), the mayor (10.4), the politician (10.6). He plays no card; the
 * scenario moves him, and the bands reach him only through its own actions below (register entry
 * fafdm-scenario-tables: no band rule, no nerve of a band applies to him).
 */

/** The board's attack situation cleared for an attack on a ward: no band modifier, no band's nerve. */
function wardSituation(board: SkirmishBoard): FafdmShotSituation {
  const at = board.situation;
  at.cover = 0;
  at.behind = false;
  at.noTargetAtStart = false;
  at.attackBonus = 0;
  at.coolnessPlus = false;
  at.nerve = null;
  return at;
}

/**
 * `fig` strikes a ward inside a building from its door (4.3, a roll to fight): inside he has nowhere else
 * to hide, so a failed panic test leaves him where he is.
 *
 * @example strikeWard(board, bandit, witness, dice, log)
 */
export function strikeWard(
  board: SkirmishBoard,
  fig: FafdmFigure,
  ward: FafdmFigure,
  dice: Dice,
  log: FafdmLog | null,
): void {
  const at = wardSituation(board);
  const shelter = at.shelter;
  at.shelter = null;
  fightAction(fig, ward, dice, board.readings, board.counts, at, log);
  at.shelter = shelter;
}

/** What `fig` sees of a ward: {@link UNSEEN}, or Tab.3's cover (1.2's 180 degrees, 4.2.1). */
export function seesWard(board: SkirmishBoard, fig: FafdmFigure, ward: FafdmFigure): number {
  if (!ward.inPlay || !inPerspective(fig, ward)) return UNSEEN;
  return lineOfSight(fig, ward, board.all, board.table, board.part, board.rules?.shootPast(fig) ?? null);
}

/**
 * One fire action of `fig` at a ward he sees and reaches (4.2), paid from `points` and told to the audit;
 * returns the points left (all of them when he cannot fire). A figure that has not moved may take aim
 * (`aims`, Tab.1: the scenario's caller knows he has not moved).
 *
 * @example points = shootWard(board, killer, politician, 3, true, dice, log)
 */
export function shootWard(
  board: SkirmishBoard,
  fig: FafdmFigure,
  ward: FafdmFigure,
  points: number,
  aims: boolean,
  dice: Dice,
  log: FafdmLog | null,
): number {
  const d = distance(ward.x - fig.x, ward.y - fig.y);
  const cost = fireCost(fig, board.readings);
  if (points < cost || !canFire(fig, d)) return points;
  const cover = seesWard(board, fig, ward);
  if (cover === UNSEEN) return points;
  board.audit?.spend(fig, cost, points - cost);
  board.audit?.shot(fig, ward, d);
  fig.aiming = aims;
  if (aims) log?.line(`  ${fig.name} takes aim (Tab.1, 0 CA).`);
  const at = wardSituation(board);
  at.cover = cover;
  at.behind = !inPerspective(ward, fig);
  fireAction(fig, ward, d, dice, board.readings, board.counts, log, at);
  return points - cost;
}

/** Moves a ward on foot up to `maxU` towards (x, y) round the buildings (Tab.2); the distance moved. */
export function walkWard(
  board: SkirmishBoard,
  ward: FafdmFigure,
  x: number,
  y: number,
  maxU: number,
): number {
  return moveOnFoot(ward, x, y, maxU, board.table, board.part);
}

/** Puts a held ward at his keeper's heel: half a U behind him. */
export function atHeel(ward: FafdmFigure, keeper: FafdmFigure): void {
  const a = (keeper.facing * Math.PI) / 180;
  ward.x = keeper.x - Math.cos(a) * 0.5;
  ward.y = keeper.y - Math.sin(a) * 0.5;
  ward.facing = keeper.facing;
}

/** The nearest figure in play of `figs` within `reachU` of (x, y), `but` apart; null if none. */
export function nearestWithin(
  figs: readonly FafdmFigure[],
  x: number,
  y: number,
  reachU: number,
  but: FafdmFigure | null = null,
): FafdmFigure | null {
  let best: FafdmFigure | null = null;
  let bestD = reachU;
  for (const f of figs) {
    if (f === but || !f.inPlay) continue;
    const d = distance(f.x - x, f.y - y);
    if (d <= bestD) {
      bestD = d;
      best = f;
    }
  }
  return best;
}

/** Whether a figure stands on a short edge (off the table by it: 10.1, 10.1 PRISONER, 10.2). */
export function onShortEdge(fig: FafdmFigure, width: number): boolean {
  return fig.x <= 0.01 || fig.x >= width - 0.01;
}

/**
 * A loose ward's own move at the end of a turn (10.1 PRISONER, 10.2): up to `maxU` for the nearer short
 * edge, told as `verb`; whether he is off the table by it.
 *
 * @example if (forShortEdge(board, hostage, 5, 'walks', log)) outcome = 0;
 */
export function forShortEdge(
  board: SkirmishBoard,
  ward: FafdmFigure,
  maxU: number,
  verb: string,
  log: FafdmLog | null,
): boolean {
  const w = board.table.width;
  const u = walkWard(board, ward, ward.x < w / 2 ? 0 : w, ward.y, maxU);
  const who = ward.name.charAt(0).toUpperCase() + ward.name.slice(1);
  log?.line(`  ${who} ${verb} ${u.toFixed(1)}U to (${ward.x.toFixed(1)}, ${ward.y.toFixed(1)}).`);
  return onShortEdge(ward, w);
}
