import type { Figure } from '../figure/Figure.ts';
import { LOCATION, STATUS } from '../WoundState.ts';
import { ARM, ATTACKED_FROM, BLADE, type FightContext } from './FightContext.ts';
import { FIGHT_ROW } from './FightRow.ts';
import { CHARGE_INCHES, type FightRules } from './FightRules.ts';
import { horseCombatDice } from './horseCombatDice.ts';

/**
 * Whether `f` fights with a knife: Knifeman/Swordsman "adds four* dice in a fight, and one* to the throw for
 * effect, but only if armed with a knife/sword": the Bowie Knife row, or the Knife/Lance row with a knife.
 *
 * @example fightsWithKnife(FIGHT_ROW.bowieKnife, ARM.blade, BLADE.bowieKnife) === true
 */
export function fightsWithKnife(row: number, arm: number, blade: number): boolean {
  return (
    arm === ARM.blade &&
    (row === FIGHT_ROW.bowieKnife || (row === FIGHT_ROW.knifeLance && blade === BLADE.knife))
  );
}

/** His own wounds: 000's lines per wound and for the right arm, or 002's "Wounded" / "Seriously Wounded". */
function woundDice(r: FightRules, f: Figure): number {
  const fl = f.wounds.flesh;
  const se = f.wounds.serious;
  const flesh = fl[0]! + fl[1]! + fl[2]! + fl[3]! + fl[4]! + fl[5]!;
  const serious = se[0]! + se[1]! + se[2]! + se[3]! + se[4]! + se[5]!;
  if (flesh + serious === 0) return 0;
  let n = r.perFlesh * flesh + r.perSerious * serious;
  const arm = fl[LOCATION.rightArm]! + se[LOCATION.rightArm]!;
  if (arm > 0) n += r.rightArm * (r.rightArmPerWound ? arm : 1);
  if (r.woundedPerWound) n += r.wounded * flesh + r.seriouslyWounded * serious;
  else n += serious > 0 ? r.seriouslyWounded : r.wounded;
  return n;
}

/** The fighting numbers of his skills for this role (000 SKILLS & ATTRIBUTES; 003 SKILLS). */
function skillDice(r: FightRules, f: Figure, asAttacker: boolean, knife: boolean): number {
  const counts = f.skills;
  const terms = r.skillTerms;
  let n = 0;
  for (let i = 0; i < terms.length; i++) {
    const t = terms[i]!;
    const k = counts[t.skill];
    if (k === 0 || (t.bladeOnly && !knife)) continue;
    const d = asAttacker ? t.attack : t.defend;
    if (d !== 0) n += d * (t.starred ? k : 1);
  }
  if (asAttacker && r.wildmanFighterDice !== 0 && counts.wildman > 0 && counts.brawler === 0)
    n += r.wildmanFighterDice;
  return n;
}

/**
 * The dice `f` throws in this attack, attacking `opp` when `asAttacker` or defending against him, on `row`
 * (from {@link fightRowOf}): the row's Attack or Defend dice, then "add or subtract the following NUMBER OF
 * DICE rolled by the character" (000 FIGHTING) for every modifier of the ruleset's list the circumstances
 * name, the skills, and the context's extra dice (hatred and fear, the gamesmaster's). May be zero or
 * negative: the resolver throws none then. Allocates nothing.
 *
 * - class: Citizen -1, Shootist +1, Legend +2, his own;
 * - cover: 000 "Defender is behind cover - 1" off the attacker's dice; 002 "Behind Cover -1" the same, or
 *   off the dice of whoever is behind cover (`tables.fightBehindCover`);
 * - the attacker moved over 9" (000) or 9" or more (002; `tables.fightChargeDistance`): +2 to him;
 * - his own wounds: 000 each flesh wound -1, each serious wound -2, wounded right arm -1
 *   (`fight.rightArmWound`); 002 Wounded -1 / Seriously Wounded -2 (`tables.quickrefWoundedFighting`);
 * - backshooting +2 and "Defender on ground +2" (knocked down, or out under `readings.knockedOutOnGround`) to
 *   the attacker; "Attacked from side - 2" / "from rear - 4" to the defender;
 * - a lance or spear "add one dice in the first round of combat";
 * - skills: Agile and Swift +1*, Brawler +4* attacking (1996 Skilled Fighter +4, and a 1996 Wildman's),
 *   Bruiser +2* defending, Knifeman +4* with a knife, 1996 Strong +3* and Runt -3* (`tables.strongRuntEffect`);
 * - his drunken state this gunfight (000 Drunken / Deranged "-1 fighting": `profile.fightDice`);
 * - the horse combat lines his side of the context names ({@link horseCombatDice}).
 *
 * @example fightDice(rules, legend, gunman, ctx, true, FIGHT_ROW.fist) === 5 // Fist 3, Legend +2
 */
export function fightDice(
  r: FightRules,
  f: Figure,
  opp: Figure,
  ctx: FightContext,
  asAttacker: boolean,
  row: number,
): number {
  const arm = asAttacker ? ctx.attackerArm : ctx.defenderArm;
  const blade = asAttacker ? ctx.attackerBlade : ctx.defenderBlade;
  let n =
    (asAttacker ? r.attackDice[row]! : r.defendDice[row]!) +
    r.classDiceByIndex[f.classIndex]! +
    woundDice(r, f) +
    skillDice(r, f, asAttacker, fightsWithKnife(row, arm, blade)) +
    f.profile.fightDice +
    horseCombatDice(r.horse, asAttacker ? ctx.attackerHorse : ctx.defenderHorse);
  if (
    ctx.firstRound &&
    arm === ARM.blade &&
    row === FIGHT_ROW.knifeLance &&
    (blade === BLADE.footLance || blade === BLADE.mountedLance)
  )
    n += 1;
  if (r.coverOwn) {
    if (asAttacker ? ctx.attackerInCover : ctx.defenderInCover) n += r.coverDice;
  } else if (asAttacker && ctx.defenderInCover) n += r.coverDice;
  if (asAttacker) {
    n += ctx.attackerExtraDice;
    const moved = ctx.attackerMoved;
    if (r.chargeInclusive ? moved >= CHARGE_INCHES : moved > CHARGE_INCHES) n += r.chargeDice;
    if (ctx.backshooting) n += r.backshooting;
    const down = opp.wounds.status;
    if (
      down === STATUS.knockedDown ||
      (down === STATUS.knockedOut && r.readings.knockedOutOnGround === 'counts')
    )
      n += r.onGround;
  } else {
    n += ctx.defenderExtraDice;
    if (ctx.attackedFrom === ATTACKED_FROM.side) n += r.side;
    else if (ctx.attackedFrom === ATTACKED_FROM.rear) n += r.rear;
  }
  return n;
}
