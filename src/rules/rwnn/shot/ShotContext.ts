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
  /**
   * Firing dice added for hatred or taken away for fear of the target (000 HATRED & FEAR: "He adds one dice
   * when fighting or shooting at him", "subtracts one dice"; two for extreme hatred or fear).
   */
  emotionDice: number;
  /**
   * The hit locations the target's cover hides from this shot, one bit per location die - 1 (bit 0 the
   * head): "shots that would have hit protected parts of his body cause him to duck back, but cannot
   * injure him" (000 COVER). Zero in the open.
   */
  protectedMask: number;
  /** What hides those parts ({@link SHIELD}): substantial cover, penetrable cover, or another character. */
  shield: ShieldCode;
  /** A shot through penetrable cover reads the white side of the wound chits, not one off the effect die. */
  penetrationWhiteSide: boolean;
  /**
   * The lowest face of one die that stops a graze or wound on a target standing in woods or scrub (002: "4+
   * in dense cover/terrain", "5+ in loose"; 000: "needing a 4, 5 or 6" in woods); 0 when he is in none.
   */
  treeStopsOn: number;
  /** Added to every hit's effect die: a shotgun's range (000 SHOTGUNS: "deduct two ... add one within three"). */
  effectModifier: number;
  /** The side of the wound chits the hits read ({@link CHART_SIDE}): the target's own, or one a rule forces. */
  chartSide: ChartSideCode;
}

/**
 * Which side of the wound chits a hit reads: the target's own (the white side if Tough), or a side a rule
 * forces: "At Close Range or less a shotgun victim ALWAYS uses the PINK SIDE ... At Long Range or greater
 * ... ALWAYS uses the WHITE SIDE" (000 SHOTGUNS, Bengal Club Rules Version).
 *
 * @example ctx.chartSide = CHART_SIDE.pink;
 */
export const CHART_SIDE = { own: 0, pink: 1, white: 2 } as const;
export type ChartSideCode = (typeof CHART_SIDE)[keyof typeof CHART_SIDE];

/**
 * What hides the protected parts of a target ({@link ShotContext.protectedMask}): "something reasonably
 * substantial, like an adobe wall or a pile of crates" stops the shot; "a wooden building wall or fence"
 * lets it through on a 1 or 2 with one off the damage dice (000 COVER); a shotgun's pellets never get
 * through wood ("a shotgun will not penetrate wooden walls, or fences", 000 SHOTGUNS); and "if the firing
 * line is obstructed by another character ... Hits on these parts are rolled for again on the unfortunate
 * interloper" (000 COVER).
 *
 * @example ctx.shield = SHIELD.penetrable;
 */
export const SHIELD = { substantial: 0, penetrable: 1, interloper: 2 } as const;
export type ShieldCode = (typeof SHIELD)[keyof typeof SHIELD];

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
    emotionDice: 0,
    protectedMask: 0,
    shield: SHIELD.substantial,
    penetrationWhiteSide: false,
    treeStopsOn: 0,
    effectModifier: 0,
    chartSide: CHART_SIDE.own,
  };
}
