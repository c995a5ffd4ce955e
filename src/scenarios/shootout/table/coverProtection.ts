import { MATERIAL } from '../../../rules/rwnn/cover/CoverMaterial.ts';
import { POSTURE } from '../../../rules/rwnn/cover/CoverPosture.ts';
import type { CoverReadings } from '../../../rules/rwnn/cover/CoverReadings.ts';
import { COVER_SHAPE } from '../../../rules/rwnn/cover/CoverShape.ts';
import { firingArms } from '../../../rules/rwnn/cover/firingArms.ts';
import { protectedLocations } from '../../../rules/rwnn/cover/protectedLocations.ts';
import { GUNS, SHIELD, type ShotContext } from '../../../rules/rwnn/shot/ShotContext.ts';
import type { Gunfighter } from '../Gunfighter.ts';
import type { CoverReport } from './CoverReport.ts';

/**
 * Writes into `ctx` the parts of `t` his cover hides from a shot (000 COVER): what he shows depending on
 * whether he is firing from it, has ducked back or neither, and what the cover is made of; nothing hidden
 * in the open. Returns whether he is behind cover. A figure's shot and a townsman's read it alike.
 *
 * @example if (!coverProtection(ctx, cover, t, rules.cover)) checkInterlopers();
 */
export function coverProtection(
  ctx: ShotContext,
  cover: CoverReport,
  t: Gunfighter,
  cr: CoverReadings,
): boolean {
  ctx.protectedMask = 0;
  ctx.shield = SHIELD.substantial;
  ctx.penetrationWhiteSide = cr.penetration === 'white-side';
  if (cover.shape === COVER_SHAPE.none) return false;
  const posture = t.duckedBack ? POSTURE.duckedBack : t.firing ? POSTURE.firing : POSTURE.notFiring;
  ctx.protectedMask = protectedLocations(cover.shape, posture, firingArms(t.weapon(0), GUNS.right, cr), cr);
  ctx.shield = cover.material === MATERIAL.penetrable ? SHIELD.penetrable : SHIELD.substantial;
  return true;
}
