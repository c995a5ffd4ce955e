import { describe, expect, it } from 'vitest';
import { pointRectDistance } from '../../../../src/geometry/pointRectDistance.ts';
import { pointSegmentDistance } from '../../../../src/geometry/pointSegmentDistance.ts';
import { COVER_SHAPE } from '../../../../src/rules/rwnn/cover/CoverShape.ts';
import { newCoverReport } from '../../../../src/scenarios/shootout/table/CoverReport.ts';
import { SPOT } from '../../../../src/scenarios/shootout/table/CoverSpots.ts';
import { loadTable } from '../../../../src/scenarios/shootout/table/loadTable.ts';
import type { Table } from '../../../../src/scenarios/shootout/table/Table.ts';
import { tableOf } from './tableKit.ts';

const out = newCoverReport();

/** The nearest distance from (x, y) to any impassable piece of the table. */
function clearance(t: Table, x: number, y: number): number {
  let d = Infinity;
  for (const r of [t.buildings, t.blocks])
    for (let i = 0; i < r.count; i++)
      d = Math.min(d, pointRectDistance(x, y, r.x0[i]!, r.y0[i]!, r.x1[i]!, r.y1[i]!));
  const w = t.walls;
  for (let i = 0; i < w.count; i++)
    d = Math.min(d, pointSegmentDistance(x, y, w.ax[i]!, w.ay[i]!, w.bx[i]!, w.by[i]!) - w.half[i]!);
  for (const s of [t.rocks, t.trees])
    for (let i = 0; i < s.count; i++) d = Math.min(d, Math.hypot(x - s.cx[i]!, y - s.cy[i]!) - s.r[i]!);
  return d;
}

describe('cover spots', () => {
  it('a wall has spots on both sides, each behind the wall against a point across it', () => {
    const t = tableOf([{ kind: 'wall', from: [10, 10], to: [10, 14] }]);
    const s = t.spots;
    expect(s.count).toBe(4);
    for (let i = 0; i < s.count; i++) {
      expect(s.kind[i]).toBe(SPOT.low);
      expect(s.piece[i]).toBe(0);
      const across = s.x[i]! < 10 ? 16 : 4;
      t.coverAgainst(across, s.y[i]!, s.x[i]!, s.y[i]!, out);
      expect(out.shape).toBe(COVER_SHAPE.wall);
    }
  });

  it('a building corner has spots against each side, giving corner cover against a point round it', () => {
    const t = tableOf([{ kind: 'building', at: [10, 10], size: [6, 6], material: 'adobe' }]);
    const s = t.spots;
    expect(s.count).toBe(8);
    // The spot against the east face at the north-east corner (16, 16), facing +y (90).
    let found = -1;
    for (let i = 0; i < s.count; i++) if (s.x[i]! > 16 && s.y[i]! > 15 && s.facing[i] === 90) found = i;
    expect(found).toBeGreaterThanOrEqual(0);
    expect(s.kind[found]).toBe(SPOT.corner);
    t.coverAgainst(12, 21, s.x[found]!, s.y[found]!, out);
    expect(out.shape).toBe(COVER_SHAPE.corner);
  });

  it.each(['main-street', 'corral', 'bank', 'woods'])(
    'every spot of %s is on the table and its base clear of impassable pieces (doors and windows on their edge)',
    (name) => {
      const t = loadTable(name);
      const s = t.spots;
      expect(s.count).toBeGreaterThan(20);
      expect(t.coverSpots.length).toBe(2 * s.count);
      for (let i = 0; i < s.count; i++) {
        const x = s.x[i]!;
        const y = s.y[i]!;
        expect(x >= 0 && x <= t.width && y >= 0 && y <= t.depth).toBe(true);
        expect(t.coverSpots[2 * i]).toBe(x);
        if (s.kind[i] !== SPOT.opening) expect(clearance(t, x, y)).toBeGreaterThanOrEqual(0.49);
      }
    },
  );
});
