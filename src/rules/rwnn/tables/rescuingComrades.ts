import type { SourceRef } from '../../SourceRef.ts';
import type { DieFace } from './DieFace.ts';

/** The modifiers to a rescue throw. @example const id: RescueModifierId = 'expert-rider'; */
export type RescueModifierId = 'movement-die' | 'expert-rider' | 'seriously-wounded' | 'plains-indian';

/**
 * One printed line: `modifier` added to the die, once (`flat`), for each horse movement die about to be
 * thrown, or for each of rescuer and rescued it applies to ("+2 each").
 *
 * @example const m: RescueModifier = { id: 'plains-indian', printed: 'Plains Indian + 1', modifier: 1, scaling: 'flat' };
 */
export interface RescueModifier {
  readonly id: RescueModifierId;
  readonly printed: string;
  readonly modifier: number;
  readonly scaling: 'flat' | 'per-movement-die' | 'each-of-rescuer-and-rescued';
}

/** The rescue chart. @example RESCUING_COMRADES.succeedsOn // [3, 4, 5, 6] */
export interface RescuingComradesTable {
  readonly source: SourceRef;
  readonly printed: string;
  readonly succeedsOn: readonly DieFace[];
  readonly modifiers: readonly RescueModifier[];
  /** An unmodified throw on one of these faces sends the rider to a loss-of-control throw first. */
  readonly lossOfControlOn: { readonly printed: string; readonly faces: readonly DieFace[] };
  readonly notes: readonly string[];
}

/**
 * 000 RESCUING COMRADES ON FOOT: a rider hoists a comrade up as he passes on "3,4,5 or 6", with -1 per
 * movement die about to be thrown, +2 for each of rescuer and rescued who is an Expert rider, -1 for each
 * who is seriously wounded, +1 for a Plains Indian; an unmodified 1 or 2 means a loss-of-control throw first.
 *
 * @example RESCUING_COMRADES.modifiers[1].modifier === 2
 */
export const RESCUING_COMRADES = {
  source: { document: '000_53eda652e9702143.txt', section: 'RESCUING COMRADES ON FOOT' },
  printed: 'Roll a: 3,4,5 or 6, applying the following modifiers:',
  succeedsOn: [3, 4, 5, 6],
  modifiers: [
    {
      id: 'movement-die',
      printed: 'Each horse movement dice about to be thrown - 1',
      modifier: -1,
      scaling: 'per-movement-die',
    },
    {
      id: 'expert-rider',
      printed: 'Either rescuer or rescued is an Expert rider +2 each',
      modifier: 2,
      scaling: 'each-of-rescuer-and-rescued',
    },
    {
      id: 'seriously-wounded',
      printed: 'Either rescuer or rescued is seriously wounded - 1 each',
      modifier: -1,
      scaling: 'each-of-rescuer-and-rescued',
    },
    { id: 'plains-indian', printed: 'Plains Indian + 1', modifier: 1, scaling: 'flat' },
  ],
  lossOfControlOn: {
    printed: 'If the unmodified dice throw is 1 or 2, the rider must first throw for loss of control.',
    faces: [1, 2],
  },
  notes: [
    'A rider can hoist a comrade up onto his horse as he passes by;',
    'The rescued pedestrian must be standing up, an unconscious character may be held up by his friends.',
  ],
} as const satisfies RescuingComradesTable;
