import { describe, expect, it } from 'vitest';
import { walkable } from '../../../../src/scenarios/shootout/table/buildNavGraph.ts';
import { loadTable } from '../../../../src/scenarios/shootout/table/loadTable.ts';
import type { Table } from '../../../../src/scenarios/shootout/table/Table.ts';
import type { Waypoint } from '../../../../src/scenarios/shootout/table/routeToward.ts';
import { tableOf } from './tableKit.ts';

/** Follows a route leg by leg, as a figure would over his turns; the points he stands on, start to end. */
function follow(t: Table, x: number, y: number, tx: number, ty: number, legs = 20): number[][] {
  const way: Waypoint = { x: 0, y: 0 };
  const path = [[x, y]];
  for (let k = 0; k < legs; k++) {
    const direct = t.routeToward(x, y, tx, ty, way);
    // Every leg is a straight move a base can make.
    expect(walkable(t, x, y, way.x, way.y)).toBe(true);
    x = way.x;
    y = way.y;
    path.push([x, y]);
    if (direct) return path;
  }
  throw new Error(`no way from ${String(path[0])} to (${tx}, ${ty}) in ${legs} legs`);
}

function length(path: number[][]): number {
  let d = 0;
  for (let k = 1; k < path.length; k++)
    d += Math.hypot(path[k]![0]! - path[k - 1]![0]!, path[k]![1]! - path[k - 1]![1]!);
  return d;
}

describe('routeToward: round impassable pieces, one straight move at a time', () => {
  const block = tableOf([{ kind: 'building', at: [15, 5], size: [10, 20], material: 'adobe' }]);

  it('heads straight for the point when nothing is in the way', () => {
    const way: Waypoint = { x: 0, y: 0 };
    expect(block.routeToward(2, 2, 38, 2, way)).toBe(true);
    expect([way.x, way.y]).toEqual([38, 2]);
    const open = tableOf([]);
    expect(open.nav.count).toBe(0);
    expect(open.routeToward(2, 2, 38, 28, way)).toBe(true);
  });

  it('goes round a building by its corners, the short way', () => {
    // From 5" west of its west side to 5" east of its east side: to one corner's route point, along the
    // side to the next, and on: the corners stand 0.75" off (a base radius and a margin).
    const path = follow(block, 10, 15, 30, 15);
    expect(path.length).toBe(4);
    expect(length(path)).toBeCloseTo(2 * Math.hypot(4.25, 10.75) + 11.5, 9);
    // Off a corner: a base radius and a margin clear of the building.
    const [cx, cy] = path[1]!;
    expect(Math.abs(cx! - 14.25)).toBeLessThan(1e-9);
    expect([4.25, 25.75]).toContain(cy);
  });

  it('goes round the end of a fence rather than through it', () => {
    const fence = tableOf([{ kind: 'fence', from: [20, 0], to: [20, 24] }]);
    const path = follow(fence, 15, 10, 25, 10);
    expect(path.length).toBe(4);
    for (const [, y] of path.slice(1, -1)) expect(y).toBeGreaterThan(24);
  });

  it('writes the point itself when there is no way round (a walled-in yard)', () => {
    const yard = tableOf([
      { kind: 'wall', from: [10, 10], to: [30, 10] },
      { kind: 'wall', from: [30, 10], to: [30, 20] },
      { kind: 'wall', from: [30, 20], to: [10, 20] },
      { kind: 'wall', from: [10, 20], to: [10, 10] },
    ]);
    const way: Waypoint = { x: 0, y: 0 };
    yard.routeToward(2, 2, 20, 15, way);
    expect([way.x, way.y]).toEqual([20, 15]);
  });

  it('goes through a gap between two buildings that a base fits through', () => {
    // Two buildings 20" long, one above the other, 1.2" apart: an alley along y = 15 from x = 10 to 30. The
    // corners' route points stand 0.75" off each, too near the other building to lead down it.
    const alley = tableOf([
      { kind: 'building', at: [10, 2], size: [20, 12.4], material: 'adobe' },
      { kind: 'building', at: [10, 15.6], size: [20, 12.4], material: 'wooden' },
    ]);
    const way: Waypoint = { x: 0, y: 0 };
    expect(alley.routeToward(5, 8, 35, 22, way)).toBe(false);
    // The first leg ends at the alley's mouth, on its midline.
    expect(way.y).toBeGreaterThan(14.4 + 0.5);
    expect(way.y).toBeLessThan(15.6 - 0.5);
    expect(way.x).toBeGreaterThan(10 - 0.75);
    expect(way.x).toBeLessThan(10);
    const path = follow(alley, 5, 8, 35, 22);
    expect(path.at(-1)).toEqual([35, 22]);
    // Down the alley: about 37.6" (the way round either building is over 50").
    expect(length(path)).toBeLessThan(38);
    expect(path.some(([x, y]) => x! > 30 && x! < 30.75 && Math.abs(y! - 15) < 0.1)).toBe(true);
    // And back the other way.
    expect(length(follow(alley, 35, 22, 5, 8))).toBeLessThan(38);
  });

  it('goes round when the gap is narrower than a base', () => {
    const shut = tableOf([
      { kind: 'building', at: [10, 2], size: [20, 12.4], material: 'adobe' },
      { kind: 'building', at: [10, 15.3], size: [20, 12.7], material: 'wooden' },
    ]);
    const path = follow(shut, 5, 8, 35, 22);
    expect(path.at(-1)).toEqual([35, 22]);
    expect(length(path)).toBeGreaterThan(45);
    for (const [x, y] of path) expect(x! > 9 && x! < 31 && y! > 14 && y! < 15.7).toBe(false);
  });

  it("goes between a building and the table's edge when a base's centre stays on the table", () => {
    // 0.6" from the west edge: the corners' points would stand off the table, but a base passes with its
    // centre between the edge and 0.1" in.
    const edge = tableOf([{ kind: 'building', at: [0.6, 5], size: [10, 20], material: 'adobe' }]);
    const path = follow(edge, 3, 2, 3, 28);
    expect(length(path)).toBeLessThan(30);
    for (const [x] of path) expect(x).toBeGreaterThanOrEqual(0);
  });

  it('finds a way between any two open points of the main street', () => {
    const street = loadTable('main-street');
    const points = [
      [8, 15],
      [40, 15],
      [10, 1.2],
      [36, 29],
      [3, 29],
      [46, 1],
    ];
    for (const [ax, ay] of points)
      for (const [bx, by] of points) if (ax !== bx || ay !== by) follow(street, ax!, ay!, bx!, by!);
  });

  it('leaves the alley by the saloon through the gap between its corner and the crates', () => {
    // The crates by the saloon stand 1.17" off its corner (and 0.78" off the store's): once out the back
    // and round by the picket fence, over 45".
    const street = loadTable('main-street');
    expect(length(follow(street, 17.5, 8, 17.5, 15))).toBeLessThan(8);
  });
});
