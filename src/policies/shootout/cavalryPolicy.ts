import type { DuelPolicy } from '../duel/DuelPolicy.ts';
import type { ActionChoice } from './ShootoutPolicy.ts';
import type { ShootoutView } from './ShootoutView.ts';
import { Tactic } from './Tactic.ts';

/**
 * `cavalry`: rides in at the nearest known enemy, fires from the saddle, and tramples the man he rides
 * into (riderTactics: RIDE.charge); thrown or unhorsed, he gets back on his horse when it stands within 3",
 * and on foot he presses the enemy as a rusher does, never breaking off a fight.
 *
 * @example cavalryPolicy(deliberatePolicy, 6)
 */
export function cavalryPolicy(fire: DuelPolicy, close: number): Tactic {
  return new (class Cavalry extends Tactic {
    act(view: ShootoutView, out: ActionChoice): void {
      this.press(view, out, close);
    }

    override escapeFight(): boolean {
      return false;
    }
  })(`cavalry:close=${close}:fire=${fire.name}`, fire);
}
