import { describe, expect, it } from 'vitest';
import { newCoverReport } from '../../../../../src/scenarios/shootout/table/CoverReport.ts';
import { newMoveResult } from '../../../../../src/scenarios/shootout/table/MoveResult.ts';
import { moveToward } from '../../../../../src/scenarios/shootout/table/moveToward.ts';
import type { Waypoint } from '../../../../../src/scenarios/shootout/table/routeToward.ts';
import { seededUniform } from '../../../../geometry/seededUniform.ts';
import { randomTables } from './randomTable.ts';

// Every query of an indexed table against the same table scanning every piece, on seeded random tables:
// the same answer to the last bit, the same piece named.
describe('PieceIndex: the table queries give what a scan of every piece gives', () => {
  for (const seed of [11, 12]) {
    const { indexed, scanned } = randomTables(seed, 18);
    const u = seededUniform(seed * 101);
    const a = { move: newMoveResult(), cover: newCoverReport(), way: { x: 0, y: 0 } as Waypoint };
    const b = { move: newMoveResult(), cover: newCoverReport(), way: { x: 0, y: 0 } as Waypoint };

    it(`random table ${seed}: moves, lines of sight, cover and routes`, () => {
      let stopped = 0;
      let blocked = 0;
      let covered = 0;
      for (let k = 0; k < 1500; k++) {
        const x = u() * 44 - 2;
        const y = u() * 34 - 2;
        const long = k % 2 === 0;
        const tx = long ? u() * 44 - 2 : x + (u() - 0.5) * 12;
        const ty = long ? u() * 34 - 2 : y + (k % 5 === 0 ? 0 : (u() - 0.5) * 12);
        const inches = u() * 14;
        const terrain = k % 3 !== 0;
        moveToward(indexed, x, y, tx, ty, inches, a.move, terrain);
        moveToward(scanned, x, y, tx, ty, inches, b.move, terrain);
        expect(a.move).toStrictEqual(b.move);
        if (a.move.piece >= 0) stopped++;
        const blocker = indexed.sightBlocker(x, y, tx, ty);
        expect(blocker).toBe(scanned.sightBlocker(x, y, tx, ty));
        if (blocker >= 0) blocked++;
        indexed.coverAgainst(x, y, tx, ty, a.cover);
        scanned.coverAgainst(x, y, tx, ty, b.cover);
        expect(a.cover).toStrictEqual(b.cover);
        if (a.cover.piece >= 0) covered++;
        if (k % 4 === 0) {
          expect(indexed.routeToward(x, y, tx, ty, a.way)).toBe(scanned.routeToward(x, y, tx, ty, b.way));
          expect(a.way).toStrictEqual(b.way);
        }
      }
      // The queries meet pieces often enough for the comparison to mean something.
      expect(Math.min(stopped, blocked, covered)).toBeGreaterThan(100);
    });
  }
});
