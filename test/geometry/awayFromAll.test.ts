import { describe, expect, it } from 'vitest';
import { awayFromAll } from '../../src/geometry/awayFromAll.ts';

const at = (...xy: number[]): [Float64Array, Float64Array] => [
  Float64Array.from(xy.filter((_, i) => i % 2 === 0)),
  Float64Array.from(xy.filter((_, i) => i % 2 === 1)),
];

describe('awayFromAll: the heading that leaves the nearest of them furthest off', () => {
  it('from one man, straight away from him: the start, kept exactly', () => {
    const [xs, ys] = at(-0.9, 0);
    expect(awayFromAll(0, 0, xs, ys, 1, 0)).toBe(0);
    expect(awayFromAll(0, 0, xs, ys, 1, 12.5)).not.toBe(12.5);
  });

  it('from men west and north (-y) of him, out between them, to the south-east (+x, +y)', () => {
    const [xs, ys] = at(-1, 0, 0, -1);
    expect(awayFromAll(0, 0, xs, ys, 2, 0)).toBe(45);
  });

  it('from men on either side, out between them, one way or the other', () => {
    const [xs, ys] = at(-1, 0, 1, 0);
    expect([90, 270]).toContain(awayFromAll(0, 0, xs, ys, 2, 0) % 360);
    expect([90, 270]).toContain(awayFromAll(0, 0, xs, ys, 2, 180) % 360);
  });

  it('only as many of the lists as it is told are read', () => {
    const [xs, ys] = at(-1, 0, 1, 0);
    expect(awayFromAll(0, 0, xs, ys, 1, 0)).toBe(0);
  });
});
