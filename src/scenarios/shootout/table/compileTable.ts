import { MATERIAL } from '../../../rules/rwnn/cover/CoverMaterial.ts';
import { COVER_SHAPE } from '../../../rules/rwnn/cover/CoverShape.ts';
import { AREA, AreaSet, OUTLINE } from './AreaSet.ts';
import { DiskSet } from './DiskSet.ts';
import { OpeningSet } from './OpeningSet.ts';
import { PIECE } from './PieceKind.ts';
import { RectSet } from './RectSet.ts';
import { SegmentSet } from './SegmentSet.ts';
import { Table } from './Table.ts';
import { TABLE_MEASURES } from './tableMeasures.ts';
import type { AreaSpec, BuildingSpec, PieceSpec, TableSpec } from './TableSpec.ts';

/**
 * How compileTable reads the cover rules: see `table.coverReach` (tableReadingOptions).
 *
 * @example compileTable(spec, { coverReach: 2 })
 */
export interface CompileTableOptions {
  /** Inches in front of a target within which cover is his; Infinity for anywhere on the line of fire. */
  readonly coverReach?: number;
}

function count(spec: TableSpec, kinds: readonly PieceSpec['kind'][]): number {
  return spec.pieces.filter((p) => kinds.includes(p.kind)).length;
}

/** The outward normal of the building edge a door or window lies on (the nearest edge). */
function outwardNormal(b: BuildingSpec, x: number, y: number): [number, number] {
  const [x0, y0] = b.at;
  const x1 = x0 + b.size[0];
  const y1 = y0 + b.size[1];
  const gaps: [number, number, number][] = [
    [Math.abs(x - x0), -1, 0],
    [Math.abs(x1 - x), 1, 0],
    [Math.abs(y - y0), 0, -1],
    [Math.abs(y1 - y), 0, 1],
  ];
  gaps.sort((p, q) => p[0] - q[0]);
  const [, nx, ny] = gaps[0]!;
  return [nx, ny];
}

function setArea(set: AreaSet, j: number, p: AreaSpec, piece: number): void {
  set.piece[j] = piece;
  set.kind[j] = p.kind === 'woods' ? AREA.woods : p.kind === 'scrub' ? AREA.scrub : AREA.concealment;
  set.density[j] = p.kind === 'woods' || p.kind === 'scrub' ? (p.density === 'dense' ? 2 : 1) : 0;
  if (p.centre && p.radius !== undefined) {
    set.outline[j] = OUTLINE.disk;
    set.a[j] = p.centre[0];
    set.b[j] = p.centre[1];
    set.c[j] = p.radius;
  } else if (p.at && p.size) {
    set.outline[j] = OUTLINE.rect;
    set.a[j] = p.at[0];
    set.b[j] = p.at[1];
    set.c[j] = p.at[0] + p.size[0];
    set.d[j] = p.at[1] + p.size[1];
  }
}

/**
 * Compiles a checked table file (see checkTableSpec) into a {@link Table}: each piece into the flat arrays
 * its queries loop over. Materials: adobe buildings, adobe walls, crates, wagons, rocks and trees are
 * substantial; wooden buildings and fences penetrable (000 COVER). Windows give `wall` cover (a figure fires
 * over the sill), doors `corner` cover (he fires round the frame), of their building's material.
 *
 * @example compileTable(checkTableSpec(raw)).canSee(2, 15, 40, 15)
 */
