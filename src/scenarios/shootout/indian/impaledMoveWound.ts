import { ARROW_WOUNDS } from '../../../rules/rwnn/tables/arrowWounds.ts';
import { CHART_SIDE, COVER, FIRE, GUNS, SHIELD } from '../../../rules/rwnn/shot/ShotContext.ts';
import type { Gunfighter } from '../Gunfighter.ts';
import type { ShootoutContext } from '../ShootoutContext.ts';

/**
 * The throw an impaled man makes when he moves: "An impaled character can only move one dice per turn, and if
 * he does so must throw for an additional wound, subtracting one from the dice" (000 INDIAN WEAPONS; register
 * entry impalement, reading A): one hit on `f`'s own wound chart, location and effect thrown, one off the
 * effect die, laid to `archer` (whose arrow it is), with all a hit leaves behind (nerve, going down).
 *
 * @example impaledMoveWound(game, archer, f); // after f's move, the arrow still in him
 */
export function impaledMoveWound(game: ShootoutContext, archer: Gunfighter, f: Gunfighter): void {
  if (game.log)
    game.log.line(
      `  ${f.name} moved with the arrow in him: he throws for an additional wound, one off the die.`,
    );
  const ctx = game.gunfire.ctx;
  // Nothing of a shot stands between the arrow and the wound: no range, cover, woods or shield.
  ctx.range = 0;
  ctx.mode = FIRE.deliberate;
  ctx.guns = GUNS.right;
  ctx.moved = false;
  ctx.cover = COVER.none;
  ctx.backshooting = false;
  ctx.targetMoved = false;
  ctx.targetHated = false;
  ctx.emotionDice = 0;
  ctx.protectedMask = 0;
  ctx.shield = SHIELD.substantial;
  ctx.penetrationWhiteSide = false;
  ctx.treeStopsOn = 0;
  ctx.effectModifier = ARROW_WOUNDS.impaled.additionalWoundModifier;
  ctx.chartSide = CHART_SIDE.own;
  game.gunfire.takeHits(archer, f, 1, false);
  ctx.effectModifier = 0;
  game.reactions.takeDueTests();
}
