import { describe, expect, it } from 'vitest';
import { newMoveResult, STOP } from '../../../../src/scenarios/shootout/table/MoveResult.ts';
import { tableOf } from './tableKit.ts';

const out = newMoveResult();

describe('moveToward: a straight-line move (000 ACTIONS)', () => {
  const open = tableOf([{ kind: 'brush', at: [5, 8], size: [4, 4] }]);

  it('goes the full distance in the open, or stops on the point it heads for', () => {
    open.moveToward(2, 10, 20, 10, 9, out);
    expect([out.x, out.y, out.inches, out.stop, out.piece]).toEqual([11, 10, 9, STOP.distance, -1]);
    open.moveToward(2, 10, 5, 14, 9, out);
    expect([out.x, out.y, out.inches, out.stop]).toEqual([5, 14, 5, STOP.target]);
  });

  it('goes through brush and wheat: they stop nothing', () => {
    expect(open.moveToward(2, 10, 20, 10, 9, out).stop).toBe(STOP.distance);
  });

  it("stops at the table's edge", () => {
    open.moveToward(2, 10, -10, 10, 9, out);
    expect([out.x, out.inches, out.stop]).toEqual([0, 2, STOP.edge]);
  });

  it('does not move with no inches, and stays put heading for its own spot', () => {
    expect(open.moveToward(2, 10, 20, 10, 0, out).inches).toBe(0);
    expect(open.moveToward(2, 10, 2, 10, 5, out).stop).toBe(STOP.target);
  });
});

describe('moveToward: obstacles', () => {
  const t = tableOf([
    { kind: 'wall', from: [10, 2], to: [10, 28] },
    {
      kind: 'building',
      at: [20, 10],
      size: [10, 10],
      material: 'adobe',
      openings: [{ kind: 'door', at: [25, 10] }],
    },
    { kind: 'rock', centre: [5, 5], radius: 1 },
  ]);

  it("stops with its base clear of a wall (its centre half an inch from the wall's face)", () => {
    t.moveToward(2, 15, 18, 15, 15, out);
    expect(out.stop).toBe(STOP.obstacle);
    expect(out.piece).toBe(0);
    expect(out.x).toBeCloseTo(9.25, 5);
    expect(out.inches).toBeCloseTo(7.25, 5);
  });

  it('stops clear of a building, and of its corner when passing it diagonally', () => {
    t.moveToward(15, 15, 28, 15, 12, out);
    expect([out.stop, out.piece]).toEqual([STOP.obstacle, 1]);
    expect(out.x).toBeCloseTo(19.5, 5);
    t.moveToward(15, 5, 25, 15, 14, out);
    expect(out.stop).toBe(STOP.obstacle);
    expect(Math.hypot(out.x - 20, out.y - 10)).toBeGreaterThanOrEqual(0.5 - 1e-5);
  });

  it('stops clear of a rock', () => {
    t.moveToward(0.5, 5, 9, 5, 9, out);
    expect(out.stop).toBe(STOP.obstacle);
    expect(out.x).toBeCloseTo(3.5, 5);
  });

  it('a figure at a door steps out, not in', () => {
    t.moveToward(25, 10, 25, 2, 5, out);
    expect([out.inches, out.stop]).toEqual([5, STOP.distance]);
    t.moveToward(25, 10, 25, 18, 5, out);
    expect(out.inches).toBeLessThan(1e-4);
    expect(out.stop).toBe(STOP.obstacle);
  });

  it('a figure against a wall may move along it and away from it', () => {
    expect(t.moveToward(9.55, 15, 9.55, 25, 6, out).stop).toBe(STOP.distance);
    expect(t.moveToward(9.55, 15, 2, 15, 6, out).stop).toBe(STOP.distance);
  });
});

describe('moveToward: woods and scrub (000 COMBAT IN THE GREAT OUTDOORS)', () => {
  const t = tableOf([{ kind: 'woods', density: 'dense', at: [10, 5], size: [6, 10] }]);

  it('halts when the whole base is inside the terrain', () => {
    // "Characters choosing to enter terrain pieces halt immediately their entire base is within the terrain"
    t.moveToward(2, 10, 30, 10, 15, out);
    expect([out.stop, out.piece]).toEqual([STOP.terrain, 0]);
    expect(out.x).toBeCloseTo(10.5, 9);
  });

  it('moves on from a terrain piece it starts wholly inside', () => {
    t.moveToward(12, 10, 30, 10, 10, out);
    expect([out.x, out.stop]).toEqual([22, STOP.distance]);
  });

  it('the movement penalty reads the ground the figure starts on', () => {
    // "by two dice if they start their turn in dense terrain, one dice for loose terrain"
    expect(t.terrainAt(12, 10)).toBe(2);
    expect(t.terrainAt(2, 10)).toBe(0);
  });
});
