import type { SourceRef } from '../../SourceRef.ts';
import type { ByDieFace, DieFace } from './DieFace.ts';
import type { DynamiteInchesModifier } from './dynamiteThrow.ts';

/**
 * The TBC scatter ("The Brian Ansell Method"): a red and a black die, the scatter running from red to black
 * for black minus red inches. `modifiersApplyTo: 'size'` is the default reading of the lobbing modifiers on a
 * backward scatter (see dynamite-scatter-modifiers).
 *
 * @example DYNAMITE_SCATTER.directHitBelowInches === 1
 */
export interface DynamiteScatterTable {
  readonly source: SourceRef;
  readonly printed: readonly string[];
  readonly dice: 'red-and-black';
  readonly inches: 'black-minus-red';
  readonly directHitBelowInches: number;
  readonly modifiers: readonly DynamiteInchesModifier[];
  readonly modifiersApplyTo: 'size';
  readonly bounce: {
    readonly printed: readonly string[];
    readonly on: 'red-equals-black';
    readonly extraScatterRolls: number;
    readonly modifiersApply: boolean;
    readonly bouncesAtMostOnce: boolean;
  };
}

/** The TRWNN scatter: a Games Workshop scatter die and a distance die. */
export interface DynamiteScatterTrwnnTable {
  readonly source: SourceRef;
  readonly printed: readonly string[];
  /**
   * The Games Workshop scatter die the procedure names: two of its six faces carry the target symbol, four an
   * arrow. The document prints no faces; the count is the die's (see dynamite-scatter-die).
   */
  readonly scatterDie: { readonly printed: string; readonly targetFaces: readonly DieFace[] };
  readonly distanceDice: number;
  /** Both the target symbol and this face on the distance die: the stick bounces. */
  readonly bounceOnDistanceFace: number;
  readonly bounceRolls: number;
  /** A "DEAD ACCURATE" estimate halves every distance die result. */
  readonly deadAccurateDistance: 'halved';
}

/** Variant "A": one die gives the direction. @example const d: ScatterDirection = 'hit'; */
export type ScatterDirection = 'left' | 'right' | 'forward' | 'back' | 'hit';

/** Variant "A"'s chart, with the note naming variant "B". */
export interface DynamiteScatterVariantTable {
  readonly source: SourceRef;
  readonly printed: string;
  readonly results: ByDieFace<{ readonly direction: ScatterDirection; readonly printed: string }>;
  readonly variantB: string;
}

const DYNAMITE_000 = '000_53eda652e9702143.txt';

/**
 * 000 "Dynamite Lobbing Procedure", step 4, "Check for Scatter Roll a Red D6 and a Black D6 The Brian Ansell
 * Method. Modified for TBC": black minus red inches from red towards black (backwards when negative); +1" per
 * wound; +1" for a Clumsy, Drunk, Deranged, Jumpy, Runt or Wildman thrower; -1" for a Crack Shot, Deadeye,
 * Marksman, Nerves of Steel or True Grit thrower; under 1" is a direct hit. Equal dice bounce: two more scatter
 * rolls without the modifiers, and a stick bounces only once.
 *
 * @example DYNAMITE_SCATTER.modifiers[2].inches === -1
 */
