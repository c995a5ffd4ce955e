import type { Figure } from '../figure/Figure.ts';
import type { SkillProfile } from '../figure/SkillProfile.ts';
import type { FiringModifier } from '../tables/firingModifiers.ts';
import { LOCATION, STATUS } from '../WoundState.ts';
import { COVER, FIRE, GUNS, type ShotContext } from './ShotContext.ts';
import { TABLED_INCHES, type ShotRules } from './ShotRules.ts';

/** A modifier row's dice, or 0 when the row is absent or a skill of the shooter ignores it. */
function row(m: FiringModifier | null, p: SkillProfile): number {
  if (m === null) return 0;
  return p.ignoredModifiers.size > 0 && p.ignoredModifiers.has(m.id) ? 0 : m.dice;
}

/**
 * The dice `s` throws firing the gun in hand `g` at `t` (null when no target is named), or NaN beyond the
 * weapon's reach: the range chart's dice for the weapon and band, plus every firing modifier of the
 * ruleset's list that the shot's circumstances name (class; moving; two pistols or wrong-handed; an aimed
 * shot; the blazing-away bonus; wounds; cover; backshooting; a target knocked down or out), hatred and fear
 * and the skills (Crack shot, a target's Swift, a target's Stealthy behind cover, a White knight against
 * Evil or hated targets). Zero or fewer dice is a lucky shot (000 "Lucky shots"). Allocates nothing.
 *
 * Wounds are read as the duel reads them: "Head wound – 1" once for any head wound (or per head wound,
 * `duel.fireHeadWound`), "Flesh wound on firing arm for pistol, or either arm for rifle – 1", "Each
 * Serious wound – 2", and 002's "Wounded / Seriously wounded -1 / -2" by state (tables.quickrefWoundedFiring).
 *
 * @example firingDice(rules, legend, gunman, ctx, 0) === 5 // pistol at 6": 3, Legend +2
 */
export function firingDice(r: ShotRules, s: Figure, t: Figure | null, ctx: ShotContext, g: number): number {
  // Kept small so that the compiler inlines it into a scenario's turn: rarer parts are functions of their own.
  const w = s.weaponIndex[g]!;
  const range = ctx.range;
  const band =
    range >= 0 && range <= TABLED_INCHES && (range | 0) === range
      ? r.bandTable[w]![range]!
      : r.bandDice(w, range);
  if (band !== band) return NaN;
  let n = band + r.classDiceByIndex[s.classIndex]! + s.profile.firingDice + woundDice(r, s, g);
  if (ctx.mode === FIRE.blaze) n += r.blazeBonus[w]!;
  if (
    ctx.moved ||
    ctx.guns !== GUNS.right ||
    ctx.mode === FIRE.aimed ||
    ctx.cover !== COVER.none ||
    ctx.backshooting ||
    ctx.targetMoved ||
    ctx.targetHated ||
    ctx.emotionDice !== 0 ||
    (t !== null && (t.wounds.status !== STATUS.standing || t.profile.evil))
  )
    n += circumstanceDice(r, s, t, ctx, g, w);
  return n;
}

/** The wound modifiers of the shooter firing the gun in hand `g`. */
function woundDice(r: ShotRules, s: Figure, g: number): number {
  const wounds = s.wounds;
  const flesh = wounds.flesh;
  const serious = wounds.serious;
  let n = 0;
  const head = flesh[LOCATION.head]! + serious[LOCATION.head]!;
  if (head > 0) n += r.headWound * (r.headWoundPerWound ? head : 1);
  const armFlesh =
    s.oneHanded[g] === 1
      ? flesh[g === 0 ? LOCATION.rightArm : LOCATION.leftArm]!
      : flesh[LOCATION.rightArm]! + flesh[LOCATION.leftArm]!;
  if (armFlesh > 0) n += r.fleshFiringArm;
  const seriousTotal = wounds.seriousTotal();
  n += r.perSerious * seriousTotal;
  if (r.wounded !== 0 || r.seriouslyWounded !== 0) n += quickrefWoundDice(r, s, seriousTotal);
  return n;
}

/** 002's "Wounded / Seriously wounded -1 / -2": by the worst wound, or per wound. */
function quickrefWoundDice(r: ShotRules, s: Figure, seriousTotal: number): number {
  const f = s.wounds.flesh;
  const anyFlesh = f[0]! + f[1]! + f[2]! + f[3]! + f[4]! + f[5]!;
  if (r.woundedPerWound) return r.wounded * anyFlesh + r.seriouslyWounded * seriousTotal;
  return seriousTotal > 0 ? r.seriouslyWounded : anyFlesh > 0 ? r.wounded : 0;
}

/** The modifiers of the shot's circumstances and the target's state and skills. */
function circumstanceDice(
  r: ShotRules,
  s: Figure,
  t: Figure | null,
  ctx: ShotContext,
  g: number,
  w: number,
): number {
  const p = s.profile;
  let n = 0;
  if (ctx.moved) n += row(r.afterMoving[w]!, p);
  if (ctx.guns === GUNS.both) n += row(r.twoPistols, p);
  else if (g === 1 && r.offHandWrongHanded) n += row(r.wrongHanded, p);
  if (ctx.mode === FIRE.aimed) n += row(r.aim[w]!, p);
  if (ctx.cover !== COVER.none) n += row(ctx.cover === COVER.soft ? r.softCover : r.hardCover, p);
  if (ctx.backshooting) n += r.backshooting;
  n += ctx.emotionDice;
  if (t !== null) {
    const down = t.wounds.status;
    if (down === STATUS.knockedDown || down === STATUS.knockedOut) n += r.targetDown;
    if (ctx.targetMoved) n += t.profile.opponentDiceIfMoved;
    // Stealthy: "subtract one* firing dice if shot at behind cover" (000 SKILLS & ATTRIBUTES; 003's Stalker):
    // whenever the shot takes the "Target in cover" line (register entry stealthy-behind-cover).
    if (ctx.cover !== COVER.none) n += t.profile.opponentDiceBehindCover;
    if (t.profile.evil || ctx.targetHated) n += p.firingDiceVsEvilOrHated;
  }
  return n;
}
