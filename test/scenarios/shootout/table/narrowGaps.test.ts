import { describe, expect, it } from 'vitest';
import { loadTable } from '../../../../src/scenarios/shootout/table/loadTable.ts';
import { EDGE, narrowGaps } from '../../../../src/scenarios/shootout/table/narrowGaps.ts';
import { shippedTableNames } from '../../../../src/scenarios/shootout/table/resolveTableFile.ts';
import type { Table } from '../../../../src/scenarios/shootout/table/Table.ts';
import type { Waypoint } from '../../../../src/scenarios/shootout/table/routeToward.ts';
import { tableOf } from './tableKit.ts';

const building = (x: number, y: number, w: number, d: number): object => ({
  kind: 'building',
  at: [x, y],
  size: [w, d],
  material: 'adobe',
});

/** Each gap as `a | b: width`, pieces by name. */
function described(t: Table): string[] {
  const edges = new Map<number, string>(Object.entries(EDGE).map(([k, v]) => [v, `${k} edge`]));
  return narrowGaps(t).map(
    (g) => `${t.pieceNames[g.a]} | ${edges.get(g.b) ?? t.pieceNames[g.b]}: ${g.width.toFixed(2)}`,
  );
}

describe('narrowGaps: route points where a base passes between pieces but the corners do not lead', () => {
  it('puts a point at either end of an alley, on its midline', () => {
    const t = tableOf([building(10, 2, 20, 12.4), building(10, 15.6, 20, 12.4)]);
    const [gap, ...more] = narrowGaps(t);
    expect(more).toEqual([]);
    expect(gap!.width).toBeCloseTo(1.2, 12);
    // 0.45" out of each end, where the midline is 0.75" clear of the buildings' corners.
    const ends = gap!.x.map((x, k) => [x, gap!.y[k]!]);
    expect(ends.length).toBe(2);
    for (const [x, y] of ends) {
      expect(y).toBeCloseTo(15, 12);
      expect(Math.min(Math.abs(x! - 9.55), Math.abs(x! - 30.45))).toBeLessThan(1e-8);
    }
    // Built once with the table, the same every time.
    expect(narrowGaps(t)).toEqual(narrowGaps(t));
  });

  it('puts one point between two corners facing across a gap', () => {
    // Corner to corner 1.6" apart on the diagonal: wider than an alley needs, but each corner's point
    // stands 1.06" off its own corner, too near the other building, and is dropped.
    const s = 1.6 / Math.SQRT2;
    const t = tableOf([building(5, 5, 10, 10), building(15 + s, 15 + s, 10, 10)]);
    const [gap, ...more] = narrowGaps(t);
    expect(more).toEqual([]);
    expect(gap!.width).toBeCloseTo(1.6, 12);
    expect(gap!.x.length).toBe(1);
    expect(gap!.x[0]).toBeCloseTo(15 + s / 2, 9);
    expect(gap!.y[0]).toBeCloseTo(15 + s / 2, 9);
  });

  it('leaves gaps narrower than a base, wide gaps and pieces that touch alone', () => {
    expect(narrowGaps(tableOf([building(10, 2, 20, 12.4), building(10, 15.3, 20, 12.7)]))).toEqual([]);
    const wide = tableOf([building(10, 2, 20, 11), building(10, 16, 20, 12)]);
    expect(narrowGaps(wide)).toEqual([]);
    expect(wide.nav.count).toBe(8);
    const touching = [building(10, 10, 5, 5), { kind: 'fence', from: [15, 12], to: [20, 12] }];
    expect(narrowGaps(tableOf(touching))).toEqual([]);
  });

  it('leaves the way through to the graph: a rock in the alley shuts it', () => {
    const t = tableOf([
      building(10, 2, 20, 12.4),
      building(10, 15.6, 20, 12.4),
      { kind: 'rock', centre: [20, 15], radius: 0.5 },
    ]);
    // The alley's mouths keep their points (a base may go in), but no walk passes the rock: the way from one
    // side to the other goes round the buildings.
    expect(described(t)).toEqual(['building 0 | building 1: 1.20']);
    const way: Waypoint = { x: 0, y: 0 };
    let [x, y] = [5, 8];
    let inches = 0;
    let direct = false;
    for (let leg = 0; leg < 10 && !direct; leg++) {
      direct = t.routeToward(x, y, 35, 22, way);
      inches += Math.hypot(way.x - x, way.y - y);
      [x, y] = [way.x, way.y];
    }
    expect([x, y]).toEqual([35, 22]);
    expect(inches).toBeGreaterThan(45);
  });

  it("finds a gap between a piece and the table's edge by the corners' points off the table", () => {
    const t = tableOf([building(0.6, 5, 10, 20)]);
    expect(described(t)).toEqual(['building 0 | west edge: 0.60']);
    // The strip a base's centre may use is x 0 to 0.1: its points stand in the middle of it.
    for (const x of narrowGaps(t)[0]!.x) expect(x).toBeCloseTo(0.05, 12);
  });

  it('finds the narrow gaps of the shipped tables', () => {
    const found = Object.fromEntries(shippedTableNames().map((n) => [n, described(loadTable(n))]));
    expect(found).toEqual({
      bank: ['bank | hitching rail: 1.40', 'telegraph office | water trough: 1.39'],
      corral: ['barn | feed sacks: 1.00', 'feed sacks | corral east fence (north of the gate): 1.40'],
      'main-street': [
        'saloon | crates by the saloon: 1.17',
        "hotel | crates by the sheriff's: 1.26",
        'hotel | corral rail: 1.40',
      ],
      'open-ground': [],
      'prairie-crossing': [],
      woods: [],
    });
  });
});
