import type { Dice } from '../../../dice/Dice.ts';
import type { DieFace } from '../tables/DieFace.ts';
import { DETECTION, type DetectionModifierId, type DetectionOutcome } from '../tables/detection.ts';
import type { DetectionReadings } from './DetectionReadings.ts';

/** What the detecting player's throw depends on. */
export interface DetectionAsk {
  /** The hidden man fired a weapon (lobbing dynamite included) in the action he is detected in. */
  readonly fired: boolean;
  /** He "Blazed away" when he fired. */
  readonly blazed: boolean;
  /** Inches from the detecting character to him. */
  readonly inches: number;
  readonly lineOfSight: boolean;
  /** He is Stealthy and "motionless behind cover". */
  readonly stealthyMotionless: boolean;
}

function modifierOf(id: DetectionModifierId): { modifier: number; withinInches: number | null } {
  for (const m of DETECTION.modifiers) if (m.id === id) return m;
  throw new Error(`no detection modifier ${id}`);
}

function within(inches: number, bound: number | null, r: DetectionReadings): boolean {
  if (bound === null) return false;
  return r.rangeBounds === 'less-than' ? inches < bound : inches <= bound;
}

/**
 * The sum of 000's detection modifiers: "6” or less away -2", else "12” or less away -1" (the nearer line
 * only: "It does NOT count as less than 12” away as well"; bounds as `rangeBounds` reads them, see
 * detection-six-inches), "‘Blazed away’ when he fired -3", "No line of sight +3".
 *
 * @example detectionModifier({ fired: true, blazed: true, inches: 8, lineOfSight: true, stealthyMotionless: false }, readings) === -4
 */
export function detectionModifier(a: DetectionAsk, r: DetectionReadings): number {
  const six = modifierOf('within-6-inches');
  const twelve = modifierOf('within-12-inches');
  const range = within(a.inches, six.withinInches, r)
    ? six.modifier
    : within(a.inches, twelve.withinInches, r)
      ? twelve.modifier
      : 0;
  return (
    range +
    (a.fired && a.blazed ? modifierOf('blazed-away').modifier : 0) +
    (a.lineOfSight ? 0 : modifierOf('no-line-of-sight').modifier)
  );
}

/**
 * One detecting player's throw at a hidden man (000 "Hiding and Detection"): one die plus
 * {@link detectionModifier}, read on the table for a man who fired (1-4 spotted, 5 something, 6 nothing) or
 * did not (1-2, 3-4, 5-6), a modified throw below 1 reading the 1 and above 6 the 6. A Stealthy man
 * motionless behind cover beyond 12" "cannot be seen at all": no die is thrown and nothing is seen
 * (`stealthy=unseen`), or the throw is made and "Spotted!" counts as "Something around here somewhere"
 * (`sensed`; see stealthy-detection).
 *
 * @example detectionThrow({ fired: false, blazed: false, inches: 20, lineOfSight: true, stealthyMotionless: false }, readings, new ScriptedDice([3])) === 'something-around-here'
 */
export function detectionThrow(a: DetectionAsk, r: DetectionReadings, dice: Dice): DetectionOutcome {
  const unseen = a.stealthyMotionless && a.inches > DETECTION.skills[0].unseenBeyondInches;
  if (unseen && r.stealthy === 'unseen') return 'nothing';
  const face = Math.min(6, Math.max(1, dice.d6() + detectionModifier(a, r))) as DieFace;
  const outcome = (a.fired ? DETECTION.firing : DETECTION.notFiring).results[face].outcome;
  return unseen && outcome === 'spotted' ? 'something-around-here' : outcome;
}
