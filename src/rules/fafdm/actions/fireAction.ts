import type { Dice } from '../../../dice/Dice.ts';
import { COOLNESS_SHOT_MODIFIER, diceOverCoolness } from '../coolnessTest.ts';
import type { FafdmFigure } from '../FafdmFigure.ts';
import type { FafdmCounts, FafdmLog } from '../FafdmLog.ts';
import type { FafdmReadings } from '../FafdmReadings.ts';
import { OPEN_GROUND, type FafdmShotSituation } from '../FafdmShotSituation.ts';
import { emptyCylinderShots } from './emptyCylinder.ts';
import { strayShot } from '../friendlyFire/strayShot.ts';
import { horseAfterShot } from '../horse/horseFalls.ts';
import { horseShotModifier } from '../horse/horseShotModifier.ts';
import { targetModifier } from '../friendlyFire/targetModifier.ts';
import { opportunityCoolness } from '../opportunityCoolness.ts';
import { panicAfterHit } from '../panicAfterHit.ts';
import { rerolled, rescueWithLuck } from '../luckyDice.ts';
import { shotDamage } from '../shotDamage.ts';
import { DOUBLE_BARREL_CLOSE_U, FAFDM_GUNS } from '../tables/fafdmGuns.ts';
import { OPPORTUNITY_SHOT } from '../tables/opportunityShot.ts';
import { RESCUE_MODIFIERS, SHOT_MODIFIERS as M } from '../tables/shotModifiers.ts';

/** The opportunity shot's coolness outcome, written in place: a shot allocates nothing. */
const OPPORTUNITY_COOL: { over: 0 | 1 | 2; modifier: number } = { over: 0, modifier: 0 };

/** The action points one fire action costs the figure (Tab.6-7's ACTION column; 5.3.3's hunting rifle). */
export function fireCost(shooter: FafdmFigure, r: FafdmReadings): number {
  return shooter.gun === FAFDM_GUNS['hunting-rifle'] && r.huntingRifleCa === 'text' ? 3 : shooter.gun.fireCa;
}

/** Whether the shooter can fire at a target `distanceU` away: loaded, and within the gun's maximum range. */
export function canFire(shooter: FafdmFigure, distanceU: number): boolean {
  return shooter.shotsLeft > 0 && !shooter.jammed && distanceU <= shooter.gun.maxU;
}

/**
 * One fire action (001 4.2 FIRE) at a target in the open, `distanceU` away, in front (a rider or a shooter
 * in the saddle takes Tab.3's horse rows, and a shot at a rider may bring his horse down: horse/): the shots declared (the gun's shots a turn, as many as are left), one COOLNESS TEST (which ends
 * the shooter's shock, 4.3.2), then for each shot a SHOOTING TEST with Tab.3's rows for range, the target's
 * turn and a lying target, and each shot after the first -1; a struck target takes the RESCUE TEST, loses
 * its wounds off COS, and, still in play, the panic test (after every shot with `panicAfter: shot-at`).
 * An aiming shooter (`shooter.aiming`, a policy's choice the rules allowed) adds Tab.3's +1. On a table, `at`
 * gives the target's cover (4.2.1: not cumulative, so a lying target beyond short range takes the stronger of
 * his cover and the lying -1), whether the shooter is behind him (rescue +2), Tab.3's "no target in sight at
 * the start" and the shelter a panicked target flees to.
 *
 * @example fireAction(guard, bandit, 8, dice, readings, counts, null)
 */
