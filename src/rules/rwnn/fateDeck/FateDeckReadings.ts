import type { RwnnRulesetId } from '../tables/rulesetTables.ts';

/**
 * Readings of the fate-deck passages that the books leave open or print differently; each has its entry in
 * docs/rules/interpretations/ (fate-deck-joker, slow-action-cards, action-cards-in-a-row, fate-deck-out-cards).
 *
 * @example const r: FateDeckReadings = fateDeckReadings('rwnn-1996'); // r.jokerHeld === 'return-unplayed'
 */
export interface FateDeckReadings {
  /**
   * Held action cards when the Joker is turned: 000 "must be played immediately or discarded", or 003
   * "shuffled back into the Fate Deck" without a last play.
   */
  readonly jokerHeld: 'play-or-discard' | 'return-unplayed';
  /** Action cards displayed face up and not yet claimed when the Joker is turned: they stay, or go back. */
  readonly jokerDisplayed: 'stay' | 'reshuffle';
  /** Whether a character who may not use action cards (Slow) still claims them for his side. */
  readonly slowClaims: 'claims' | 'passes-over';
  /** 000 MORE ACTION CARDS: any number of action cards played in a row, or one per side per card turned. */
  readonly inARow: 'any' | 'one';
  /**
   * The card of a character out of the gunfight for good (dead, surrendered, run off): it stays in the deck,
   * turned as a turn of nothing that claims displayed action cards for his side as any character card does
   * (`drawn`), or is taken out of the deck the next time it is drawn, claiming nothing (`removed`, as 000
   * treats a deactivated NPC's card).
   */
  readonly outCards: 'removed' | 'drawn';
}

/**
 * The fate-deck readings of a ruleset, with any single reading changed. The 1996 ruleset returns held cards
 * unplayed at the Joker (003); the extended edition and the quick reference sheet read 000.
 *
 * @example fateDeckReadings('rwnn-extended', { inARow: 'one' }).jokerHeld === 'play-or-discard'
 */
export function fateDeckReadings(
  ruleset: RwnnRulesetId,
  overrides: Partial<FateDeckReadings> = {},
): FateDeckReadings {
  return {
    jokerHeld: ruleset === 'rwnn-1996' ? 'return-unplayed' : 'play-or-discard',
    jokerDisplayed: 'stay',
    slowClaims: 'claims',
    inARow: 'any',
    outCards: 'removed',
    ...overrides,
  };
}
