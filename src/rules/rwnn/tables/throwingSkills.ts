import type { SourceRef } from '../../SourceRef.ts';
import type { RangeBandId } from './rangeChart.ts';
import type { SkillId } from './skills.ts';

/** A skill that adds or takes away dice on a throw, as printed. */
export interface ThrowSkillRow {
  readonly skill: SkillId;
  readonly printed: string;
  /** Dice added to (or, negative, taken from) a throw. */
  readonly dice: number;
}

/** The Knifeman's throw and the throwing dice of the skills (000 SKILLS & ATTRIBUTES). */
export interface ThrowingSkillsTable {
  readonly source: SourceRef;
  readonly knifeman: {
    readonly printed: string;
    /** The farthest band the throw reaches, as a deliberate pistol shot, and its inches. */
    readonly maxBand: RangeBandId;
    readonly maxInches: number;
    /** "but with plus one dice to hit". */
    readonly dice: number;
  };
  readonly skillDice: readonly ThrowSkillRow[];
}

/**
 * 000 SKILLS & ATTRIBUTES: "A knifeman may throw his knife as if making a deliberate pistol shot at point
 * blank and close range only, but with plus one dice to hit" (the pistol's close range ends at 6", 000
 * RANGE CHART); and the skills that change "Lobbing or Throwing" by a D6: Runt -1, Stoopid +1, Strong +1
 * ("+1 D6 Throwing"). How those dice count on a thrown weapon is register entry throw-skill-dice.
 *
 * @example THROWING_SKILLS.knifeman.maxInches === 6
 */
export const THROWING_SKILLS = {
  source: { document: '000_53eda652e9702143.txt', section: 'SKILLS & ATTRIBUTES' },
  knifeman: {
    printed:
      'A knifeman may throw his knife as if making a deliberate pistol shot at point blank and close range only, but with plus one dice to hit.',
    maxBand: 'close',
    maxInches: 6,
    dice: 1,
  },
  skillDice: [
    {
      skill: 'runt',
      printed: 'Runt: -1 on damage roll in hand to hand. –1 D6 Lobbing or Throwing.',
      dice: -1,
    },
    {
      skill: 'stoopid',
      printed:
        'Stoopid: throw each turn:1,2 - do nothing. 3 - continue doing whatever he did last turn. 4, 5, 6 - take normal turn. +1 D6 Lobbing or Throwing.',
      dice: 1,
    },
    { skill: 'strong', printed: 'Strong: +1* on damage chart in hand to hand. +1 D6 Throwing.', dice: 1 },
  ],
} as const satisfies ThrowingSkillsTable;
