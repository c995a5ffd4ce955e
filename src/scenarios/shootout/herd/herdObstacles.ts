import { MATERIAL } from '../../../rules/rwnn/cover/CoverMaterial.ts';
import type { TableBuilding } from '../../stampede/HerdBuildings.ts';
import type { Table } from '../table/Table.ts';

/**
 * What a herd on a shootout's table runs around (000 "What stampedes do to the surrounding neighborhood":
 * "Stampedes ignore (will move around) buildings unless caught in a dead end"; "A stampede generally will NOT
 * go through a mortared stone fence"), as the stampede scenario's buildings: every building of the table,
 * wooden where its walls are penetrable (a wooden building wall, 000 COVER) and so checked for damage,
 * adobe where they are substantial; and every substantial wall (adobe, stone), as the box it stands in.
 * Wooden fences are not among them: the herd runs through them.
 *
 * @example herdObstacles(table).length === table.buildings.count
 */
export function herdObstacles(table: Table): TableBuilding[] {
  const out: TableBuilding[] = [];
  const b = table.buildings;
  for (let k = 0; k < b.count; k++)
    out.push({
      material: b.material[k] === MATERIAL.penetrable ? 'wood' : 'adobe',
      x: (b.x0[k]! + b.x1[k]!) / 2,
      y: (b.y0[k]! + b.y1[k]!) / 2,
      width: b.x1[k]! - b.x0[k]!,
      depth: b.y1[k]! - b.y0[k]!,
    });
  const w = table.walls;
  for (let k = 0; k < w.count; k++)
    if (w.material[k] === MATERIAL.substantial)
      out.push({
        material: 'adobe',
        x: (w.minX[k]! + w.maxX[k]!) / 2,
        y: (w.minY[k]! + w.maxY[k]!) / 2,
        width: w.maxX[k]! - w.minX[k]!,
        depth: w.maxY[k]! - w.minY[k]!,
      });
  return out;
}
