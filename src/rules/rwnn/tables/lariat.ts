import type { SourceRef } from '../../SourceRef.ts';
import type { RangeBandId } from './rangeChart.ts';
import type { SkillId } from './skills.ts';

/** One modifier to a roped man's escape throw: once, or once per wound. */
export interface LariatEscapeModifier {
  readonly printed: string;
  readonly modifier: number;
  readonly scaling: 'flat' | 'per-wound';
  readonly skills: readonly SkillId[];
}

/** The lariat rules. @example LARIAT.escape.atLeast === 6 */
export interface LariatTable {
  readonly source: SourceRef;
  /** The throw: a deliberate pistol shot, in the bands listed only, with extra dice. */
  readonly shot: {
    readonly printed: string;
    readonly bands: readonly RangeBandId[];
    readonly extraDice: number;
  };
  /** A hit ropes and knocks down the target, unless he has one of `unlessSkills`; behind cover he ducks back. */
  readonly roped: { readonly printed: string; readonly unlessSkills: readonly SkillId[] };
  /** The roped man's escape: a total of at least `atLeast` on `dice` dice, modified. */
  readonly escape: {
    readonly printed: string;
    readonly dice: number;
    readonly atLeast: number;
    readonly modifiers: readonly LariatEscapeModifier[];
  };
  /** A hog-tied man wriggles loose with at least `sixes` sixes on `dice` dice (one full action). */
  readonly hogTied: { readonly printed: string; readonly dice: number; readonly sixes: number };
  readonly notes: readonly string[];
}

/**
 * 000 "Lariats": a character with Rope Skills throws as a deliberate pistol shot at point blank or close range
 * with +1 dice; a hit ropes and knocks down the target unless he is Tough. A roped man escapes on "at least 6
 * on 2 D6" (Strong +1, Runt -1, -1 per wound), else he is dragged in and then hog-tied; a hog-tied man
 * wriggles loose with at least 2 sixes on 3 dice.
 *
 * @example LARIAT.escape.modifiers[2].scaling === 'per-wound'
 */
export const LARIAT = {
  source: { document: '000_53eda652e9702143.txt', section: 'Lariats' },
  shot: {
    printed:
      'A character with Rope Skills may use a lariat or lasso. This counts as a deliberate pistol shot at point blank, or close range only – but with +1 dice to hit.',
    bands: ['point-blank', 'close'],
    extraDice: 1,
  },
  roped: {
    printed:
      'Characters behind cover may not be roped, but must duck back. Otherwise, if hit, the target is ‘roped’ and knocked down – unless Tough.',
    unlessSkills: ['tough'],
  },
  escape: {
    printed: 'Characters who are roped must at least 6 on 2 D6 to escape.',
    dice: 2,
    atLeast: 6,
    modifiers: [
      { printed: 'Strong = +1', modifier: 1, scaling: 'flat', skills: ['strong'] },
      { printed: 'Runt = -1', modifier: -1, scaling: 'flat', skills: ['runt'] },
      { printed: 'Each Wound = -1', modifier: -1, scaling: 'per-wound', skills: [] },
    ],
  },
  hogTied: {
    printed:
      'Hog-tied characters are unable to move, or shoot until they wriggle loose by rolling at least 2 sixes on a roll of 3 dice, or are untied by a friend. Either method of escape takes 1 full action.',
    dice: 3,
    sixes: 2,
  },
  notes: [
    'If they do not escape, then on the thrower’s next action they will be dragged to the thrower’s location (not required if roped at point blank range). Then on the following thrower action they will be hog-tied.',
    'Once used to hog-tie an opponent (even if the victim gets loos) the lariat may not be reused for the duration of the game.',
    'If a character gets free, they do not need to recover, but must get up I the same way as any other ‘knocked down’ character.',
  ],
} as const satisfies LariatTable;
