import { describe, expect, it } from 'vitest';
import { inArc } from '../../src/geometry/inArc.ts';

// 000 ANGLE OF FIRE: "Characters can fire within an arc of 90 degrees; 45 degrees each side of straight ahead."
describe('inArc: 45 degrees each side of straight ahead', () => {
  it('takes targets straight ahead and exactly on either edge', () => {
    expect(inArc(0, 0, 0, 10, 0, 45)).toBe(true);
    expect(inArc(0, 0, 0, 10, 10, 45)).toBe(true);
    expect(inArc(0, 0, 0, 10, -10, 45)).toBe(true);
  });

  it('refuses a target just outside the arc, beside or behind', () => {
    const a = (46 * Math.PI) / 180;
    expect(inArc(0, 0, 0, 10 * Math.cos(a), 10 * Math.sin(a), 45)).toBe(false);
    expect(inArc(0, 0, 0, 0, 10, 45)).toBe(false);
    expect(inArc(0, 0, 0, -10, 0, 45)).toBe(false);
  });

  it('reads facings in degrees from +x towards +y, any turn', () => {
    expect(inArc(5, 5, 90, 5, 15, 45)).toBe(true);
    expect(inArc(5, 5, 270, 5, 15, 45)).toBe(false);
    expect(inArc(5, 5, -90, 5, -15, 45)).toBe(true);
    expect(inArc(5, 5, 450, 5, 15, 45)).toBe(true);
  });

  it('counts a target on the figure himself as in arc', () => {
    expect(inArc(3, 3, 180, 3, 3, 45)).toBe(true);
  });
});
