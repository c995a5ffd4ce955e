import { distance } from '../../../geometry/distance.ts';
import { caughtThrow, newCaughtThrow } from '../../../rules/rwnn/horse/trampledOrThrown.ts';
import type { Stable } from '../../../rules/rwnn/horse/Stable.ts';
import { STATUS } from '../../../rules/rwnn/WoundState.ts';
import { CONTACT_INCHES } from '../CloseCombat.ts';
import type { Gunfighter } from '../Gunfighter.ts';
import type { ShootoutContext } from '../ShootoutContext.ts';

/**
 * Riders trapped under a fallen horse (000 FIGHTING, "Foot caught in stirrup: throw for injury again
 * immediately, and each time the characters card is drawn. A second 1 allows the character to escape ...
 * A character who’s horse has been shot from under him is trapped underneath. Treat as above, but subtract
 * one from the dice for each friend trying to pull him clear."): he throws as he falls and on each of his
 * cards ({@link caughtThrow}), a friend on foot in base contact with him taking one off the die, and a 1 (or
 * less) frees him; until then he can do nothing, Joker or not. "Otherwise he suffers the damage indicated" on
 * a chart whose faces 000 does not print: no damage is read from the other faces (register entry
 * combat-damage-chart). Allocates nothing.
 *
 * @example trapped.fall(rider); trapped.turn(rider) // true: still held, his card is spent
 */
export class TrappedRiders {
  private readonly held: Uint8Array;
  private readonly caught = newCaughtThrow();

  constructor(
    private readonly game: ShootoutContext,
    private readonly stable: Stable,
  ) {
    this.held = new Uint8Array(game.figures.length);
  }

  reset(): void {
    this.held.fill(0);
  }

  /** Whether `f` is held under his horse. */
  isHeld(f: Gunfighter): boolean {
    return this.held[f.index] === 1;
  }

  /** `f`'s horse fell on him: he throws at once ("throw for injury again immediately"). */
  fall(f: Gunfighter): void {
    this.held[f.index] = 1;
    this.tryFree(f);
  }

  /** His card: trapped, he throws to get free and does nothing else (true); else false. */
  turn(f: Gunfighter): boolean {
    // A senseless man comes round first, as the game plays it; he throws on his cards after that.
    if (this.held[f.index] === 0 || f.wounds.status === STATUS.knockedOut) return false;
    this.tryFree(f);
    return true;
  }

  private tryFree(f: Gunfighter): void {
    const helpers = this.friendsPulling(f);
    const c = caughtThrow(helpers, this.game.dice!, this.caught);
    if (c.escapes) this.held[f.index] = 0;
    if (this.game.log)
      this.game.log.line(
        `  ${f.name} is trapped under his horse${helpers > 0 ? ` (${helpers} friend(s) pulling)` : ''}: ${c.escapes ? 'he gets free' : `still held (${c.face})`}.`,
      );
  }

  /** Friends on foot, standing, in base contact with `f`: "each friend trying to pull him clear". */
  private friendsPulling(f: Gunfighter): number {
    let n = 0;
    for (const o of this.game.figures) {
      if (o === f || o.side !== f.side || !o.placed || o.isOut() || o.wounds.status !== STATUS.standing)
        continue;
      if (this.stable.horseOf(o.index) >= 0) continue;
      if (distance(o.x - f.x, o.y - f.y) <= CONTACT_INCHES) n++;
    }
    return n;
  }
}
