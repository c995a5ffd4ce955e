import type { Dice } from '../../dice/Dice.ts';
import type { FafdmFigure } from './FafdmFigure.ts';
import type { FafdmCounts, FafdmLog } from './FafdmLog.ts';
import type { FafdmReadings } from './FafdmReadings.ts';
import type { FafdmShotSituation } from './FafdmShotSituation.ts';
import { panicTest } from './panicTest.ts';

/**
 * The panic test a figure takes after a shot (001 4.2 FIRE) or a fight (4.3 MELEE), "wounded or not", and
 * his escape: with a cover within 5U he flees to it (a free move), otherwise he plunges to the ground.
 * `from` is the figure who shot or struck him. Returns the dice over coolness (0 holds).
 *
 * @example panicAfterHit(bandit, guard, dice, readings, counts, OPEN_GROUND, null)
 */
export function panicAfterHit(
  target: FafdmFigure,
  from: FafdmFigure,
  dice: Dice,
  r: FafdmReadings,
  counts: FafdmCounts,
  at: FafdmShotSituation,
  log: FafdmLog | null,
): number {
  if (at.nerve?.immune(target) === true) {
    log?.line(`  Panic test (4.2): ${target.name} passes it without rolling (his band's rule, 9.3-9.12).`);
    return 0;
  }
  const cool = at.nerve?.panicCool(target, from) ?? target.cool;
  const p1 = dice.d6();
  const p2 = dice.d6();
  const shelter = at.shelter !== null && at.shelter.near(target);
  const failed = panicTest(target, p1, p2, r, shelter, cool);
  if (failed > 0) {
    counts.panics++;
    if (shelter) at.shelter!.flee(target, from);
  }
  log?.line(
    `  Panic test (4.2): ${p1}, ${p2} against ${cool}: ${target.name} ${failed === 0 ? 'holds' : `fails with ${failed} ${failed === 1 ? 'die' : 'dice'}`}: ${target.state}${failed > 0 && shelter ? `, flees to cover at (${target.x.toFixed(1)}, ${target.y.toFixed(1)})` : ''}.`,
  );
  return failed;
}
