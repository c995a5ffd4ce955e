import type { RwnnRulesetId } from '../tables/rulesetTables.ts';

/**
 * Readings of the cover passages that the books leave open or print differently; each value is explained
 * in its entry under docs/rules/interpretations/ (cover-exposed-locations, cover-penetration-effect,
 * terrain-stop, clear-shot-areas, cover-soft-and-hard).
 *
 * @example const r: CoverReadings = coverReadings('rwnn-extended', { notFiring: 'as-firing' });
 */
export interface CoverReadings {
  /** What a character behind cover who is not firing shows: his head only, or what he shows when firing. */
  readonly notFiring: 'head-only' | 'as-firing';
  /** The arms a shotgun, sawn-off or bow (weapons the passage does not name) shows: both, or the firing arm. */
  readonly shotgunArms: 'both-arms' | 'firing-arm';
  /** A shot through penetrable cover: one off the effect die, or the white side of the wound chits. */
  readonly penetration: 'minus-one' | 'white-side';
  /** The tree's stop: 000's (woods only, 4, 5 or 6) or 002's (any loose or dense terrain, 4+ dense, 5+ loose). */
  readonly terrainStop: 'extended' | 'quickref';
  /** The clear-shot total: every wood the line crosses, or only those neither figure stands in. */
  readonly clearShotAreas: 'all-crossed' | 'between-only';
  /** Which of 002's firing lines penetrable cover (a fence, a wooden wall) takes: soft (-1) or hard (-2). */
  readonly penetrableCover: 'soft' | 'hard';
  /** Whether scrub (and tall grass) also takes a firing die, as brush does, besides the clear-shot throw. */
  readonly scrubConceals: 'clear-shot-only' | 'minus-one-die';
}

/**
 * The cover readings of a ruleset, with any single reading changed. The quick reference sheet stops shots
 * in terrain by its own line ("4+ in dense ... 5+ in loose"); the extended edition by 000 COMBAT IN THE
 * GREAT OUTDOORS; the 1996 edition has no great outdoors and borrows 000's.
 *
 * @example coverReadings('rwnn-quickref').terrainStop === 'quickref'
 */
export function coverReadings(ruleset: RwnnRulesetId, overrides: Partial<CoverReadings> = {}): CoverReadings {
  return {
    notFiring: 'head-only',
    shotgunArms: 'both-arms',
    penetration: 'minus-one',
    terrainStop: ruleset === 'rwnn-quickref' ? 'quickref' : 'extended',
    clearShotAreas: 'all-crossed',
    penetrableCover: 'soft',
    scrubConceals: 'clear-shot-only',
    ...overrides,
  };
}
