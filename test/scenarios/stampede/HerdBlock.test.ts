import { describe, expect, it } from 'vitest';
import { HerdBlock } from '../../../src/scenarios/stampede/HerdBlock.ts';

// A herd 4" wide and 6" deep, its lead animal at the origin, running up the table (+y).
describe("HerdBlock: who is in a running herd's way", () => {
  const h = new HerdBlock(4, 6);
  h.place(0, 0, 0);

  it('reaches a man within 1" of its flank or of where its front stops, never one behind it', () => {
    expect(h.reaches(3, -2, 3, 1)).toBe(true);
    expect(h.reaches(3.5, -2, 3, 1)).toBe(false);
    expect(h.reaches(0, 4, 3, 1)).toBe(true);
    expect(h.reaches(0, 4.5, 3, 1)).toBe(false);
    expect(h.reaches(0, -6, 12, 1)).toBe(false);
  });

  it('passes over a point under or ahead of it within the move, not one its rear edge has left', () => {
    expect(h.passesOver(0, -5.9, 5)).toBe(true);
    expect(h.passesOver(0, -6, 5)).toBe(false);
    expect(h.passesOver(2, 5, 5)).toBe(true);
    expect(h.passesOver(2.1, 5, 5)).toBe(false);
  });

  it('swings about its lead animal when it turns, and reads places in its own frame', () => {
    const t = new HerdBlock(4, 6);
    t.place(0, 0, 90);
    expect(t.along(5, 0)).toBeCloseTo(5, 12);
    expect(t.side(0, -2)).toBeCloseTo(2, 12);
    t.advance(3);
    expect(t.leadX).toBeCloseTo(3, 12);
    expect(t.x(-6, 0)).toBeCloseTo(-3, 12);
  });
});