export function fireAction(
  shooter: FafdmFigure,
  target: FafdmFigure,
  distanceU: number,
  dice: Dice,
  r: FafdmReadings,
  counts: FafdmCounts,
  log: FafdmLog | null,
  at: FafdmShotSituation = OPEN_GROUND,
): void {
  const gun = shooter.gun;
  let shots = Math.min(gun.perTurn, shooter.shotsLeft);
  const wasShocked = shooter.shocked;
  const c1 = dice.d6();
  const c2 = dice.d6();
  const plus = at.coolnessPlus === true;
  const cool = shooter.cool + (at.coolnessBonus ?? 0);
  let over = diceOverCoolness(c1, c2, cool, wasShocked || plus, r.coolness);
  let coolMod: number = COOLNESS_SHOT_MODIFIER[over];
  if (at.opportunity) {
    opportunityCoolness(c1, c2, cool, wasShocked || plus, r, OPPORTUNITY_COOL);
    over = OPPORTUNITY_COOL.over;
    coolMod = OPPORTUNITY_COOL.modifier;
  }
  shooter.shocked = false;
  log?.line(
    `  ${shooter.name} ${gun.thrownCosTimes === undefined ? `fires ${shots === 1 ? 'one shot' : `${shots} shots`}` : `throws his ${shooter.gunId} (Tab.8)`} at ${target.name} (${Number.isInteger(distanceU) ? distanceU : distanceU.toFixed(1)}U). Coolness test (4.2): ${c1}, ${c2} against ${cool}${wasShocked ? `, +${at.opportunity && r.opportunityCool === 'double-shock' ? 2 : 1} shocked` : plus ? ', +1 (9.12)' : ''}: ${at.opportunity ? `${['steady', 'tense', 'nervous'][over]} (${coolMod}, 4.2.3)` : ['steady', 'tense (-1)', 'nervous (-2)'][over]}.`,
  );
  const short = distanceU <= gun.shortU;
  // 5.2.2: "once the coolness test to hit is passed"; otherwise the declared shot is fired as usual.
  const emptied = at.emptyCylinder && over === 0;
  const strikes = emptied && r.cylinder === 'strikes';
  if (emptied) shots = emptyCylinderShots(shooter, dice, log);
  // 4.2.3: "without bonuses, the target is moving (-1)": a band's or a scenario's penalty still counts.
  const bandMod = at.attackBonus ?? 0;
  const mods = at.opportunity
    ? coolMod + OPPORTUNITY_SHOT.targetMoving + Math.min(0, bandMod)
    : coolMod +
      (shooter.aiming ? M.aimed : 0) +
      (short ? M.shortRange : 0) +
      (gun === FAFDM_GUNS['double-barrelled'] && distanceU < DOUBLE_BARREL_CLOSE_U ? 1 : 0) +
      (at.noTargetAtStart ? M.noTargetAtStart : 0) +
      bandMod;
  for (let k = 0; k < shots && target.inPlay; k++) {
    shooter.shotsLeft--;
    counts.shots++;
    const firstUse = !shooter.fired;
    shooter.fired = true;
    const shotMod = mods + (k > 0 ? M.eachShotAfterFirst : 0);
    // Tab.3's horse rows; 4.2.3's opportunity shot takes none of their bonuses.
    const horse = horseShotModifier(shooter, target);
    const m =
      shotMod +
      targetModifier(target, short, at.cover, at.opportunity, r) +
      (at.opportunity ? Math.min(0, horse) : horse);
    let die = strikes ? 0 : dice.d6();
    // 1.6: a miss may be thrown again with a point of fame or fortune (a table's luck only).
    if (at.luck !== null && !strikes && shotDamage(die + shooter.shot + gun.bonus + m, r.shotTable) === 0)
      die = rerolled(die, shooter, 'shot', at.luck, dice, log);
    if (gun.jamsOnOne === true && die === 1) {
      shooter.jammed = true;
      log?.line(
        `  Shooting test (4.2): a 1 with 17 loaded: the weapon jams (5.3.2), no more shots this turn.`,
      );
      break;
    }
    const total = die + shooter.shot + gun.bonus + m;
    const damage = strikes ? 1 : shotDamage(total, r.shotTable);
    if (strikes) log?.line(`  A shot on target (5.2.2): struck, 1 damage.`);
    else
      log?.line(
        `  Shooting test (4.2, Tab.3): ${die} + SHOT ${shooter.shot} + weapon ${gun.bonus} ${m >= 0 ? '+' : '-'} ${Math.abs(m)} = ${total}: ${damage === 0 ? 'missed' : `struck, ${damage} damage`}.`,
      );
    // 4.2.2: a miss may strike a figure in the way.
    if (damage === 0) strayShot(shooter, target, distanceU, shotMod, short, dice, r, counts, at, log);
    if (damage > 0) {
      counts.hits++;
      // 5.2.1: the small gun's first use in a match, within short range, adds +1 to the rescue test.
      const rescueMod =
        (gun === FAFDM_GUNS.remington && firstUse && short ? 1 : 0) +
        (at.behind ? RESCUE_MODIFIERS.shooterBehind : 0);
      const wounds = rescueWithLuck(dice, damage, target, rescueMod, r, at.luck, log);
      counts.wounds += wounds;
      target.cos -= wounds;
      if (!target.inPlay && target.cos + wounds > 0) shooter.eliminations++;
      log?.line(
        `  Rescue test (4.2): ${target.name} (REF ${target.ref}) takes ${wounds === 1 ? '1 wound' : `${wounds} wounds`}; COS ${target.cos}${target.inPlay ? '' : ': eliminated (6.1)'}.`,
      );
    }
    // 4.2, 4.2.2: a shot at a rider may bring his horse down.
    horseAfterShot(shooter, target, strikes ? 0 : total, damage, dice, r, counts, at, log);
    if (target.inPlay && (damage > 0 || r.panicAfter === 'shot-at'))
      panicAfterHit(target, shooter, dice, r, counts, at, log);
  }
  // 5.2.2: "At the end of the turn the weapon is unloaded".
  if (emptied) shooter.shotsLeft = 0;
}
