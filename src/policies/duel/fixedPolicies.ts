import { DEFAULT_SHOT_CHOOSER } from '../../rules/rwnn/shot/defaultShotChooser.ts';
import type { DuelFireView, DuelPolicy, FireMode } from './DuelPolicy.ts';

/**
 * Blazing away with both pistols when it costs no dice per pistol (an Ambidextrous two-gun man), else with one.
 *
 * @example blazeMode(view) === 'two-pistols' // view.twoPistolsDice >= view.blazeDice
 */
export function blazeMode(v: DuelFireView): FireMode {
  return v.twoPistolsDice >= v.blazeDice ? 'two-pistols' : 'blaze';
}

/** `deliberate`: always fires deliberately (where the rules allow it); default skill choices. */
export const deliberatePolicy: DuelPolicy = {
  name: 'deliberate',
  chooseFire: () => 'deliberate',
  ...DEFAULT_SHOT_CHOOSER,
};

/** `blaze`: always blazes away (with both pistols when that costs no dice); default skill choices. */
export const blazePolicy: DuelPolicy = { name: 'blaze', chooseFire: blazeMode, ...DEFAULT_SHOT_CHOOSER };
