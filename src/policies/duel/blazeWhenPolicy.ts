import { DEFAULT_SHOT_CHOOSER } from '../../rules/rwnn/shot/defaultShotChooser.ts';
import type { DuelPolicy } from './DuelPolicy.ts';
import { blazeMode } from './fixedPolicies.ts';

/**
 * `blaze-when:k=K:j=J`: blazes away when it adds at least k dice over deliberate fire, or when the deliberate
 * dice are at most j (000's advice: "Blazing away is usually only a good plan if it more than doubles the
 * number of dice"). Defaults k = 3, j = 2. Skill choices are the defaults.
 *
 * @example blazeWhenPolicy(3, 1).chooseFire(view) // 'blaze' when deliberate dice <= 1
 */
export function blazeWhenPolicy(k = 3, j = 2): DuelPolicy {
  return {
    name: `blaze-when:k=${k}:j=${j}`,
    chooseFire: (v) =>
      v.blazeDice - v.deliberateDice >= k || v.deliberateDice <= j ? blazeMode(v) : 'deliberate',
    ...DEFAULT_SHOT_CHOOSER,
  };
}
