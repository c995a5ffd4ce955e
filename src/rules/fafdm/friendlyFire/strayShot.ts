import type { Dice } from '../../../dice/Dice.ts';
import type { FafdmFigure } from '../FafdmFigure.ts';
import type { FafdmCounts, FafdmLog } from '../FafdmLog.ts';
import type { FafdmReadings } from '../FafdmReadings.ts';
import type { FafdmShotSituation } from '../FafdmShotSituation.ts';
import { rescueWithLuck } from '../luckyDice.ts';
import { panicAfterHit } from '../panicAfterHit.ts';
import { shotDamage } from '../shotDamage.ts';
import { RESCUE_MODIFIERS } from '../tables/shotModifiers.ts';
import type { StrayPick } from './FafdmStrays.ts';
import { targetModifier } from './targetModifier.ts';

/** 4.2.2: "throw 1d6; if 6 us obtained" the missed shot goes to the figure in the way. */
export const STRAY_FACE = 6;

/** 4.2.2: "within a 2\" ray from him" (the book's U). */
export const STRAY_REACH_U = 2;

const PICK: StrayPick = { figure: null, cover: 0, behind: false, enemy: false };

/**
 * A missed shot's friendly or indirect fire (001 4.2.2): with a figure on the fire line or within 2U of the
 * target (as `fafdm.friendlyFire` counts them: the shooter's friends, or anyone), 1D6; on a 6 "the shooting
 * test is done on that piece with all the consequences": a new shooting test with the shot's own modifiers
 * (`shotMod`: coolness, aim, range, the shot's rank, the band's) and his (turn, cover, lying), then his
 * rescue and panic tests. Nobody in the way: no die is thrown. Register entry fafdm-friendly-fire.
 *
 * @example strayShot(bandit, guard, 5, 1, true, dice, readings, counts, board.situation, log)
 */
export function strayShot(
  shooter: FafdmFigure,
  target: FafdmFigure,
  distanceU: number,
  shotMod: number,
  short: boolean,
  dice: Dice,
  r: FafdmReadings,
  counts: FafdmCounts,
  at: FafdmShotSituation,
  log: FafdmLog | null,
): void {
  if (at.strays == null || !at.strays.pick(shooter, target, PICK)) return;
  const by = PICK.figure!;
  const stray = dice.d6();
  log?.line(
    `  Friendly fire (4.2.2): ${by.name} is in the way of the shot at ${target.name} (${distanceU.toFixed(1)}U); 1D6: ${stray}${stray === STRAY_FACE ? ', the shot goes to him' : ', it goes wide'}.`,
  );
  if (stray !== STRAY_FACE) return;
  const m = shotMod + targetModifier(by, short, PICK.cover, at.opportunity, r);
  const die = dice.d6();
  const total = die + shooter.shot + shooter.gun.bonus + m;
  const damage = shotDamage(total, r.shotTable);
  log?.line(
    `  Shooting test on ${by.name} (4.2.2, Tab.3): ${die} + SHOT ${shooter.shot} + weapon ${shooter.gun.bonus} ${m >= 0 ? '+' : '-'} ${Math.abs(m)} = ${total}: ${damage === 0 ? 'missed' : `struck, ${damage} damage`}.`,
  );
  if (damage > 0) {
    counts.hits++;
    const wounds = rescueWithLuck(
      dice,
      damage,
      by,
      PICK.behind ? RESCUE_MODIFIERS.shooterBehind : 0,
      r,
      at.luck,
      log,
    );
    counts.wounds += wounds;
    by.cos -= wounds;
    if (PICK.enemy && !by.inPlay && by.cos + wounds > 0) shooter.eliminations++;
    log?.line(
      `  Rescue test (4.2): ${by.name} (REF ${by.ref}) takes ${wounds === 1 ? '1 wound' : `${wounds} wounds`}; COS ${by.cos}${by.inPlay ? '' : ': eliminated (6.1)'}.`,
    );
  }
  if (by.inPlay && (damage > 0 || r.panicAfter === 'shot-at'))
    panicAfterHit(by, shooter, dice, r, counts, at, log);
}
