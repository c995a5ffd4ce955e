import type { Dice } from '../../../dice/Dice.ts';
import { distance } from '../../../geometry/distance.ts';
import { dynamiteTarget, type DynamiteChoice } from '../../../policies/fafdm/dynamiteTarget.ts';
import { blastDamage, blastWounds } from '../../../rules/fafdm/explosives/blastWounds.ts';
import { bounceU, escapeU, fuseBlowsUp } from '../../../rules/fafdm/explosives/dynamiteDice.ts';
import type { ExplosivesReadings } from '../../../rules/fafdm/explosives/explosivesOptions.ts';
import { FAFDM_EXPLOSIVES, type ExplosiveRow } from '../../../rules/fafdm/explosives/explosivesTables.ts';
import type { FafdmFigure } from '../../../rules/fafdm/FafdmFigure.ts';
import type { FafdmLog } from '../../../rules/fafdm/FafdmLog.ts';
import { UNSEEN } from '../../../rules/fafdm/lineOfSight.ts';
import { moveOnFoot } from '../../../rules/fafdm/moveOnFoot.ts';
import { panicAfterHit } from '../../../rules/fafdm/panicAfterHit.ts';
import type { SkirmishBoard } from '../SkirmishBoard.ts';
import { blastProtection } from './blastProtection.ts';

const DYNAMITE = FAFDM_EXPLOSIVES.dynamite;
/** 4.2's shooting test: 7 or more hits (the `shooting-test` reading of the throw). */
const THROW_HITS = 7;
const choice: DynamiteChoice = { target: null, shortFuse: false };

const at = (x: number, y: number): string => `(${x.toFixed(1)}, ${y.toFixed(1)})`;

/** Moves `fig` up to `u` straight away from (bx, by) (from `from` when on the spot), keeping his facing. */
function pushAway(
  board: SkirmishBoard,
  fig: FafdmFigure,
  bx: number,
  by: number,
  from: FafdmFigure,
  u: number,
): void {
  let dx = fig.x - bx;
  let dy = fig.y - by;
  if (dx === 0 && dy === 0) {
    dx = fig.x - from.x;
    dy = fig.y - from.y;
  }
  const d = distance(dx, dy) || 1;
  if (dx === 0 && dy === 0) dx = 1;
  const facing = fig.facing;
  moveOnFoot(fig, fig.x + (dx / d) * u, fig.y + (dy / d) * u, u, board.table, board.part);
  fig.facing = facing;
}

/**
 * A blast at (bx, by) (001 5.5, Tab.9-10): every figure in play within its radius, friend or foe, in the
 * order of the board; one yet to act may first escape 1D6/2 U unless `noEscape` (a short fuse, 5.5.2, or
 * nitroglycerine, which explodes on contact, 5.5.1); then Tab.10's damage (dynamite 6, nitroglycerine 10)
 * less Tab.9's protection, its wounds, the bounce (1D6 + damage U away) and, for a survivor, the panic test
 * ("Still alive characters are panicked").
 */
export function blast(
  board: SkirmishBoard,
  thrower: FafdmFigure,
  bx: number,
  by: number,
  noEscape: boolean,
  dice: Dice,
  ex: ExplosivesReadings,
  log: FafdmLog | null,
  explosive: ExplosiveRow = DYNAMITE,
): void {
  const r = board.readings;
  for (const fig of board.all) {
    if (!fig.inPlay || distance(fig.x - bx, fig.y - by) > explosive.radiusU) continue;
    if (!noEscape && !fig.activated) {
      const u = escapeU(dice);
      pushAway(board, fig, bx, by, thrower, u);
      const out = distance(fig.x - bx, fig.y - by) > explosive.radiusU;
      log?.line(
        `  ${fig.name} has yet to act and escapes ${u}U (5.5.2) to ${at(fig.x, fig.y)}${out ? ', out of the blast' : ', still in the blast'}.`,
      );
      if (out) continue;
    }
    const protection = blastProtection(board.table, bx, by, fig, board.part);
    const damage = blastDamage(explosive.damage, protection);
    if (damage === 0) {
      log?.line(`  ${fig.name} is protected (Tab.9, -${protection}): no damage.`);
      continue;
    }
    const wounds = blastWounds(dice, damage, fig.ref, r.rescue, ex.blastDamage);
    board.counts.hits++;
    board.counts.wounds += wounds;
    fig.cos -= wounds;
    const enemy = board.sideOf(fig) !== board.sideOf(thrower);
    if (!fig.inPlay && enemy) thrower.eliminations++;
    log?.line(
      `  ${fig.name} takes ${damage} damage (Tab.10 ${explosive.fused ? '' : 'nitroglycerine '}${explosive.damage}${protection > 0 ? `, Tab.9 -${protection}` : ''})${ex.blastDamage === 'rescue' ? `; rescue test (4.2, REF ${fig.ref})` : ''}: ${wounds} ${wounds === 1 ? 'wound' : 'wounds'}${fig.inPlay ? `, COS ${fig.cos}` : ', eliminated (6.1)'}.`,
    );
    if (fig.inPlay) {
      const u = bounceU(dice, damage);
      pushAway(board, fig, bx, by, thrower, u);
      log?.line(`  ${fig.name} is bounced ${u}U away (5.5) to ${at(fig.x, fig.y)}.`);
      panicAfterHit(fig, thrower, dice, r, board.counts, board.situation, log);
    }
    board.rules?.afterAttack(thrower, fig, true, false, dice, log);
  }
}

