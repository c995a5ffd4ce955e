import type { SourceRef } from '../../SourceRef.ts';

/**
 * The reaction throws 000 and 003 suggest for play without a gamesmaster, as d6 faces: the least face that
 * reacts (a throw of it or more succeeds).
 *
 * @example BACKSHOOT_REACTION.rearNear.need === 4
 */
export interface BackshootReactionTable {
  readonly sources: readonly SourceRef[];
  /** "a one in three chance of reacting to an enemy within twelve inches of their rear": 5 or 6. */
  readonly rearFar: { readonly inches: number; readonly need: number };
  /** "a 50% chance once the scheming rat gets within six inches": 4, 5 or 6. */
  readonly rearNear: { readonly inches: number; readonly need: number };
  /** "a further 50% chance of reacting to the sound of the gun cocking": 4, 5 or 6. */
  readonly gunCocking: { readonly need: number };
  readonly printed: readonly string[];
}

/**
 * 000 BACKSHOOTING (003 prints the same words): "We suggest that a character should have a one in three
 * chance of reacting to an enemy within twelve inches of their rear, and a 50% chance once the scheming rat
 * gets within six inches. Once he actually draws a bead on his proposed victim, there should be a further 50%
 * chance of reacting to the sound of the gun cocking, and an immediate Fast Draw resulting". One in three is
 * a 5 or 6 on a d6, one in two a 4, 5 or 6 (register entry backshooting-reactions).
 *
 * @example BACKSHOOT_REACTION.rearFar.inches === 12
 */
export const BACKSHOOT_REACTION = {
  sources: [
    { document: '000_53eda652e9702143.txt', section: 'BACKSHOOTING' },
    { document: '003_e162d46cc374eff2.txt', section: 'BACKSHOOTING' },
  ],
  rearFar: { inches: 12, need: 5 },
  rearNear: { inches: 6, need: 4 },
  gunCocking: { need: 4 },
  printed: [
    'We suggest that a character should have a one in three chance of reacting to an enemy within twelve inches of their rear, and a 50% chance once the scheming rat gets within six inches.',
    'Once he actually draws a bead on his proposed victim, there should be a further 50% chance of reacting to the sound of the gun cocking, and an immediate Fast Draw resulting, just as if he had been challenged.',
  ],
} as const satisfies BackshootReactionTable;

/**
 * The least d6 face with which a figure reacts to an enemy `distance` inches away behind him ("within",
 * taken as that distance or less), or 0 when he is too far off to be noticed at all.
 *
 * @example rearReactionNeed(6) === 4; rearReactionNeed(9) === 5; rearReactionNeed(12.5) === 0
 */
export function rearReactionNeed(distance: number): number {
  const t = BACKSHOOT_REACTION;
  if (distance <= t.rearNear.inches) return t.rearNear.need;
  if (distance <= t.rearFar.inches) return t.rearFar.need;
  return 0;
}
