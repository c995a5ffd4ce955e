import { DEFAULT_SHOT_CHOOSER } from '../../rules/rwnn/shot/defaultShotChooser.ts';
import type { DuelPolicy } from './DuelPolicy.ts';
import { blazeMode } from './fixedPolicies.ts';

/** The most dice either parameter can sensibly name: more than any figure ever throws. */
export const BLAZE_WHEN_MAX = 12;

/**
 * Checks a `k` or `j` of blaze-when: a whole number of dice from 0 to {@link BLAZE_WHEN_MAX}. Returns the
 * message naming what is wrong, or null.
 *
 * @example blazeWhenParamError('k', -1) // 'k=-1: a whole number of dice from 0 to 12'
 */
export function blazeWhenParamError(key: 'k' | 'j', n: number): string | null {
  return Number.isInteger(n) && n >= 0 && n <= BLAZE_WHEN_MAX
    ? null
    : `${key}=${n}: a whole number of dice from 0 to ${BLAZE_WHEN_MAX}`;
}

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
