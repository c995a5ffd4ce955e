import { describe, expect, it } from 'vitest';
import type { ShootoutHerd } from '../../../../src/scenarios/shootout/herd/ShootoutHerd.ts';
import { STATUS } from '../../../../src/rules/rwnn/WoundState.ts';
import { riderBesideRunningHerd } from './riderHerdKit.ts';

/**
 * A Good rider in the saddle at (14, 9) and a clerk far off; a herd of 8, 4 abreast (4" across, 4" deep), its
 * lead animal at (14, 22) facing up the table. A blast sets it running on a heading of 180 (the red and black
 * dice's arrow): re-formed about its middle, its front stands at y = 18, 9" from the rider.
 */
function riderBesideHerd(faces: readonly number[], below: readonly number[]) {
  const rider = { class: 'gunman', rider: 'good', at: [14, 9] };
  const { game, mounted, herd, lines } = riderBesideRunningHerd(rider, faces, below);
  // Its card the next of the pile.
  expect(herd.cardDue()).toBe(true);
  return { game, mounted, rider: game.figures[0]!, lines };
}

/** Heading 180, then the Stampede card first of the pile. */
const BELOW = [180, 0];
/** The herd's 3 dice: 8", its front to y = 10, within 1" of the rider at 9. */
const EIGHT = [6, 1, 1];

describe('riders reached by a running herd on a shootout table (000 "... you’re on horseback")', () => {
  it('control kept on a 5, three dice of 9", escape on a 2: he rides 9" clear of its flank, his horse with him', () => {
    const { game, mounted, rider, lines } = riderBesideHerd([...EIGHT, 5, 3, 3, 3, 2], BELOW);
    expect(lines).toContain('  rider rides 9" and throws for escape: he rides clear.');
    // Beside the flank: 2" (half the herd) and the 9" his horse carried him, to its right.
    expect(Math.abs(rider.x - 14)).toBeCloseTo(11, 6);
    expect(mounted.riding(rider)).toBe(true);
    expect([game.out.herdRiderEscapes, game.out.herdRidersStuck, game.out.herdRidersThrown]).toEqual([
      1, 0, 0,
    ]);
    const h = mounted.stable.horses[mounted.stable.horseOf(rider.index)]!;
    expect([h.x, h.y]).toEqual([rider.x, rider.y]);
  });

  it('escape thrown 5: stuck, carried with the herd on his horse, his card lost to it', () => {
    const { game, mounted, rider, lines } = riderBesideHerd([...EIGHT, 4, 1, 1, 1, 5], BELOW);
    expect(lines).toContain('  rider throws for escape: stuck in the stampede on his horse.');
    // Carried at the herd's front edge, which stopped at y = 10.
    expect(rider.y).toBeCloseTo(10, 6);
    expect(mounted.turn(rider)).toBe(true);
    expect(lines).toContain('  rider is carried inside the herd on his horse.');
    expect(game.out.herdCaught).toBe(0);
    expect([game.out.herdRiderEscapes, game.out.herdRidersStuck, game.out.herdRidersThrown]).toEqual([
      0, 1, 0,
    ]);
  });

  it('stuck, he checks control the next turn: a 2 throws him into the herd on foot, a 1 keeps him standing', () => {
    const { game, mounted, rider, lines } = riderBesideHerd(
      [...EIGHT, 4, 1, 1, 1, 5, 1, 1, 1, 2, 1],
      [...BELOW, 0],
    );
    const herd = game.herd as ShootoutHerd;
    herd.joker();
    // The next Stampede card: 3", the control check 2 (lost), thrown; his throw to stay on his feet, 1.
    expect(herd.cardDue()).toBe(true);
    expect(lines).toContain('  rider loses control and is thrown into the herd.');
    expect(lines).toContain('  rider stays on his feet inside the herd.');
    expect(mounted.riding(rider)).toBe(false);
    expect(rider.wounds.status).toBe(STATUS.standing);
    // Counted once stuck (the first move) and once thrown (the second).
    expect([game.out.herdRiderEscapes, game.out.herdRidersStuck, game.out.herdRidersThrown]).toEqual([
      0, 1, 1,
    ]);
    // On foot inside the herd now: his card is lost to it as a man on foot's (he does not remount).
    expect(mounted.turn(rider)).toBe(true);
    expect(lines).toContain('  rider is stuck inside the herd.');
  });
});
