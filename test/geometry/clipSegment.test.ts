import { describe, expect, it } from 'vitest';
import { clipSegmentCapsule, clipSegmentCapsuleIn } from '../../src/geometry/clipSegmentCapsule.ts';
import { clipSegmentCircle, clipSegmentCircleIn } from '../../src/geometry/clipSegmentCircle.ts';
import { clipSegmentRect, clipSegmentRectIn } from '../../src/geometry/clipSegmentRect.ts';
import {
  clipSegmentRoundedRect,
  clipSegmentRoundedRectIn,
} from '../../src/geometry/clipSegmentRoundedRect.ts';
import { newInterval } from '../../src/geometry/Interval.ts';
import { pointRectDistance } from '../../src/geometry/pointRectDistance.ts';

const out = newInterval();

describe('clipSegmentRect', () => {
  it('gives the stretch of a segment inside a rectangle as parameters', () => {
    expect(clipSegmentRect(0, 0, 10, 0, 2, -1, 4, 1, out)).toBe(true);
    expect(out.lo).toBeCloseTo(0.2, 12);
    expect(out.hi).toBeCloseTo(0.4, 12);
  });

  it('clamps to the segment when an end is inside', () => {
    expect(clipSegmentRect(3, 0, 10, 0, 2, -1, 4, 1, out)).toBe(true);
    expect(out.lo).toBe(0);
    expect(out.hi).toBeCloseTo(1 / 7, 12);
  });

  it('misses a rectangle beside the segment, and one past its end', () => {
    expect(clipSegmentRect(0, 2, 10, 2, 2, -1, 4, 1, out)).toBe(false);
    expect(out.lo).toBeGreaterThan(out.hi);
    expect(clipSegmentRect(0, 0, 1, 0, 2, -1, 4, 1, out)).toBe(false);
  });

  it('handles a vertical segment and a point', () => {
    expect(clipSegmentRect(3, -5, 3, 5, 2, -1, 4, 1, out)).toBe(true);
    expect([out.lo, out.hi]).toEqual([0.4, 0.6]);
    expect(clipSegmentRect(3, 0, 3, 0, 2, -1, 4, 1, out)).toBe(true);
    expect(clipSegmentRect(5, 0, 5, 0, 2, -1, 4, 1, out)).toBe(false);
  });
});

describe('clipSegmentCircle', () => {
  it('gives the chord of a disk through its centre', () => {
    expect(clipSegmentCircle(0, 0, 10, 0, 5, 0, 1, out)).toBe(true);
    expect(out.lo).toBeCloseTo(0.4, 12);
    expect(out.hi).toBeCloseTo(0.6, 12);
  });

  it('misses a disk the line passes by, and one behind the segment', () => {
    expect(clipSegmentCircle(0, 2, 10, 2, 5, 0, 1, out)).toBe(false);
    expect(clipSegmentCircle(0, 0, 3, 0, 5, 0, 1, out)).toBe(false);
  });

  it('treats a point as inside or not', () => {
    expect(clipSegmentCircle(5, 0.5, 5, 0.5, 5, 0, 1, out)).toBe(true);
    expect(clipSegmentCircle(5, 2, 5, 2, 5, 0, 1, out)).toBe(false);
  });
});

describe('clipSegmentCapsule', () => {
  it('crosses a thick wall across its middle', () => {
    expect(clipSegmentCapsule(5, -5, 5, 5, 0, 0, 10, 0, 0.5, out)).toBe(true);
    expect(out.lo).toBeCloseTo(0.45, 12);
    expect(out.hi).toBeCloseTo(0.55, 12);
  });

  it('catches the rounded end and misses past it', () => {
    // Passing 0.3 beyond the wall's end at (10, 0): inside the end disk of radius 0.5.
    expect(clipSegmentCapsule(10.3, -5, 10.3, 5, 0, 0, 10, 0, 0.5, out)).toBe(true);
    expect(out.lo).toBeCloseTo((5 - 0.4) / 10, 12);
    expect(clipSegmentCapsule(10.6, -5, 10.6, 5, 0, 0, 10, 0, 0.5, out)).toBe(false);
  });

  it('runs along the wall for its length and both end caps', () => {
    expect(clipSegmentCapsule(-5, 0, 15, 0, 0, 0, 10, 0, 0.5, out)).toBe(true);
    expect(out.lo).toBeCloseTo(4.5 / 20, 12);
    expect(out.hi).toBeCloseTo(15.5 / 20, 12);
  });
});

describe('clipSegmentRoundedRect', () => {
  it('grows the rectangle by the radius along its sides', () => {
    expect(clipSegmentRoundedRect(-5, 0, 5, 0, 1, -1, 3, 1, 0.5, out)).toBe(true);
    expect(out.lo).toBeCloseTo(0.55, 12);
  });

  it('rounds the corners: a line past the corner diagonal misses', () => {
    // Corner (3, 1): the square-cornered grown box would reach (3.5, 1.5); the rounded one only 0.5 from (3, 1).
    const c = 3 + 0.5 / Math.SQRT2 + 0.05;
    expect(clipSegmentRoundedRect(c - 5, c + 5, c + 5, c - 5, 1, -1, 3, 1, 0.5, out)).toBe(false);
    expect(clipSegmentRoundedRect(3.4, 5, 3.4, -5, 1, -1, 3, 1, 0.5, out)).toBe(true);
  });

  it('shrinks the rectangle for a negative growth', () => {
    expect(clipSegmentRoundedRect(-5, 0.95, 5, 0.95, 1, -1, 3, 1, -0.1, out)).toBe(false);
    expect(clipSegmentRoundedRect(-5, 0.85, 5, 0.85, 1, -1, 3, 1, -0.1, out)).toBe(true);
  });
});

describe('pointRectDistance', () => {
  it('is zero inside and the straight or corner distance outside', () => {
    expect(pointRectDistance(1, 1, 0, 0, 2, 2)).toBe(0);
    expect(pointRectDistance(5, 1, 0, 0, 2, 2)).toBe(3);
    expect(pointRectDistance(5, 6, 0, 0, 2, 2)).toBe(5);
  });
});

describe('the clips with their numbers in an array', () => {
  it('read the segment, then the shape, in the order of the scalar forms', () => {
    expect(clipSegmentRectIn(Float64Array.of(0, 0, 10, 0, 2, -1, 4, 1), out)).toBe(true);
    expect([out.lo, out.hi]).toEqual([0.2, 0.4]);
    expect(clipSegmentCircleIn(Float64Array.of(-5, 0, 5, 0, 0, 0, 1), out)).toBe(true);
    expect([out.lo, out.hi]).toEqual([0.4, 0.6]);
    expect(clipSegmentRoundedRectIn(Float64Array.of(-5, 0, 5, 0, 1, -1, 3, 1, 0.5), out)).toBe(true);
    expect(out.lo).toBeCloseTo(0.55, 12);
    expect(clipSegmentCapsuleIn(Float64Array.of(5, -5, 5, 5, 0, 0, 10, 0, 1), out)).toBe(true);
    expect([out.lo, out.hi]).toEqual([0.4, 0.6]);
    expect(clipSegmentCapsuleIn(Float64Array.of(5, -5, 5, -2, 0, 0, 10, 0, 1), out)).toBe(false);
  });
});