export function compileTable(spec: TableSpec, options: CompileTableOptions = {}): Table {
  const buildings = new RectSet(count(spec, ['building']));
  const blocks = new RectSet(count(spec, ['crates', 'wagon']));
  const walls = new SegmentSet(count(spec, ['wall', 'fence']));
  const rocks = new DiskSet(count(spec, ['rock']));
  const trees = new DiskSet(count(spec, ['tree']));
  const areas = new AreaSet(count(spec, ['brush', 'wheat', 'scrub', 'woods']));
  const openingCount = spec.pieces.reduce(
    (n, p) => n + (p.kind === 'building' ? (p.openings?.length ?? 0) : 0),
    0,
  );
  const openings = new OpeningSet(openingCount, buildings.count);
  const pieceKind = new Uint8Array(spec.pieces.length);
  const pieceNames: string[] = [];
  const next = { building: 0, block: 0, wall: 0, rock: 0, tree: 0, area: 0, opening: 0 };

  spec.pieces.forEach((p, i) => {
    pieceKind[i] = PIECE[p.kind];
    pieceNames.push(p.name ?? `${p.kind} ${i}`);
    switch (p.kind) {
      case 'building': {
        const j = next.building++;
        buildings.x0[j] = p.at[0];
        buildings.y0[j] = p.at[1];
        buildings.x1[j] = p.at[0] + p.size[0];
        buildings.y1[j] = p.at[1] + p.size[1];
        buildings.material[j] = p.material === 'adobe' ? MATERIAL.substantial : MATERIAL.penetrable;
        buildings.piece[j] = i;
        openings.start[j] = next.opening;
        for (const o of p.openings ?? []) {
          const k = next.opening++;
          const [nx, ny] = outwardNormal(p, o.at[0], o.at[1]);
          openings.x[k] = o.at[0];
          openings.y[k] = o.at[1];
          openings.nx[k] = nx;
          openings.ny[k] = ny;
          openings.shape[k] = o.kind === 'window' ? COVER_SHAPE.wall : COVER_SHAPE.corner;
          openings.building[k] = j;
          openings.piece[k] = i;
          openings.names[k] = o.name ?? `${pieceNames[i]!} ${o.kind}`;
        }
        return;
      }
      case 'crates':
      case 'wagon': {
        const j = next.block++;
        blocks.x0[j] = p.at[0];
        blocks.y0[j] = p.at[1];
        blocks.x1[j] = p.at[0] + p.size[0];
        blocks.y1[j] = p.at[1] + p.size[1];
        blocks.material[j] = MATERIAL.substantial;
        blocks.piece[j] = i;
        return;
      }
      case 'wall':
      case 'fence': {
        const j = next.wall++;
        walls.ax[j] = p.from[0];
        walls.ay[j] = p.from[1];
        walls.bx[j] = p.to[0];
        walls.by[j] = p.to[1];
        const thick =
          p.thickness ?? (p.kind === 'wall' ? TABLE_MEASURES.wallThickness : TABLE_MEASURES.fenceThickness);
        walls.half[j] = thick / 2;
        walls.material[j] = p.kind === 'wall' ? MATERIAL.substantial : MATERIAL.penetrable;
        walls.piece[j] = i;
        return;
      }
      case 'rock':
      case 'tree': {
        const set = p.kind === 'rock' ? rocks : trees;
        const j = p.kind === 'rock' ? next.rock++ : next.tree++;
        set.cx[j] = p.centre[0];
        set.cy[j] = p.centre[1];
        set.r[j] = p.radius ?? (p.kind === 'rock' ? TABLE_MEASURES.rockRadius : TABLE_MEASURES.treeRadius);
        set.material[j] = MATERIAL.substantial;
        set.piece[j] = i;
        return;
      }
      default:
        setArea(areas, next.area++, p, i);
    }
  });

  openings.start[buildings.count] = next.opening;
  walls.bound();
  rocks.bound();
  trees.bound();
  areas.bound();
  const startAreas = Object.entries(spec.areas ?? {}).map(([name, a]) => ({
    name,
    x0: a.at[0],
    y0: a.at[1],
    x1: a.at[0] + a.size[0],
    y1: a.at[1] + a.size[1],
    facing: a.facing,
  }));
  const positions = Object.entries(spec.positions ?? {}).map(([name, p]) => ({
    name,
    x: p.at[0],
    y: p.at[1],
    facing: p.facing,
  }));
  return new Table(
    spec,
    { buildings, blocks, walls, rocks, trees, openings, areas, pieceKind, pieceNames, startAreas, positions },
    options.coverReach ?? TABLE_MEASURES.coverReach,
  );
}