/**
 * A figure carrying dynamite (a band file's `dynamite:`) throws a stick when his tactic finds a group of
 * enemies within his reach, COS x 2 U (001 5.5, 5.5.2; 1 action point): the short fuse's 1D6 first if
 * declared (a 1 blows it up in his hands), then the throw (`fafdm.dynamiteThrow`), then the blast.
 * With `explosive` nitroglycerine (5.5.1, a band file's `nitroglycerine:`) a flask is thrown the same way
 * but has no fuse: it explodes on contact where it lands, and nobody escapes. Returns the action points left.
 *
 * @example points = dynamiteOnTable(board, bandit, points, dice, ex, log)
 */
export function dynamiteOnTable(
  board: SkirmishBoard,
  fig: FafdmFigure,
  points: number,
  dice: Dice,
  ex: ExplosivesReadings,
  log: FafdmLog | null,
  explosive: ExplosiveRow = DYNAMITE,
): number {
  if (points < explosive.throwCa) return points;
  const side = board.sideOf(fig);
  const reach = explosive.thrownCosTimes * fig.startCos;
  dynamiteTarget(
    fig,
    board.sides[1 - side]!.figures,
    board.sides[side].figures,
    reach,
    explosive.radiusU,
    (a, b) => board.sees(a, b) !== UNSEEN,
    choice,
  );
  const target = choice.target;
  if (target === null) return points;
  board.audit?.spend(fig, explosive.throwCa, points - explosive.throwCa);
  if (!explosive.fused) {
    choice.shortFuse = false;
    fig.nitro--;
  } else fig.sticks--;
  const d = distance(target.x - fig.x, target.y - fig.y);
  log?.line(
    `  ${fig.name} throws ${explosive.fused ? 'a stick of dynamite' : 'a flask of nitroglycerine'} at ${target.name}, ${d.toFixed(1)}U away (${explosive.fused ? '5.5' : '5.5.1'}, reach ${reach}U, ${explosive.throwCa} CA)${choice.shortFuse ? ', on a short fuse' : ''}.`,
  );
  if (choice.shortFuse) {
    const blows = fuseBlowsUp(dice);
    if (blows) {
      log?.line(`  Short fuse (5.5.2): a 1, the dynamite explodes in ${fig.name}'s hands.`);
      blast(board, fig, fig.x, fig.y, true, dice, ex, log);
      return fig.inPlay ? points - explosive.throwCa : 0;
    }
    log?.line('  Short fuse (5.5.2): it holds; nobody can escape.');
  }
  let bx = target.x;
  let by = target.y;
  if (ex.dynamiteThrow === 'shooting-test') {
    const die = dice.d6();
    if (die + fig.shot < THROW_HITS) {
      const short = Math.min(dice.d6(), d);
      bx -= ((target.x - fig.x) / (d || 1)) * short;
      by -= ((target.y - fig.y) / (d || 1)) * short;
      log?.line(
        `  Throw: ${die} + SHOT ${fig.shot} = ${die + fig.shot}, a miss: it falls ${short}U short, at ${at(bx, by)}.`,
      );
    } else
      log?.line(`  Throw: ${die} + SHOT ${fig.shot} = ${die + fig.shot}: it lands at ${target.name}'s feet.`);
  }
  if (!explosive.fused) log?.line('  It explodes on contact (5.5.1): nobody can escape.');
  blast(board, fig, bx, by, choice.shortFuse || !explosive.fused, dice, ex, log, explosive);
  return fig.inPlay ? points - explosive.throwCa : 0;
}
