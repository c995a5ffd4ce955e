import type { SourceRef } from '../../SourceRef.ts';
import type { SkillId } from './skills.ts';

/**
 * One printed line of inches added to a lob (negative to subtract): once, or once per wound the thrower has.
 * `skills` names the skills of SKILLS & ATTRIBUTES the line lists ("Drunk, Deranged" being the skill Drunk
 * (or Deranged)); it is empty for the per-wound line.
 *
 * @example const m: DynamiteInchesModifier = { printed: 'Thrower is Strong +4”', inches: 4, scaling: 'flat', skills: ['strong'] };
 */
export interface DynamiteInchesModifier {
  readonly printed: string;
  readonly inches: number;
  readonly scaling: 'flat' | 'per-wound';
  readonly skills: readonly SkillId[];
}

/** When the stick goes off: the "Boom" card shuffled in with the top cards of the Fate deck. */
export interface DynamiteFuse {
  readonly printed: string;
  readonly cardsShuffledWithBoom: number;
}

/** The TBC lob's distance. @example DYNAMITE_THROW.distanceDice.max === 3 */
export interface DynamiteThrowTable {
  readonly source: SourceRef;
  readonly prerequisites: { readonly source: SourceRef; readonly printed: readonly string[] };
  readonly distanceDice: { readonly printed: string; readonly min: number; readonly max: number };
  /** A Citizen throws the dice's total; anyone else any distance from the highest die to the total. */
  readonly distance: { readonly citizen: 'total'; readonly others: 'highest-die-to-total' };
  readonly modifiersHeading: string;
  readonly modifiers: readonly DynamiteInchesModifier[];
  readonly fuse: DynamiteFuse;
}

/** The TRWNN lob: an estimated distance, capped. @example DYNAMITE_THROW_TRWNN.maxInches.bundle === 16 */
export interface DynamiteThrowTrwnnTable {
  readonly source: SourceRef;
  readonly printed: readonly string[];
  readonly maxInches: { readonly singleStick: number; readonly bundle: number };
  /** An estimate within this many inches of the true range is "DEAD ACCURATE" (halves the scatter dice). */
  readonly deadAccurateWithinInches: number;
  /** "Other Modifiers to Dynamite Lob": the throwing distance halved. */
  readonly halved: {
    readonly source: SourceRef;
    readonly printed: readonly string[];
    readonly seriousWoundToGoodArm: true;
    readonly skills: readonly SkillId[];
  };
  readonly fuse: DynamiteFuse;
}

const DYNAMITE_000 = '000_53eda652e9702143.txt';

/**
 * 000 "Dynamite Lobbing Procedure" (TBC), steps 2, 3 and 6: "Select 1-3 D6 to determine the distance of the
 * throw"; a Citizen throws the full total, others anything from the highest die to the total; -1" per wound,
 * -1" if Drunk, Deranged or a Runt, +4" if Strong (SKILLS & ATTRIBUTES words Runt's and Strong's throwing
 * differently, see dynamite-throw-skill-lines); the "Boom" card goes off among the top three cards. Step 4 is
 * DYNAMITE_SCATTER, step 5 DYNAMITE_LAST_CHANCE.
 *
 * @example DYNAMITE_THROW.modifiers[2].inches === 4
 */
export const DYNAMITE_THROW = {
  source: { document: DYNAMITE_000, section: 'Dynamite Lobbing Procedure' },
  prerequisites: {
    source: { document: DYNAMITE_000, section: 'Dynamite Prerequisites' },
    printed: [
      'The character deploying dynamite must have a finite amount of sticks indicated on his card. Once they are used, he cannot use any more.',
      'The character deploying dynamite must NOT be engaged in Melee Combat at the time of use.',
    ],
  },
  distanceDice: {
    printed:
      'Select 1-3 D6 to determine the distance of the throw. Citizens must throw for the full distance of ALL dice thrown. Other characters may throw for a distance BETWEEN that of the highest die and the total of all dice thrown. (Even a Citizen can’t throw through a building, a cliff face, etc. So if he throws ‘long’ in these circumstances it just smacks up against the obstacle and then falls to the ground.)',
    min: 1,
    max: 3,
  },
  distance: { citizen: 'total', others: 'highest-die-to-total' },
  modifiersHeading: '3.) Modify distance of the throw',
  modifiers: [
    { printed: 'For each wound suffered by Thrower -1”', inches: -1, scaling: 'per-wound', skills: [] },
    {
      printed: 'Thrower is; Drunk, Deranged, Runt -1”',
      inches: -1,
      scaling: 'flat',
      skills: ['drunk-or-deranged', 'runt'],
    },
    { printed: 'Thrower is Strong +4”', inches: 4, scaling: 'flat', skills: ['strong'] },
  ],
  fuse: {
    printed:
      '6.) Determine when the explosion happens. Take the top three cards off the Fate deck. Add the “Boom” card to the stack of three. Shuffle them thoroughly and place them on top of the Fate deck. The explosion will go off when the ‘Boom’ card is drawn.',
    cardsShuffledWithBoom: 3,
  },
} as const satisfies DynamiteThrowTable;

/**
 * 000 "Dynamite Lobbing Procedure TRWNN Method.": the player estimates the range, at most 18" for a single
 * stick and 16" for a bundle; within 1" is "DEAD ACCURATE". A serious wound to the good arm, or Drunk or
 * Deranged, halves the throwing distance. The fuse is the same three cards and the "Boom" card.
 *
 * @example DYNAMITE_THROW_TRWNN.maxInches.singleStick === 18
 */
export const DYNAMITE_THROW_TRWNN = {
  source: { document: DYNAMITE_000, section: 'Dynamite Lobbing Procedure TRWNN Method.' },
  printed: [
    'Dynamite is usually lobbed by the person using it.',
    'Find a Detonation Point: Eyball the distance from thrower to taget. Literally, estimate the range in inches. This estimated range by never exceed 18” for single sticks, 16” for bundles.',
    'If your eyeball is more than 18”/16” in reality, then the marker is placed at exactly 18”/16” from the throwing figure. If you are DEAD ACCURATE (defined as having eyeballed to to within 1”), make a note of this to the referee.',
  ],
  maxInches: { singleStick: 18, bundle: 16 },
  deadAccurateWithinInches: 1,
  halved: {
    source: { document: DYNAMITE_000, section: 'Other Modifiers to Dynamite Lob' },
    printed: [
      'If a figure has suffered a Serious Wound to his ‘good arm,’ the throwing distance is halved.',
      'Drunk or Deranged characters suffer the same half distance throwing penalty.',
    ],
    seriousWoundToGoodArm: true,
    skills: ['drunk-or-deranged'],
  },
  fuse: {
    printed:
      'Take the top three cards off the Fate deck. Add the “Boom” card to the stack of three. Shuffle them thoroughly and place them on top of the Fate deck. The explosion will go off when the ‘Boom’ card is drawn.',
    cardsShuffledWithBoom: 3,
  },
} as const satisfies DynamiteThrowTrwnnTable;
