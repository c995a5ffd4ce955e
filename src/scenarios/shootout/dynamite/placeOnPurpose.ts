import type { Gunfighter } from '../Gunfighter.ts';
import type { ShootoutContext } from '../ShootoutContext.ts';

/** Where a stick placed on purpose lies, written by {@link placeOnPurpose}. */
export interface PlacedStick {
  x: number;
  y: number;
}

/** A fresh record for {@link placeOnPurpose}. */
export function newPlacedStick(): PlacedStick {
  return { x: 0, y: 0 };
}

/**
 * Placing dynamite on purpose (000 "Placing Dynamite on Purpose"): "the player rolls 3 movement dice; the 1st
 * dice is used to move to the place where the dynamite is to be placed, the 2nd dice is used to actually
 * place the dynamite, the 3rd dice is used to run away. The whole sequence counts as one action." `f` walks
 * the first die's inches toward (px, py); the stick goes down at (px, py) if it lies within the second die's
 * inches of him, else that far along the way; he runs the third die's inches straight away from it. Three
 * plain D6 (register entry dynamite-placing). Writes where the stick lies into `out`.
 *
 * @example placeOnPurpose(game, f, 20, 15, out); // out.x, out.y
 */
export function placeOnPurpose(
  game: ShootoutContext,
  f: Gunfighter,
  px: number,
  py: number,
  out: PlacedStick,
): PlacedStick {
  const dice = game.dice!;
  const walk = dice.d6();
  const reach = dice.d6();
  const run = dice.d6();
  game.moves.stride(f, px, py, Math.min(walk, Math.hypot(px - f.x, py - f.y)));
  const d = Math.hypot(px - f.x, py - f.y);
  const k = d <= reach ? 1 : reach / d;
  out.x = f.x + (px - f.x) * k;
  out.y = f.y + (py - f.y) * k;
  if (game.log)
    game.log.line(
      `  ${f.name} throws ${walk}, ${reach}, ${run}: he places the stick at (${out.x.toFixed(1)}, ${out.y.toFixed(1)}).`,
    );
  const away = Math.atan2(f.y - out.y, f.x - out.x);
  const tx = Math.min(game.table.width, Math.max(0, f.x + Math.cos(away) * run));
  const ty = Math.min(game.table.depth, Math.max(0, f.y + Math.sin(away) * run));
  const ran = game.moves.stride(f, tx, ty, run);
  if (game.log)
    game.log.line(`  ${f.name} runs ${ran.toFixed(1)}" to (${f.x.toFixed(1)}, ${f.y.toFixed(1)}).`);
  return out;
}
