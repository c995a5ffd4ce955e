import type { SourceRef } from '../../SourceRef.ts';

/**
 * One range band of the template's effect-die modifier: out to `upToInches` (inclusive), add `modifier`.
 *
 * @example const within3: TemplateEffectBand = { upToInches: 3, modifier: 1 };
 */
export interface TemplateEffectBand {
  readonly upToInches: number;
  readonly modifier: number;
}

/**
 * The effect-die modifier of a template blast by the range of the figure hit, as one printed sentence
 * gives it: the bands nearest first, the last reaching any distance.
 *
 * @example TEMPLATE_EFFECT.conventional.bands[0] // { upToInches: 3, modifier: 1 }: "add one within three inches"
 */
export interface TemplateEffectRow {
  readonly bands: readonly TemplateEffectBand[];
  readonly printed: string;
  readonly source: SourceRef;
}

const TRWNN: SourceRef = { document: '000_53eda652e9702143.txt', section: 'SHOTGUNS TRWNN Rules Version' };

/**
 * The template's effect modifiers. "Within three inches" is read as three inches or less and "over six
 * inches" as more than six, so the bands meet without a gap. The conventional shotgun's bands are the same
 * in 003 ("deduct two from the effect dice if the target is over nine or eighteen inches away for sawn-off
 * and conventional shotguns respectively, deduct one at over six inches, and add one within three
 * inches"). 000's sawn-off works "just like conventional shotguns, except" its "deduct two ... over six
 * inches", so it keeps the +1 within three inches; 003's sawn-off deducts one over six and two over nine.
 *
 * @example TEMPLATE_EFFECT['sawn-off-over-nine'].bands.map((b) => b.modifier) // [1, 0, -1, -2]
 */
export const TEMPLATE_EFFECT = {
  conventional: {
    bands: [
      { upToInches: 3, modifier: 1 },
      { upToInches: 6, modifier: 0 },
      { upToInches: 18, modifier: -1 },
      { upToInches: Infinity, modifier: -2 },
    ],
    printed:
      'So deduct two from the effect dice if the target is over eighteen inches away, deduct one at over six inches, and add one within three inches.',
    source: TRWNN,
  },
  'sawn-off-over-six': {
    bands: [
      { upToInches: 3, modifier: 1 },
      { upToInches: 6, modifier: 0 },
      { upToInches: Infinity, modifier: -2 },
    ],
    printed: 'They deduct two from their effect dice if the target is over six inches away,',
    source: { ...TRWNN, section: 'Sawn-off Shotguns' },
  },
  'sawn-off-over-nine': {
    bands: [
      { upToInches: 3, modifier: 1 },
      { upToInches: 6, modifier: 0 },
      { upToInches: 9, modifier: -1 },
      { upToInches: Infinity, modifier: -2 },
    ],
    printed:
      'So deduct two from the effect dice if the target is over nine or eighteen inches away for sawn-off and conventional shotguns respectively, deduct one at over six inches, and add one within three inches.',
    source: { document: '003_e162d46cc374eff2.txt', section: 'SHOTGUNS' },
  },
} as const satisfies { readonly [K in string]: TemplateEffectRow };
