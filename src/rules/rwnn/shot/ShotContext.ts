/**
 * How a figure fires (000 SHOOTING: "Characters can either fire deliberately, or they can blaze away";
 * "Characters using deliberate fire may choose to aim"): an aimed shot is deliberate fire after an Aim
 * action.
 *
 * @example ctx.mode = FIRE.blaze;
 */
export const FIRE = { deliberate: 0, blaze: 1, aimed: 2 } as const;
export type FireModeCode = (typeof FIRE)[keyof typeof FIRE];

/** Which gun fires: the one in the right hand, the one in the left, or both pistols at once. */
export const GUNS = { right: 0, left: 1, both: 2 } as const;
export type GunsCode = (typeof GUNS)[keyof typeof GUNS];

/** Cover the target is in: the quick reference's soft and hard cover; 000 has one line for either. */
export const COVER = { none: 0, soft: 1, hard: 2 } as const;
export type CoverCode = (typeof COVER)[keyof typeof COVER];

/**
 * The circumstances of one shot that are not the shooter's or the target's own state: what the firing
 * modifiers and the skills ask about. A scenario keeps one context and rewrites it before each shot.
 *
 * @example const ctx = newShotContext(); ctx.range = 6; ctx.mode = FIRE.aimed;
 */
export interface ShotContext {
  /** Inches to the target. */
  range: number;
  mode: FireModeCode;
  guns: GunsCode;
  /** The shooter moved before firing ("Firing pistol ... after moving"). */
  moved: boolean;
  cover: CoverCode;
  backshooting: boolean;
  /** The target moved on his last turn (Swift). */
  targetMoved: boolean;
  /** The shooter hates the target (HATRED & FEAR; a White knight's bonus). */
  targetHated: boolean;
}

/**
 * A context for a plain shot: deliberate, right hand, nobody moved, no cover.
 *
 * @example newShotContext().mode === FIRE.deliberate
 */
export function newShotContext(): ShotContext {
  return {
    range: 0,
    mode: FIRE.deliberate,
    guns: GUNS.right,
    moved: false,
    cover: COVER.none,
    backshooting: false,
    targetMoved: false,
    targetHated: false,
  };
}
