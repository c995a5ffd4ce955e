import { AREA } from './AreaSet.ts';
import type { TablePieces } from './TablePieces.ts';

/**
 * The density of the woods or scrub a figure whose base centre is at (x, y) stands in: 0 in the open (or in
 * brush or wheat), 1 loose, 2 dense (the densest, where pieces overlap). 000 COMBAT IN THE GREAT OUTDOORS:
 * "on subsequent turns they have their movement reduced; by two dice if they start their turn in dense
 * terrain, one dice for loose terrain." Allocates nothing.
 *
 * @example terrainAt(table, 20, 18) === 2 // in the dense woods
 */
export function terrainAt(t: TablePieces, x: number, y: number): number {
  const a = t.areas;
  let density = 0;
  for (let i = 0; i < a.count; i++) {
    if (a.kind[i] === AREA.concealment || !a.contains(i, x, y, 0)) continue;
    const d = a.density[i]!;
    if (d > density) density = d;
  }
  return density;
}
