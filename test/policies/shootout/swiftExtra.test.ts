import { describe, expect, it } from 'vitest';
import { deliberatePolicy } from '../../../src/policies/duel/fixedPolicies.ts';
import { gunfighterPolicy } from '../../../src/policies/shootout/gunfighterPolicy.ts';
import { ACTION, type ActionCode } from '../../../src/policies/shootout/ShootoutPolicy.ts';
import type { ShootoutView } from '../../../src/policies/shootout/ShootoutView.ts';

/** A view of a man at the origin answering only what the Swift choice reads. */
function moverView(o: { dice: number; fullRoll?: boolean; canMove?: boolean }): ShootoutView {
  const view: Pick<ShootoutView, 'self' | 'canMove' | 'moveDice' | 'movesFullRoll'> = {
    self: { x: 0, y: 0 } as ShootoutView['self'],
    canMove: () => o.canMove ?? true,
    moveDice: (action) => (action === ACTION.moveAndFire ? o.dice - 1 : o.dice),
    movesFullRoll: () => o.fullRoll ?? false,
  };
  return view as ShootoutView;
}

describe("a tactic's default choice of Swift's extra movement dice", () => {
  const tactic = gunfighterPolicy(deliberatePolicy);
  const takes = (view: ShootoutView, inches: number, action: ActionCode = ACTION.move): boolean =>
    tactic.swiftExtra(view, action, inches, 0);

  it('free to stop short, from the usual throw\'s average on: 10.5" for three dice, 7" for Move & Fire\'s two', () => {
    const gunman = moverView({ dice: 3 });
    expect([takes(gunman, 10), takes(gunman, 10.5), takes(gunman, 20)]).toEqual([false, true, true]);
    expect([takes(gunman, 6.9, ACTION.moveAndFire), takes(gunman, 7, ACTION.moveAndFire)]).toEqual([
      false,
      true,
    ]);
    // Two dice left him by a leg wound: 7".
    expect([takes(moverView({ dice: 2 }), 6), takes(moverView({ dice: 2 }), 8)]).toEqual([false, true]);
  });

  it('bound to the whole roll, only beyond the most the usual dice throw: 18" for three', () => {
    const citizen = moverView({ dice: 3, fullRoll: true });
    expect([takes(citizen, 10.5), takes(citizen, 17.9), takes(citizen, 18)]).toEqual([false, false, true]);
  });

  it('with no usual dice left he takes it, his only way to move; unable to move at all, never', () => {
    expect(takes(moverView({ dice: 0 }), 1)).toBe(true);
    expect(takes(moverView({ dice: 0, fullRoll: true }), 1)).toBe(true);
    expect(takes(moverView({ dice: 3, canMove: false }), 30)).toBe(false);
  });
});
