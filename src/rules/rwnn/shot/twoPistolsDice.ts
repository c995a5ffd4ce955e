import type { Figure } from '../figure/Figure.ts';
import { GUN } from '../figure/GunState.ts';
import { firingDice } from './firingDice.ts';
import { FIRE, GUNS, type ShotContext } from './ShotContext.ts';
import type { ShotRules } from './ShotRules.ts';

/**
 * Dice per pistol when `s` blazes away with both at `t` (000 RANGE CHART: "Characters armed with two pistols
 * may fire them both simultaneously"), when `g` is the right hand's and the left pistol is loaded too and his
 * arms allow it; else NaN. Reads the shot's circumstances from `ctx` and leaves it firing the right hand's
 * gun in the mode it found. Allocates nothing.
 *
 * @example twoPistolsDice(rules, ambidextrous, target, ctx, 0) === 6 // at 6": 3 dice, +3 blazing, each
 */
export function twoPistolsDice(r: ShotRules, s: Figure, t: Figure, ctx: ShotContext, g: number): number {
  if (g !== 0 || s.guns.length < 2 || s.guns[1] !== GUN.loaded || !s.armAllows(1)) return NaN;
  const mode = ctx.mode;
  ctx.mode = FIRE.blaze;
  ctx.guns = GUNS.both;
  const n = firingDice(r, s, t, ctx, 0);
  ctx.mode = mode;
  ctx.guns = GUNS.right;
  return n;
}
