import type { SourceRef } from '../../SourceRef.ts';
import type { ByDieFace } from './DieFace.ts';
import type { SkillId } from './skills.ts';

/** A detection throw's result. @example const o: DetectionOutcome = 'something-around-here'; */
export type DetectionOutcome = 'spotted' | 'something-around-here' | 'nothing';

/** One face of a detection table. */
export interface DetectionResult {
  readonly outcome: DetectionOutcome;
  readonly printed: string;
}

/** One of the two tables: whether the hidden man fired (lobbing dynamite counts) or did something else. */
export interface DetectionTableRows {
  readonly heading: string;
  readonly results: ByDieFace<DetectionResult>;
}

/** The detection modifiers. @example const id: DetectionModifierId = 'no-line-of-sight'; */
export type DetectionModifierId = 'within-6-inches' | 'within-12-inches' | 'blazed-away' | 'no-line-of-sight';

/**
 * One printed modifier, added to the detection die (a low throw spots him). The two range lines carry the
 * distance they reach, inclusive as printed ("6” or less"); only the nearer applies (see detection-six-inches).
 *
 * @example const m: DetectionModifier = { id: 'blazed-away', printed: 'Hidden character ‘Blazed away’ when he fired -3', modifier: -3, withinInches: null };
 */
export interface DetectionModifier {
  readonly id: DetectionModifierId;
  readonly printed: string;
  readonly modifier: number;
  readonly withinInches: number | null;
}

/** The detection chart. @example DETECTION.firing.results[4].outcome === 'spotted' */
export interface DetectionTable {
  readonly source: SourceRef;
  readonly printed: readonly string[];
  readonly notFiring: DetectionTableRows;
  readonly firing: DetectionTableRows;
  readonly modifiersHeading: string;
  readonly modifiers: readonly DetectionModifier[];
  /** "Remember Skills that affect Detection": the skills named, with the line quoted. */
  readonly skills: readonly {
    readonly skill: SkillId;
    readonly printed: string;
    /** Motionless behind cover, he cannot be seen beyond this many inches. */
    readonly unseenBeyondInches: number;
  }[];
}

/**
 * 000 "Hiding and Detection": each player whose characters have not yet acted may throw a die to detect a
 * hidden character. If he did not fire: 1-2 spotted, 3-4 "Something around here somewhere" (a marker points
 * his way), 5-6 nothing. If he fired (lobbing dynamite included): 1-4 spotted, 5 something, 6 nothing.
 * Modifiers: -2 within 6" (which does not also count as within 12"), -1 within 12", -3 if he blazed away, +3
 * with no line of sight. Stealthy cannot be seen beyond 12" when motionless behind cover.
 *
 * @example DETECTION.notFiring.results[3].outcome === 'something-around-here'
 */
export const DETECTION = {
  source: { document: '000_53eda652e9702143.txt', section: 'Hiding and Detection' },
  printed: [
    'However, the other players may then elect to DETECT him by each rolling 1 D6.',
    'Characters who have already performed an action in the turn cannot detect a hidden character. Players detect hidden characters by rolling on the following table.',
  ],
  notFiring: {
    heading:
      'If the hidden character performs an action that is NOT firing a weapon (“firing” includes lobbing dynamite)',
    results: {
      1: { outcome: 'spotted', printed: '1 Spotted! Place figure on the table' },
      2: { outcome: 'spotted', printed: '2 Spotted! Place figure on the table' },
      3: {
        outcome: 'something-around-here',
        printed:
          '3 ‘Something around here somewhere’ Place a marker pointing from the detecting character in the general direction of the hidden character.',
      },
      4: {
        outcome: 'something-around-here',
        printed:
          '4 ‘Something around here somewhere’ Place a marker pointing from the detecting character in the general direction of the hidden character.',
      },
      5: { outcome: 'nothing', printed: '5 Don’t see anything' },
      6: { outcome: 'nothing', printed: '6 Don’t see anything' },
    },
  },
  firing: {
    heading: 'If the hidden character fires a weapon (includes lobbing dynamite)',
    results: {
      1: { outcome: 'spotted', printed: '1 Spotted! Place figure on the table' },
      2: { outcome: 'spotted', printed: '2 Spotted! Place figure on the table' },
      3: { outcome: 'spotted', printed: '3 Spotted! Place figure on the table' },
      4: { outcome: 'spotted', printed: '4 Spotted! Place figure on the table' },
      5: {
        outcome: 'something-around-here',
        printed:
          '5 ‘Something around here somewhere’ Place a marker pointing from the detecting character in the general direction of the hidden character.',
      },
      6: { outcome: 'nothing', printed: '6 Don’t see anything' },
    },
  },
  modifiersHeading:
    'Detection Modifiers: (Less than 6” away counts as ‘Less than 6” away.’ It does NOT count as less than 12” away as well.)',
  modifiers: [
    {
      id: 'within-6-inches',
      printed: 'Hidden character is 6” or less away from Detecting character -2',
      modifier: -2,
      withinInches: 6,
    },
    {
      id: 'within-12-inches',
      printed: 'Hidden character is 12” or less away from Detecting character -1',
      modifier: -1,
      withinInches: 12,
    },
    {
      id: 'blazed-away',
      printed: 'Hidden character ‘Blazed away’ when he fired -3',
      modifier: -3,
      withinInches: null,
    },
    {
      id: 'no-line-of-sight',
      printed: 'No line of sight to hidden character +3',
      modifier: 3,
      withinInches: null,
    },
  ],
  skills: [
    {
      skill: 'stealthy',
      printed: 'Stealthy: If motionless behind cover, cannot be seen at all beyond 12”',
      unseenBeyondInches: 12,
    },
  ],
} as const satisfies DetectionTable;
