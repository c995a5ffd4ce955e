import { distance } from '../../../geometry/distance.ts';
import { firingCover } from '../../../rules/rwnn/cover/firingCover.ts';
import { terrainStopNeed } from '../../../rules/rwnn/cover/terrainStop.ts';
import { CHART_SIDE, FIRE, GUNS, type ShotContext } from '../../../rules/rwnn/shot/ShotContext.ts';
import type { Gunfighter } from '../Gunfighter.ts';
import type { ShootoutContext } from '../ShootoutContext.ts';

/**
 * Writes into `ctx` the deliberate shot of `f` at `t` from where both stand (`moved`: after a move) that a
 * throw is treated as ("as if making a deliberate pistol shot", 000 SKILLS & ATTRIBUTES, THROWN WEAPONS),
 * for a throw the shooting rules did not set up: a man whose gun is not ready, or a tactic's question.
 *
 * @example fillThrowContext(game, game.gunfire.ctx, f, t, false);
 */
export function fillThrowContext(
  game: ShootoutContext,
  ctx: ShotContext,
  f: Gunfighter,
  t: Gunfighter,
  moved: boolean,
): void {
  const cover = game.coverBetween(f.index, t.index);
  const cr = game.rules.cover;
  ctx.mode = FIRE.deliberate;
  ctx.range = distance(t.x - f.x, t.y - f.y);
  ctx.moved = moved;
  ctx.guns = GUNS.right;
  ctx.cover = firingCover(cover.shape, cover.material, cover.concealed, cover.scrub, cr);
  ctx.backshooting = game.fromBehind(t, f);
  ctx.targetMoved = t.moved;
  ctx.targetHated = game.emotions.hates(f.index, t.index);
  ctx.emotionDice = game.emotions.dice(f.index, t.index);
  ctx.effectModifier = 0;
  ctx.chartSide = CHART_SIDE.own;
  ctx.treeStopsOn = terrainStopNeed(cover.inWoods, cover.inTerrain, cr);
}
