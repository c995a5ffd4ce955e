import type { Dice } from '../../../dice/Dice.ts';
import type { FafdmFigure } from '../FafdmFigure.ts';
import type { FafdmLog } from '../FafdmLog.ts';

/**
 * The six-shot's emptied cylinder (001 5.2.2), once the coolness test is passed: "throws 6D6 and the scores
 * lower than his shooting skill are considered passed on target" (one die a round in the cylinder). Returns
 * the shots on target; each then goes through the usual shooting test, or strikes for 1 damage, by
 * `fafdm.cylinder` (register entry fafdm-empty-cylinder). The gun is empty after it.
 *
 * @example emptyCylinderShots(bandit, new ScriptedDice([1, 2, 3, 4, 5, 6]), null) === 3 // SHOT 4
 */
export function emptyCylinderShots(shooter: FafdmFigure, dice: Dice, log: FafdmLog | null): number {
  let hits = 0;
  const n = shooter.shotsLeft;
  let faces = 0;
  for (let k = 0; k < n; k++) {
    const d = dice.d6();
    if (d < shooter.shot) hits++;
    // The faces, packed in a number for the story: the fast run builds no list.
    faces = faces * 10 + d;
  }
  log?.line(
    `  ${shooter.name} empties his cylinder (5.2.2): ${String(faces).split('').join(', ')} under SHOT ${shooter.shot}: ${hits} on target.`,
  );
  return hits;
}
