import type { SourceRef } from '../../SourceRef.ts';
import type { CharacterClass } from './CharacterClass.ts';
import type { ByDieFace, DieFace } from './DieFace.ts';
import type { IndianClass } from './IndianClass.ts';
import type { IndianSkillId } from './indianSkills.ts';
import type { SkillId } from './skills.ts';

/** The throw to pull an arrow out. @example const o: ArrowRemovalOutcome = 'removed'; */
export type ArrowRemovalOutcome = 'must-break-off' | 'no-progress' | 'removed';

/** The throw to break a stuck arrow off. @example const o: ArrowBreakingOutcome = 'passes-out'; */
export type ArrowBreakingOutcome = 'dies' | 'additional-wound' | 'passes-out' | 'broken';

/** The arrow-wound rules. @example ARROW_WOUNDS.impaledOn // [4, 5, 6] */
export interface ArrowWoundsTable {
  readonly source: SourceRef;
  readonly impaled: {
    readonly printed: string;
    readonly impaledOn: readonly DieFace[];
    /** An impaled man moves this many dice at most, and throws for another wound (one off the die) if he moves. */
    readonly movementDice: number;
    readonly additionalWoundModifier: number;
  };
  /** Who may pull or break the arrow himself; anyone else needs a helper. */
  readonly selfHelp: {
    readonly printed: string;
    readonly classes: readonly CharacterClass[];
    readonly indianClasses: readonly IndianClass[];
    readonly skills: readonly SkillId[];
    readonly indianSkills: readonly IndianSkillId[];
  };
  readonly removalHeading: string;
  readonly removal: ByDieFace<{ readonly outcome: ArrowRemovalOutcome; readonly printed: string }>;
  readonly breakingHeading: string;
  readonly breaking: ByDieFace<{ readonly outcome: ArrowBreakingOutcome; readonly printed: string }>;
  /** Dice lost firing or fighting with the arrow still in, and once it is broken off. */
  readonly impaledModifiers: {
    readonly printed: string;
    readonly projecting: number;
    readonly brokenOff: number;
  };
}

const FAST = {
  outcome: 'must-break-off',
  printed: '1, 2 arrow fast, must be broken off, try next turn.',
} as const;
const REMOVED = { outcome: 'removed', printed: '4, 5, 6 arrow removed.' } as const;
const DIES = { outcome: 'dies', printed: '1, 2 uncontrollable bleeding/vital organ: victim dies.' } as const;
const BROKEN = { outcome: 'broken', printed: '5, 6 arrow broken' } as const;

/**
 * 000 INDIAN WEAPONS, after a bow's wound: "throw again: on a 4, 5 or 6 he has been impaled" (one movement die
 * a turn, and a further wound throw, one off, if he moves). Getting it out: 1, 2 stuck fast, break it off;
 * 3 no progress; 4-6 removed. Breaking it: 1, 2 the victim dies; 3 an additional wound; 4 he passes out; 5, 6
 * broken. Shootists, Legends, Warriors, Mighty Warriors and the hardy skills manage alone. Firing or
 * fighting: -2 dice with the arrow in, -1 once broken off.
 *
 * @example ARROW_WOUNDS.breaking[4].outcome === 'passes-out'
 */
export const ARROW_WOUNDS = {
  source: { document: '000_53eda652e9702143.txt', section: 'INDIAN WEAPONS' },
  impaled: {
    printed:
      'If the target suffers an arrow wound, throw again: on a 4, 5 or 6 he has been impaled. An impaled character can only move one dice per turn, and if he does so must throw for an additional wound, subtracting one from the dice.',
    impaledOn: [4, 5, 6],
    movementDice: 1,
    additionalWoundModifier: -1,
  },
  selfHelp: {
    printed:
      'The best plan is to get the arrow out, or if that proves impossible, break it off. Shootists, Legends (& Warriors and Mighty Warriors) and characters who are Hard As Nails, a Legend Of The West (or of the Tribes), have Nerves Of Steel, are Tough or have True Grit can manage this on their own, others need someone to help them.',
    classes: ['shootist', 'legend'],
    indianClasses: ['warrior', 'mighty-warrior'],
    skills: ['hard-as-nails', 'legend-of-the-west', 'nerves-of-steel', 'tough', 'true-grit'],
    indianSkills: ['hard-as-nails', 'legend-of-the-tribes', 'nerves-of-steel', 'tough', 'true-grit'],
  },
  removalHeading: 'The character or his helper must throw a dice:',
  removal: {
    1: FAST,
    2: FAST,
    3: { outcome: 'no-progress', printed: '3 no progress, roll again next turn.' },
    4: REMOVED,
    5: REMOVED,
    6: REMOVED,
  },
  breakingHeading: 'If the arrow must be broken, throw on subsequent turns.',
  breaking: {
    1: DIES,
    2: DIES,
    3: { outcome: 'additional-wound', printed: '3 victim suffers additional wound' },
    4: { outcome: 'passes-out', printed: '4 victim passes out' },
    5: BROKEN,
    6: BROKEN,
  },
  impaledModifiers: {
    printed:
      'Impaled characters, subtract two dice if firing or fighting with the arrow still projecting from them, one dice if it has been broken off.',
    projecting: -2,
    brokenOff: -1,
  },
} as const satisfies ArrowWoundsTable;
