import type { Dice } from '../../../dice/Dice.ts';
import type { DieFace } from '../tables/DieFace.ts';
import { DYNAMITE_BUILDING } from '../tables/dynamiteBuilding.ts';

/** What a building is made of: "this applies to wooden buildings only, not stone or adobe". */
export type BuildingMaterial = 'wood' | 'stone' | 'adobe';

/** The materials, in the order errors show them. */
export const BUILDING_MATERIALS: readonly BuildingMaterial[] = ['wood', 'stone', 'adobe'];

/**
 * How a stampede's "FIRE damage" to a wooden building is checked, 000 printing no fire damage rule: on the one
 * building-damage chart it prints, "What Happens to a Building" (1-3 that edge collapses; `blast-table`), or
 * not at all (`none`). Register entry stampede-building-damage.
 */
export type BuildingDamageReading = 'blast-table' | 'none';

/** What the herd going around it did to a building: an edge collapsed, or it stands. */
export type BuildingOutcome = 'edge-collapses' | 'stands';

/**
 * One turn of a stampede going around a building (000 "What stampedes do to the surrounding neighborhood":
 * "Stampedes ignore (will move around) buildings unless caught in a dead end. Check for building damage as
 * if the building was undergoing FIRE damage, this applies to wooden buildings only, not stone or adobe"). A
 * stone or adobe building throws nothing; a wooden one throws a die on the building chart under
 * `blast-table` (1-3 "That edge of the building collapses"; on 4-6 it stands, and cattle set nothing
 * alight), none under `none`.
 *
 * @example buildingInStampede('wood', 'blast-table', new ScriptedDice([2])) === 'edge-collapses'
 */
export function buildingInStampede(
  material: BuildingMaterial,
  reading: BuildingDamageReading,
  dice: Dice,
): BuildingOutcome {
  if (material !== 'wood' || reading === 'none') return 'stands';
  const collapses = DYNAMITE_BUILDING.results[dice.d6() as DieFace].outcome === 'edge-collapses';
  return collapses ? 'edge-collapses' : 'stands';
}
