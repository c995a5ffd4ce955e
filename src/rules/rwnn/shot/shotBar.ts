import type { Figure } from '../figure/Figure.ts';
import { STATUS } from '../WoundState.ts';
import { FIRE, type ShotContext } from './ShotContext.ts';
import type { ShotRules } from './ShotRules.ts';

/**
 * Why a shot may not be taken, as a small integer (0: it may). The White knight "may not back-shoot, shoot
 * knocked down targets or anyone unable to shoot back" (000 SKILLS & ATTRIBUTES; 003 SKILLS); "Citizens may
 * not fire deliberately" and two pistols fired together "may not fire deliberately" (000 SHOOTING, RANGE
 * CHART) are settled by the mode the rules force, not barred here.
 *
 * @example SHOT_BAR.whiteKnightTargetDown === 2
 */
export const SHOT_BAR = {
  none: 0,
  whiteKnightBackshooting: 1,
  whiteKnightTargetDown: 2,
  whiteKnightTargetDefenceless: 3,
  cannotBlaze: 4,
} as const;
export type ShotBarCode = (typeof SHOT_BAR)[keyof typeof SHOT_BAR];

/** The words of each bar, for narration. @example SHOT_BAR_WORDS[SHOT_BAR.whiteKnightTargetDown] */
export const SHOT_BAR_WORDS = [
  '',
  'a White knight may not back-shoot',
  'a White knight may not shoot knocked down targets',
  'a White knight may not shoot anyone unable to shoot back',
  'his weapon cannot blaze away',
] as const;

/**
 * Whether `s` may fire at `t` in this context. "Unable to shoot back" is read by `shot.unableToShootBack`:
 * a target with no gun he could ever fire again (default), or one who cannot fire this turn.
 *
 * @example shotBar(rules, whiteKnight, downedTarget, ctx) === SHOT_BAR.whiteKnightTargetDown
 */
export function shotBar(r: ShotRules, s: Figure, t: Figure, ctx: ShotContext): ShotBarCode {
  if (ctx.mode === FIRE.blaze && r.canBlaze[s.weaponIndex[0]!] === 0) return SHOT_BAR.cannotBlaze;
  if (!s.profile.whiteKnight) return SHOT_BAR.none;
  if (ctx.backshooting) return SHOT_BAR.whiteKnightBackshooting;
  const st = t.wounds.status;
  if (st === STATUS.knockedDown || st === STATUS.knockedOut) return SHOT_BAR.whiteKnightTargetDown;
  const defenceless =
    r.readings.unableToShootBack === 'no-working-gun' ? !t.hasWorkingGun() : t.readyGun() < 0;
  return defenceless ? SHOT_BAR.whiteKnightTargetDefenceless : SHOT_BAR.none;
}