export const DYNAMITE_SCATTER = {
  source: { document: DYNAMITE_000, section: 'Dynamite Lobbing Procedure' },
  printed: [
    '1. Visualize an arrow going through the two dice, with the Black dice as the head, and the red dice as the tail. That is the direction of the scatter from the selected Detonation point.',
    '2. Subtract the red dice from the black dice. The result is the distance in inches of the scatter. A positive result means scatter ‘ahead’ from the point of impact (scatters in the direction from red to black). A negative result means scatter ‘back’ from the point of impact (scatters in the direction from black to red).',
    '3. Apply ‘Lobbing Modifiers’ to the raw dice roll (a result of less than 1” scatter means a direct hit)',
  ],
  dice: 'red-and-black',
  inches: 'black-minus-red',
  directHitBelowInches: 1,
  modifiers: [
    { printed: 'For each would suffered by Thrower +1”', inches: 1, scaling: 'per-wound', skills: [] },
    {
      printed: 'Thrower is; Clumsy, Drunk, Deranged, Jumpy, Runt, Wildman +1”',
      inches: 1,
      scaling: 'flat',
      skills: ['clumsy', 'drunk-or-deranged', 'jumpy', 'runt', 'wildman'],
    },
    {
      printed: 'Thrower is: Crack Shot, Deadeye, Marksman, Nerves of Steel, True Grit -1”',
      inches: -1,
      scaling: 'flat',
      skills: ['crack-shot', 'deadeye', 'marksman', 'nerves-of-steel', 'true-grit'],
    },
  ],
  modifiersApplyTo: 'size',
  bounce: {
    printed: [
      '4. If the red and black dice are equal, the dynamite bounces. Roll for scatter 2 more times. ‘Lobbing Modifiers’ do not apply to scatter rolls for ‘Bouncing.’',
      'Dynamite can only start to bounce once, so if the red and black dice match up on either of the 2 ‘Bounce Rolls,’ treat it as if the stick flew up in the air and then landed on exactly the same spot. Then roll for any remaining bounces.',
    ],
    on: 'red-equals-black',
    extraScatterRolls: 2,
    modifiersApply: false,
    bouncesAtMostOnce: true,
  },
} as const satisfies DynamiteScatterTable;

/**
 * 000 "Dynamite Lobbing Procedure TRWNN Method.", "Check for Scatter or Bounce": a target symbol on the scatter
 * die is a hit, an arrow moves the marker the distance die's inches; a target with a 6 bounces (two more
 * rolls, and the same combination again leaves the marker where it is); a "Dead Accurate" estimate halves
 * the distance dice.
 *
 * @example DYNAMITE_SCATTER_TRWNN.bounceRolls === 2
 */
export const DYNAMITE_SCATTER_TRWNN = {
  source: { document: DYNAMITE_000, section: 'Dynamite Lobbing Procedure TRWNN Method.' },
  printed: [
    'Scatter: Roll 1 Games Workshop Scatter dice and 1 D6 Distance Dice. If you get a target symbol, the explosion will go off a the marker you placed. If you get an arrow, check the 1 D6. Move the marker in the direction of the arrow for that many inches. If you get BOTH 6 on the distance dice AND a target symbol on the scatter dice, your dynamite bounces! What fun!',
    'Bounce: Roll twice from our aiming marker with the Scatter and Distance dice, and place the marker where ever this procedure lands it. If the forces of probability conspire to give you the same combination of 6 and target symbol a second time in a row, then the marker stays where it is. If you were ‘Dead Accurate’ in your range guess, then halve the distance die results for every scatter of bounce result.',
  ],
  scatterDie: { printed: 'Roll 1 Games Workshop Scatter dice', targetFaces: [1, 2] },
  distanceDice: 1,
  bounceOnDistanceFace: 6,
  bounceRolls: 2,
  deadAccurateDistance: 'halved',
} as const satisfies DynamiteScatterTrwnnTable;

/**
 * 000 "Dynamite Scatter Variants", Variant "A": "Roll a regular D6": 1 Left, then lines lettered a. to e.
 * read as faces 2 to 6 (see dynamite-scatter-variant-a): Right, Forward, Back, Hit, Hit. The chart gives
 * no distance.
 *
 * @example DYNAMITE_SCATTER_VARIANT_A.results[3].direction === 'forward'
 */
export const DYNAMITE_SCATTER_VARIANT_A = {
  source: { document: DYNAMITE_000, section: 'Dynamite Scatter Variants' },
  printed: 'Variant “A” Roll a regular D6. The results are;',
  results: {
    1: { direction: 'left', printed: '1 = Left' },
    2: { direction: 'right', printed: 'a. = Right' },
    3: { direction: 'forward', printed: 'b. = Forward' },
    4: { direction: 'back', printed: 'c. = Back' },
    5: { direction: 'hit', printed: 'd. = Hit' },
    6: { direction: 'hit', printed: 'e. = Hit' },
  },
  variantB: 'Variant “B” The Brian Ansell Method. Modified for TBC See page 32',
} as const satisfies DynamiteScatterVariantTable;
