import type { Dice } from '../../../dice/Dice.ts';
import type { FafdmFigure } from '../FafdmFigure.ts';
import type { FafdmCounts, FafdmLog } from '../FafdmLog.ts';
import type { FafdmReadings } from '../FafdmReadings.ts';
import type { FafdmShotSituation } from '../FafdmShotSituation.ts';
import { rescueWithLuck } from '../luckyDice.ts';
import { panicAfterHit } from '../panicAfterHit.ts';
import { DEFAULT_HORSE } from './horseOptions.ts';
import { optionalActionTest } from './optionalActionTest.ts';

/** 4.2 "getting 6 the horse is struck"; 4.2.2 "if 6 us obtained". */
export const HORSE_FALL_FACE = 6;
/** 4.2's "if the shot is 7". */
export const HORSE_SHOT_TOTAL = 7;

/**
 * The horse under a rider falls (001 4.2, 4.2.2): the rider is on foot and the horse is gone; "if the horse
 * was running, its horseman has to make a reflexes test, if it fails it will get a fall damage" (1 of 2 dice,
 * Tab.1's lightest test: register entry fafdm-horse-fall), one wound off COS or one damage through the
 * rescue test (`fafdm.fallDamage`); after 4.2.2's stray shot "he roll for PANIC TEST" (`panic`).
 */
function falls(
  rider: FafdmFigure,
  shooter: FafdmFigure,
  panic: boolean,
  dice: Dice,
  r: FafdmReadings,
  counts: FafdmCounts,
  at: FafdmShotSituation,
  log: FafdmLog | null,
): void {
  const h = rider.horse!;
  const running = h.gait === 'run';
  h.mounted = false;
  h.fallen = true;
  h.gait = 'standing';
  log?.line(`  ${rider.name}'s ${h.mount.name.toLowerCase()} is struck and falls down: he is on foot.`);
  const hr = r.horse ?? DEFAULT_HORSE;
  if (!running || optionalActionTest(rider, 1, 0, dice, hr.reflexes, 'is thrown from his running horse', log))
    return;
  const wounds = hr.fallDamage === 'wound' ? 1 : rescueWithLuck(dice, 1, rider, 0, r, at.luck, log);
  counts.wounds += wounds;
  rider.cos -= wounds;
  if (!rider.inPlay && rider.cos + wounds > 0) shooter.eliminations++;
  log?.line(
    `  The fall (4.2): ${rider.name} takes ${wounds === 1 ? '1 wound' : `${wounds} wounds`}; COS ${rider.cos}${rider.inPlay ? '' : ': eliminated (6.1)'}.`,
  );
  if (panic && rider.inPlay) panicAfterHit(rider, shooter, dice, r, counts, at, log);
}

/**
 * After one shooting test at a rider (001 4.2 FIRE): "Targeting a man on a horse, if the shot is 7, throw
 * 1d6 and getting 6 the horse is struck and it falls down" (`fafdm.horseFall`: a total of 7, or any shot of
 * 1 damage); and on a miss (4.2.2): "or the piece is mounted, throw 1d6; if 6 [...] the horse falls down".
 * A figure on foot, or a shot that leaves his horse alone, draws no die.
 *
 * @example horseAfterShot(guard, rider, 7, 1, new ScriptedDice([6]), readings, counts, OPEN_GROUND, null)
 */
export function horseAfterShot(
  shooter: FafdmFigure,
  target: FafdmFigure,
  total: number,
  damage: number,
  dice: Dice,
  r: FafdmReadings,
  counts: FafdmCounts,
  at: FafdmShotSituation,
  log: FafdmLog | null,
): void {
  if (target.horse?.mounted !== true || !target.inPlay) return;
  const reading = (r.horse ?? DEFAULT_HORSE).horseFall;
  const onHit = damage > 0 && (reading === 'total-seven' ? total === HORSE_SHOT_TOTAL : damage === 1);
  if (damage > 0 && !onHit) return;
  const d = dice.d6();
  log?.line(
    `  ${damage > 0 ? `A shot of ${total} at a rider (4.2)` : 'A miss at a rider (4.2.2)'}: 1D6 for his horse: ${d}${d === HORSE_FALL_FACE ? '' : ', the horse is unhurt'}.`,
  );
  if (d === HORSE_FALL_FACE) falls(target, shooter, damage === 0, dice, r, counts, at, log);
}
