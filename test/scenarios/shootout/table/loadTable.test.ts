import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { COVER_SHAPE } from '../../../../src/rules/rwnn/cover/CoverShape.ts';
import { compileTable } from '../../../../src/scenarios/shootout/table/compileTable.ts';
import { newCoverReport } from '../../../../src/scenarios/shootout/table/CoverReport.ts';
import { checkTableSpec } from '../../../../src/scenarios/shootout/table/checkTableSpec.ts';
import { loadTable } from '../../../../src/scenarios/shootout/table/loadTable.ts';
import { PIECE } from '../../../../src/scenarios/shootout/table/PieceKind.ts';
import { shippedTableNames } from '../../../../src/scenarios/shootout/table/resolveTableFile.ts';
import { SimError } from '../../../../src/sim/SimError.ts';

/** The issues a bad table raises, as `path: expected` lines. */
function issues(raw: unknown): string[] {
  try {
    checkTableSpec(raw);
  } catch (e) {
    if (e instanceof SimError) return e.issues.map((i) => `${i.path}: ${i.expected}`);
    throw e;
  }
  return [];
}

const table = (pieces: unknown[], extra: object = {}) => ({ name: 't', size: [20, 20], pieces, ...extra });

describe('shipped tables', () => {
  it('include main-street, corral, bank and woods, and every one loads', () => {
    const names = shippedTableNames();
    expect(names).toEqual(expect.arrayContaining(['bank', 'corral', 'main-street', 'woods']));
    for (const name of names) expect(loadTable(name).name).toBe(name);
  });

  it('main street: buildings both sides, fences, crates, a wagon; the sides about 30" apart and in sight', () => {
    const t = loadTable('main-street');
    expect([t.name, t.width, t.depth]).toEqual(['main-street', 48, 30]);
    const kinds = [...t.pieceKind];
    expect(kinds.filter((k) => k === PIECE.building).length).toBe(6);
    for (const k of [PIECE.fence, PIECE.crates, PIECE.wagon, PIECE.wall]) expect(kinds).toContain(k);
    const west = t.area('west')!;
    const east = t.area('east')!;
    const apart = (east.x0 + east.x1) / 2 - (west.x0 + west.x1) / 2;
    expect(apart).toBeGreaterThanOrEqual(24);
    expect(apart).toBeLessThanOrEqual(36);
    expect(t.canSee(8, 15, 38, 15)).toBe(true);
    expect(t.position('saloon-door')).toEqual({ name: 'saloon-door', x: 11, y: 11, facing: 90 });
  });

  it('bank: robbers at the bank door fire round its frame; the town behind the wall opposite is behind a wall', () => {
    const t = loadTable('bank');
    const door = t.position('bank-door')!;
    const cover = newCoverReport();
    const behindWall = t.area('opposite')!;
    expect(behindWall.y1).toBeLessThanOrEqual(7.75 - 0.5);
    t.coverAgainst(20, 7, door.x, door.y, cover);
    expect(cover.shape).toBe(COVER_SHAPE.corner);
    t.coverAgainst(door.x, door.y, 20, behindWall.y0, cover);
    expect(cover.shape).toBe(COVER_SHAPE.wall);
  });

  it('woods: loose and dense woods and scrub, rocks and trees', () => {
    const t = loadTable('woods');
    expect(t.terrainAt(20, 16)).toBe(2);
    expect(t.rocks.count).toBeGreaterThan(0);
    expect(t.trees.count).toBeGreaterThan(0);
    const cover = newCoverReport();
    t.coverAgainst(2, 16, 38, 16, cover);
    expect(cover.density).toBeGreaterThanOrEqual(2);
  });

  it('corral: fences, a barn, a wagon', () => {
    const t = loadTable('corral');
    const kinds = [...t.pieceKind];
    for (const k of [PIECE.fence, PIECE.building, PIECE.wagon]) expect(kinds).toContain(k);
  });

  it('an unknown name lists the shipped tables', () => {
    expect(() => loadTable('saloon-brawl')).toThrow(/shipped tables: bank, corral, main-street, .*woods/);
  });
});

