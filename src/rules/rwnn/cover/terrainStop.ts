import type { Dice } from '../../../dice/Dice.ts';
import type { CoverReadings } from './CoverReadings.ts';

/**
 * The face a die must show for a tree (or the terrain) to stop a hit on a target standing in terrain, or 0
 * when no throw is made. `inWoods` is the density (0 none, 1 loose, 2 dense) of the woods the target stands
 * in, `inTerrain` that of any woods or scrub he stands in.
 * - 000 COMBAT IN THE GREAT OUTDOORS: "If a character in loose or dense woods would be grazed or wounded,
 *   throw to see if the shot was stopped by a tree; needing a 4, 5 or 6" (woods only, either density).
 * - 002: "If a character in loose or dense cover/terrain is wounded, roll to see if shot is stopped by
 *   cover/terrain. Needing 4+ in dense cover/terrain. Needing 5+ in loose cover/terrain."
 *
 * @example terrainStopNeed(1, 1, coverReadings('rwnn-quickref')) === 5
 */
export function terrainStopNeed(inWoods: number, inTerrain: number, readings: CoverReadings): number {
  if (readings.terrainStop === 'extended') return inWoods > 0 ? 4 : 0;
  return inTerrain >= 2 ? 4 : inTerrain === 1 ? 5 : 0;
}

/**
 * Throws for one hit on a target in terrain: true when the shot is stopped (the target still ducks back:
 * "A character grazed, wounded or having a shot stopped by a tree, in either woods or scrub must duck
 * back"). Throws nothing when `need` is 0.
 *
 * @example terrainStops(4, new ScriptedDice([4])) === true
 */
export function terrainStops(need: number, dice: Dice): boolean {
  return need > 0 && dice.d6() >= need;
}
