import type { Dice } from '../../../dice/Dice.ts';
import { COOLNESS_SHOT_MODIFIER, diceOverCoolness } from '../coolnessTest.ts';
import type { FafdmFigure } from '../FafdmFigure.ts';
import type { FafdmLog, FafdmTableCounts } from '../FafdmLog.ts';
import type { FafdmReadings } from '../FafdmReadings.ts';
import type { FafdmShotSituation } from '../FafdmShotSituation.ts';
import { horseFightModifier } from '../horse/horseFightModifier.ts';
import { panicAfterHit } from '../panicAfterHit.ts';
import { rescueWounds } from '../rescueWounds.ts';
import { shotDamage } from '../shotDamage.ts';
import { MELEE_MODIFIERS as M, MELEE_RESCUE_MODIFIERS } from '../tables/meleeModifiers.ts';
import { meleeArmOf } from '../sideArms/meleeArmOf.ts';

/** Tab.4's modifiers for this attacker and defender (weapons, the ground, the defender's nerve, horses). */
export function fightModifier(attacker: FafdmFigure, defender: FafdmFigure): number {
  const a = meleeArmOf(attacker);
  const d = meleeArmOf(defender);
  let m = 0;
  if (a.improper && !d.improper) m += M.attackerImproper;
  if (d.improper && !a.improper) m += M.defenderImproper;
  if (a.twoHanded) m += M.attackerTwoHanded;
  if (d.twoHanded) m += M.defenderTwoHanded;
  if (defender.onGround && !attacker.onGround) m += M.defenderOnGround;
  if (defender.scared) m += M.defenderScared;
  else if (defender.shocked) m += M.defenderShocked;
  return m + horseFightModifier(attacker, defender);
}

/**
 * One melee (001 4.3): the attacker's COOLNESS TEST (+1 while shocked; it ends his shock, 4.3.2), then "a
 * single ROLL TO FIGHT": 1D6 + his COSTITUTION + the coolness modifier + Tab.4, read as a shot (<= 6 missed,
 * 7-9 one damage, >= 10 two); damage brings the RESCUE SHOT, 1D6 + damage + Tab.5 (attacker behind +2) -
 * the defender's COS as printed, or his REF (`fafdm.meleeRescue`, register entry fafdm-melee-rescue);
 * wounds off COS; then the panic test, as after a shot (`fafdm.panicAfter`). Only the attacker rolls.
 *
 * @example fightAction(warrior, guard, dice, readings, counts, at, null)
 */
export function fightAction(
  attacker: FafdmFigure,
  defender: FafdmFigure,
  dice: Dice,
  r: FafdmReadings,
  counts: FafdmTableCounts,
  at: FafdmShotSituation,
  log: FafdmLog | null,
): void {
  counts.fights++;
  const c1 = dice.d6();
  const c2 = dice.d6();
  const cool = attacker.cool + (at.coolnessBonus ?? 0);
  const over = diceOverCoolness(c1, c2, cool, attacker.shocked, r.coolness);
  const wasShocked = attacker.shocked;
  attacker.shocked = false;
  const tab4 = fightModifier(attacker, defender) + (at.attackBonus ?? 0);
  const m = COOLNESS_SHOT_MODIFIER[over] + tab4;
  const die = dice.d6();
  const total = die + attacker.cos + m;
  const damage = shotDamage(total);
  log?.line(
    `  ${attacker.name} fights ${defender.name} (4.3). Coolness test: ${c1}, ${c2} against ${cool}${wasShocked ? ', +1 shocked' : ''}: ${['steady', 'tense (-1)', 'nervous (-2)'][over]}. Roll to fight: ${die} + COS ${attacker.cos} ${m >= 0 ? '+' : '-'} ${Math.abs(m)} (Tab.4 ${tab4}) = ${total}: ${damage === 0 ? 'missed' : `struck, ${damage} damage`}.`,
  );
  if (damage > 0) {
    counts.hits++;
    const against = r.meleeRescue === 'cos' ? defender.cos : defender.ref;
    const rd = dice.d6();
    // Tab.5 "Attacker sidearm vs bare hands defender +1" (a pistol leaves its owner bare-handed).
    const armed = meleeArmOf(attacker).sideArm && !meleeArmOf(defender).improper;
    const tab5 =
      (at.behind ? MELEE_RESCUE_MODIFIERS.attackerBehind : 0) +
      (armed ? MELEE_RESCUE_MODIFIERS.attackerSidearm : 0);
    const wounds = rescueWounds(rd + damage + tab5 - against);
    counts.wounds += wounds;
    defender.cos -= wounds;
    if (!defender.inPlay && defender.cos + wounds > 0) attacker.eliminations++;
    log?.line(
      `  Rescue shot (4.3, Tab.5): ${rd} + ${damage}${at.behind ? ' + 2 behind' : ''}${armed ? ' + 1 side arm' : ''} - ${r.meleeRescue === 'cos' ? 'COS' : 'REF'} ${against}: ${defender.name} takes ${wounds === 1 ? '1 wound' : `${wounds} wounds`}; COS ${defender.cos}${defender.inPlay ? '' : ': eliminated (6.1)'}.`,
    );
  }
  if (defender.inPlay && (damage > 0 || r.panicAfter === 'shot-at'))
    panicAfterHit(defender, attacker, dice, r, counts, at, log);
}