describe('docs/tables.md', () => {
  it('its example file is a valid table', () => {
    const doc = readFileSync(fileURLToPath(new URL('../../../../docs/tables.md', import.meta.url)), 'utf8');
    const example = /```yaml\n([\s\S]*?)```/.exec(doc)?.[1];
    expect(example).toBeDefined();
    const t = compileTable(checkTableSpec(parse(example!)));
    expect([t.name, t.buildings.count, t.openings.count, t.startAreas.length]).toEqual([
      'crossroads',
      2,
      2,
      2,
    ]);
  });
});

describe('table files: every problem named by its path', () => {
  it('a piece of no known kind', () => {
    expect(issues(table([{ kind: 'castle' }]))).toEqual([
      'pieces[0].kind: one of building, wall, crates, fence, wagon, brush, wheat, scrub, woods, rock, tree (got "castle")',
    ]);
  });

  it('a missing or unknown field, and a bad material', () => {
    expect(issues(table([{ kind: 'building', at: [1, 1], size: [2, 2] }]))).toEqual([
      'pieces[0].material: required: adobe or wooden',
    ]);
    expect(
      issues(table([{ kind: 'building', at: [1, 1], size: [2, 2], material: 'stone', colour: 'red' }])),
    ).toEqual([
      'pieces[0].colour: not a field here; allowed: kind, name, at, size, material, openings',
      'pieces[0].material: adobe or wooden (got "stone")',
    ]);
  });

  it("a door off its building's edge", () => {
    const b = {
      kind: 'building',
      at: [1, 1],
      size: [4, 4],
      material: 'adobe',
      openings: [{ kind: 'door', at: [3, 3] }],
    };
    expect(issues(table([b]))).toEqual([
      "pieces[0].openings[0].at: a point on the building's edge (got [3,3])",
    ]);
  });

  it('a piece off the table, an area with two outlines, a position inside a building', () => {
    expect(issues(table([{ kind: 'crates', at: [19, 19], size: [2, 2] }]))).toEqual([
      'pieces[0]: a rectangle on the 20" x 20" table (got at [19,19], size [2,2])',
    ]);
    expect(issues(table([{ kind: 'brush', at: [1, 1], size: [2, 2], centre: [5, 5], radius: 1 }]))).toEqual([
      'pieces[0]: either at and size (a rectangle) or centre and radius (a disk)',
    ]);
    expect(
      issues(
        table([{ kind: 'building', at: [4, 4], size: [4, 4], material: 'wooden' }], {
          positions: { p: { at: [5, 5], facing: 0 } },
        }),
      ),
    ).toEqual(['positions.p.at: a point outside impassable pieces (it is inside pieces[0])']);
  });

  it('woods need a density; a size must be above 0', () => {
    expect(issues(table([{ kind: 'woods', centre: [5, 5], radius: 2 }]))).toEqual([
      'pieces[0].density: required: loose or dense',
    ]);
    expect(issues({ name: 't', size: [20, -1], pieces: [] })).toEqual([
      'size[1]: a number of inches above 0 (got -1)',
    ]);
  });

  it("a file's error names the file and line", () => {
    const dir = mkdtempSync(join(tmpdir(), 'table-'));
    const file = join(dir, 'bad.yaml');
    writeFileSync(
      file,
      'name: bad\nsize: [20, 20]\npieces:\n  - kind: fence\n    from: [1, 1]\n    to: [30, 1]\n',
    );
    try {
      loadTable(file);
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(SimError);
      const err = e as SimError;
      expect(err.exitCode).toBe(2);
      expect(err.issues).toEqual([
        { file, path: 'pieces[0].to', expected: 'a point on the 20" x 20" table (got [30,1])', line: 6 },
      ]);
      expect(err.message).toBe(`${file}:6: pieces[0].to: a point on the 20" x 20" table (got [30,1])`);
    }
  });
});
