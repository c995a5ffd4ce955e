import { describe, expect, it } from 'vitest';
import { herdSetOff } from './riderHerdKit.ts';

/**
 * main-street: a herd of 8, 4 abreast (4" across, 4" deep), its lead animal at (12, 16) in the street facing
 * north, the bank (adobe, x 8 to 16 from y = 19) 3" ahead of it, the adobe wall (x 1.5 to 6 at y = 19.5) west
 * of the bank. A blast sets it running on a heading of 0 (the dice's arrow) and its card is turned at once.
 */
function herdInTheStreet(faces: readonly number[], below: readonly number[]) {
  const cell = {
    ruleset: 'rwnn-extended',
    options: { 'shootout.nerve': 'off' },
    sides: {
      west: { figures: { al: { class: 'gunman', at: [2, 14] } } },
      east: { figures: { bo: { class: 'gunman', at: [44, 14] } } },
    },
    params: { table: 'main-street', herd: { at: [12, 16], heading: 0, animals: 8, columns: 4 } },
  };
  const { game, herd, lines } = herdSetOff(cell, faces, below, [24, 2]);
  expect(herd.cardDue()).toBe(true);
  return { game, herd, lines };
}

describe('a herd on a shootout table runs around its buildings and walls (000 "Stampedes ignore (will move around) buildings")', () => {
  it('8" north: 3" to the bank, around it to the west, around the adobe wall, and on: 8" run, no animal over either', () => {
    const { herd, lines } = herdInTheStreet([6, 1, 1], [0, 0]);
    expect(lines).toContain('Stampede card: the herd runs 8" on 3 dice.');
    expect(lines).toContain('  The herd goes around the adobe building 4.');
    expect(lines).toContain('  The herd goes around the adobe building 7.');
    const h = herd.herdNow;
    expect(h.heading).toBe(0);
    expect(h.leadY).toBeCloseTo(24, 6);
    // Its east flank west of the wall's west end (x = 1.5): clear of the wall and of the bank beyond it.
    expect(h.leadX + h.width / 2).toBeLessThanOrEqual(1.5);
  });
});
