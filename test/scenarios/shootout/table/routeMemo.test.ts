import { describe, expect, it } from 'vitest';
import { loadTable } from '../../../../src/scenarios/shootout/table/loadTable.ts';
import { routeToward, type Waypoint } from '../../../../src/scenarios/shootout/table/routeToward.ts';
import { seededUniform } from '../../../geometry/seededUniform.ts';

// The table's remembered routes against the route question asked afresh every time, on the main street:
// the same answer to the last bit, whether it was remembered, lost to a newer question, or never asked.
describe('RouteMemo: a remembered route is the route asked afresh', () => {
  const table = loadTable('main-street');
  const u = seededUniform(25);
  const fresh: Waypoint = { x: 0, y: 0 };
  const kept: Waypoint = { x: 0, y: 0 };

  /** Asks the table (remembering) and the route question itself, and holds one to the other. */
  function same(x: number, y: number, tx: number, ty: number): void {
    const direct = routeToward(table, table.nav, x, y, tx, ty, fresh);
    expect(table.routeToward(x, y, tx, ty, kept)).toBe(direct);
    expect(Object.is(kept.x, fresh.x) && Object.is(kept.y, fresh.y), `${x} ${y} -> ${tx} ${ty}`).toBe(true);
  }

  it('gives the fresh answer on first asking, on asking again, and after many other questions', () => {
    const questions: number[][] = [];
    for (let k = 0; k < 400; k++) questions.push([u() * 48, u() * 30, u() * 48, u() * 30]);
    for (const q of questions) same(q[0]!, q[1]!, q[2]!, q[3]!);
    const before = table.routes.hits;
    for (const q of questions) same(q[0]!, q[1]!, q[2]!, q[3]!);
    // Most come back from memory: of 400 questions in 1024 slots, about e^(-400/1024) = 68% keep their slot
    // (the rest lose it to a later question of the same hash).
    expect(table.routes.hits - before).toBeGreaterThan(240);
    // Three thousand more questions push the first out; they are asked afresh, rightly.
    for (let k = 0; k < 3000; k++) same(u() * 48, u() * 30, u() * 48, u() * 30);
    for (const q of questions) same(q[0]!, q[1]!, q[2]!, q[3]!);
  });

  it('tells apart questions that differ in the last bit or only in the sign of a zero', () => {
    // A route round the saloon's corner, then the same ends a hair apart: each its own answer.
    same(0, 15, 40, 5);
    same(0, 15, 40, 5.000000000000001);
    same(-0, 15, 40, 5);
    same(0, 15, -0, 5);
    same(0, 15, 40, 5);
  });
});
