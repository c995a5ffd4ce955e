import type { Dice } from '../../../dice/Dice.ts';
import type { DieFace } from '../tables/DieFace.ts';
import { DYNAMITE_BUILDING } from '../tables/dynamiteBuilding.ts';

/** What a blast does to a building. @example const b: BuildingBlast = 'on-fire'; */
export type BuildingBlast = 'out-of-reach' | 'edge-collapses' | 'on-fire' | 'smoke';

/**
 * A building of wood, stone or adobe and a stick's blast (000 "What Happens to a Building"): within 6" "Roll
 * 1 D6": "1-3: That edge of the building collapses", "4-6: The building stands firm", burning if it is wooden,
 * else only smoking. Beyond 6" no die is thrown. Smoke and dust last `DYNAMITE_BUILDING.smoke.turns` turns.
 *
 * @example buildingBlast('wood', 5, new ScriptedDice([4])) === 'on-fire'
 */
export function buildingBlast(
  material: 'wood' | 'stone' | 'adobe',
  inches: number,
  dice: Dice,
): BuildingBlast {
  if (inches > DYNAMITE_BUILDING.withinInches) return 'out-of-reach';
  if (DYNAMITE_BUILDING.results[dice.d6() as DieFace].outcome === 'edge-collapses') return 'edge-collapses';
  return material === 'wood' ? DYNAMITE_BUILDING.standsFirm.wood : DYNAMITE_BUILDING.standsFirm.stoneOrAdobe;
}
