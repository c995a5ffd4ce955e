import type { SourceRef } from '../../SourceRef.ts';
import type { ByTwoDiceTotal } from './TwoDiceTotal.ts';

/** What an activated townsman does. @example const r: NpcReaction = 'joins-perpetrator'; */
export type NpcReaction =
  'leaves' | 'melee-improvised-weapons' | 'attacks-rear-or-side' | 'shoots-or-charges' | 'joins-perpetrator';

/** One total's line. */
export interface NpcReactionResult {
  readonly reaction: NpcReaction;
  readonly printed: string;
}

/** The NPC chart. @example NPC_REACTION.results[12].reaction === 'joins-perpetrator' */
export interface NpcReactionTable {
  readonly source: SourceRef;
  /** The conditions that wake a townsman, as printed (bullets dropped). */
  readonly triggers: readonly string[];
  /** The two ways of bringing him into play: the TBC variant and the TRWNN variant (which names 2 D6). */
  readonly variants: { readonly tbc: string; readonly trwnn: string };
  readonly results: ByTwoDiceTotal<NpcReactionResult>;
  readonly notes: readonly string[];
}

const LEAVES = {
  reaction: 'leaves',
  printed:
    '2-8 “I’m Outta Here!” (NPC moves away from action in a straight line for 2 D6 per turn until able to hide.',
} as const satisfies NpcReactionResult;

/**
 * 000 "Non-Player Characters": a townsman within 3" of gunfire (5" if the law is involved) or touched by a
 * lawless figure activates; on 2 D6, 2-8 he leaves, 9 he brawls with improvised weapons, 10 he attacks the
 * offender's rear or side, 11 he shoots or charges, 12 he joins the perpetrator's side for good.
 *
 * @example NPC_REACTION.results[8].reaction === 'leaves'
 */
export const NPC_REACTION = {
  source: { document: '000_53eda652e9702143.txt', section: 'Non-Player Characters' },
  triggers: [
    'The NPC figure was within 3” of gunfire.',
    'The NPC figure was within 5” of gunfire involving the town’s law enforcement personnel (i.e. the Sheriff or his deputies etc.)',
    'The NPC figure touches bases with a figure being controlled by a player NOT on the side of Law and Order.',
  ],
  variants: {
    tbc: 'TBC variant: when above NPC conditions are met, roll for result on the table below. If the NPC ‘activates,’ reshuffle immediately. From then on, all active NPC’s move immediately after the ‘Joker’ is drawn, but before the cards are reshuffled.',
    trwnn:
      'TRWNN variant: If one of these conditions is met, the NPC activates in the Fate deck (a blank NPC card is added to the Fate deck, the player’s name is hastily scribbled on it and the deck is shuffled immediately). 99% of NPC’s are ‘Citizens,’ so they will move and act accordingly. Once the NPC card is drawn, roll 2 D6 on the following table.',
  },
  results: {
    2: LEAVES,
    3: LEAVES,
    4: LEAVES,
    5: LEAVES,
    6: LEAVES,
    7: LEAVES,
    8: LEAVES,
    9: {
      reaction: 'melee-improvised-weapons',
      printed:
        '9 “Hey, you can’t push me around like that!” (NPC attempts Melee combat with improvised weapons)',
    },
    10: {
      reaction: 'attacks-rear-or-side',
      printed: '10 “Just building up my courage.” (NPC attacks the rear or side of offending charater)',
    },
    11: {
      reaction: 'shoots-or-charges',
      printed:
        '11 “Oh yeah? Take THAT!” (NPC takes a shot if armed, or advances on offending character into Melee combat)',
    },
    12: {
      reaction: 'joins-perpetrator',
      printed: '12 “Hey, Count me in!” (NPC joins in the fight on the side of the perpetrator)',
    },
  },
  notes: [
    'NPC’s are active for as long as they are within sight of the character that triggered them (with the exception of the “12” result, in which cast eh character is permanently active for the rest of the game).',
  ],
} as const satisfies NpcReactionTable;
