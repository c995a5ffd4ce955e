import type { Figure } from '../figure/Figure.ts';
import type { SkillProfile } from '../figure/SkillProfile.ts';
import { weaponIndex } from '../figure/weapons.ts';
import { firingDice } from '../shot/firingDice.ts';
import { FIRE, type ShotContext } from '../shot/ShotContext.ts';
import type { ShotRules } from '../shot/ShotRules.ts';
import type { FiringModifier } from '../tables/firingModifiers.ts';

const PISTOL = weaponIndex('pistol');
const SAWN_OFF = weaponIndex('sawn-off');

/** A modifier row's dice, or 0 when the row is absent or a skill of the shooter ignores it. */
function row(m: FiringModifier | null, p: SkillProfile): number {
  if (m === null) return 0;
  return p.ignoredModifiers.size > 0 && p.ignoredModifiers.has(m.id) ? 0 : m.dice;
}

/**
 * The dice of a Le Mat's grapeshot barrel under the dice version, fired by `s` from the revolver in hand
 * `g` (a pistol): "It works like a ordinary sawn-off shotgun" (000 Le Mat Revolvers), so the sawn-off's
 * range-chart row and its after-moving, aiming and blazing-away lines stand in for the pistol's, and
 * every other modifier (class, wounds on the firing arm, cover, skills) is the revolver shot's. The
 * figure holds a pistol, so {@link firingDice} counts the pistol's dice and the weapon's own lines are
 * swapped here; NaN beyond the sawn-off's reach. Allocates nothing.
 *
 * @example leMatBarrelDice(rules, gunman, target, context(5), 0) === 6 // sawn-off at 6" or less: 6 dice
 */
export function leMatBarrelDice(
  r: ShotRules,
  s: Figure,
  t: Figure | null,
  ctx: ShotContext,
  g: number,
): number {
  const pistol = s.weaponIndex[g]!;
  if (pistol !== PISTOL) throw new RangeError(`${s.name}: a Le Mat is a revolver, not a ${s.weapon(g)}`);
  const band = r.bandDice(SAWN_OFF, ctx.range);
  const n = firingDice(r, s, t, ctx, g);
  if (band !== band || n !== n) return NaN;
  const p = s.profile;
  let d = n - r.bandDice(PISTOL, ctx.range) + band;
  if (ctx.moved) d += row(r.afterMoving[SAWN_OFF]!, p) - row(r.afterMoving[PISTOL]!, p);
  if (ctx.mode === FIRE.aimed) d += row(r.aim[SAWN_OFF]!, p) - row(r.aim[PISTOL]!, p);
  if (ctx.mode === FIRE.blaze) d += r.blazeBonus[SAWN_OFF]! - r.blazeBonus[PISTOL]!;
  return d;
}
