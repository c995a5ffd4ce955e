import { describe, expect, it } from 'vitest';
import { allBits, BoxGrid, nextBit } from '../../src/geometry/BoxGrid.ts';
import { clipSegmentRoundedRect } from '../../src/geometry/clipSegmentRoundedRect.ts';
import { newInterval } from '../../src/geometry/Interval.ts';
import { seededUniform } from './seededUniform.ts';

const part = newInterval();

/** The bits set in `mask`, in the order nextBit gives them. */
function bits(mask: Uint32Array): number[] {
  const out: number[] = [];
  for (let i = nextBit(mask, 0); i >= 0; i = nextBit(mask, i + 1)) out.push(i);
  return out;
}

describe('nextBit and allBits: the candidates of a mask in ascending order', () => {
  it('walks the set bits across words, the top bit of a word included', () => {
    const mask = Uint32Array.of(0x80000001, 0, 0x10);
    expect(bits(mask)).toEqual([0, 31, 68]);
    expect(nextBit(mask, 32)).toBe(68);
    expect(nextBit(mask, 69)).toBe(-1);
  });

  it('sets exactly the first count bits', () => {
    const mask = new Uint32Array(3).fill(0xffffffff);
    allBits(33, mask);
    expect(bits(mask)).toEqual(Array.from({ length: 33 }, (_, i) => i));
    allBits(32, mask);
    expect(Array.from(mask)).toEqual([0xffffffff, 0, 0]);
  });
});

describe('BoxGrid: an exact candidate filter (seeded random boxes against a scan of every box)', () => {
  const u = seededUniform(7);
  const n = 70; // three words a mask
  const minX = new Float64Array(n);
  const minY = new Float64Array(n);
  const maxX = new Float64Array(n);
  const maxY = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    // Some boxes reach over the area's edge: the border cells hold them.
    minX[i] = u() * 52 - 2;
    minY[i] = u() * 34 - 2;
    maxX[i] = minX[i]! + u() * 6;
    maxY[i] = minY[i]! + u() * 6;
  }
  const pad = 0.5;
  const grid = new BoxGrid(48, 30, 2, pad, minX, minY, maxX, maxY, n);
  const mask = new Uint32Array(grid.words);

  it('gathers every box within the pad of a segment, and fewer than all for a short one', () => {
    let fewer = 0;
    for (let k = 0; k < 1500; k++) {
      const ax = u() * 56 - 4;
      const ay = u() * 38 - 4;
      const long = k % 3 === 0;
      const bx = long ? u() * 56 - 4 : ax + (u() - 0.5) * 8;
      const by = long ? u() * 38 - 4 : ay + (k % 7 === 0 ? 0 : (u() - 0.5) * 8);
      grid.nearSegment(ax, ay, bx, by, mask);
      const got = new Set(bits(mask));
      for (let i = 0; i < n; i++)
        if (clipSegmentRoundedRect(ax, ay, bx, by, minX[i]!, minY[i]!, maxX[i]!, maxY[i]!, pad, part))
          expect(got.has(i), `box ${i}, segment ${[ax, ay, bx, by].join(' ')}`).toBe(true);
      if (!long && got.size < n / 2) fewer++;
    }
    expect(fewer).toBeGreaterThan(450);
  });

  it('gathers every box within the pad of a box', () => {
    for (let k = 0; k < 2000; k++) {
      const x0 = u() * 56 - 4;
      const y0 = u() * 38 - 4;
      const x1 = x0 + u() * 10;
      const y1 = y0 + u() * 10;
      grid.nearBox(x0, y0, x1, y1, mask);
      const got = new Set(bits(mask));
      for (let i = 0; i < n; i++)
        if (minX[i]! - pad <= x1 && maxX[i]! + pad >= x0 && minY[i]! - pad <= y1 && maxY[i]! + pad >= y0)
          expect(got.has(i)).toBe(true);
    }
  });

  it('with one cell, gathers every box (the brute-force form)', () => {
    const one = new BoxGrid(48, 30, Infinity, pad, minX, minY, maxX, maxY, n);
    one.nearSegment(1, 1, 2, 2, mask);
    expect(bits(mask)).toHaveLength(n);
  });
});
