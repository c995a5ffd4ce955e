import type { DuelPolicy } from '../duel/DuelPolicy.ts';
import type { ActionChoice } from './ShootoutPolicy.ts';
import type { ShootoutView } from './ShootoutView.ts';
import { Tactic } from './Tactic.ts';

/**
 * `rusher`: closes and fires. Beyond `close` inches of the nearest enemy he moves and fires toward him
 * (Move & Fire, two dice); within it he stands and fires at the best shot, or charges the nearest when that
 * shot is under two dice and the way to him is clear; his gun serviced first. He never escapes from a fight.
 *
 * `name` is the tactic's name: `cavalry` fights on foot as a rusher (riderTactics says how each rides).
 *
 * @example rusherPolicy(blazePolicy, 6)
 */
export function rusherPolicy(fire: DuelPolicy, close: number, name = 'rusher'): Tactic {
  return new (class Rusher extends Tactic {
    act(view: ShootoutView, out: ActionChoice): void {
      this.press(view, out, close);
    }

    /** He came to fight: he never breaks off. */
    override escapeFight(): boolean {
      return false;
    }
  })(`${name}:close=${close}:fire=${fire.name}`, fire);
}
