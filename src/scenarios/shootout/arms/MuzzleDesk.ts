import type { FaceCounts } from '../../../dice/Dice.ts';
import type { Gunfighter } from '../Gunfighter.ts';

/**
 * What gunfire asks of the muzzle-loaders (see MuzzleLoaders): the +2 on the effect die, that no action
 * reloads one, and what a shot does to the load and the firing card.
 *
 * @example ctx.effectModifier += game.muzzle === null ? 0 : game.muzzle.effectBonus(f);
 */
export interface MuzzleDesk {
  effectBonus(f: Gunfighter): number;
  blocksService(f: Gunfighter): boolean;
  afterShot(f: Gunfighter, g: number, counts: FaceCounts, hits: number): number;
  afterBlast(f: Gunfighter, thrown: boolean, ones: number, sixes: number): boolean;
  misfireKeepsLoad(): boolean;
}
