import type { ReadingOption } from '../../../odds/OddsMechanic.ts';

/** Who throws to detect a hidden man (register entry detection-who-throws). */
export const DETECTORS = ['nearest', 'each'] as const;
export type Detectors = (typeof DETECTORS)[number];

/** What a "Something around here somewhere" marker does (register entry something-marker). */
export const SOMETHING_MARKERS = ['lead', 'told'] as const;
export type SomethingMarker = (typeof SOMETHING_MARKERS)[number];

/**
 * The hiding rules' readings in a shootout, each with its register entry.
 *
 * @example HIDING_READING_OPTIONS.map((o) => o.key) // ['shootout.detectors', 'shootout.somethingMarker']
 */
export const HIDING_READING_OPTIONS: readonly ReadingOption[] = [
  {
    key: 'shootout.detectors',
    values: DETECTORS,
    default: 'nearest',
    describe:
      'after a hidden man acts, each other side throws once to detect him from its nearest figure able to, or every figure able to throws',
    entry: 'detection-who-throws.md',
  },
  {
    key: 'shootout.somethingMarker',
    values: SOMETHING_MARKERS,
    default: 'lead',
    describe:
      '"Something around here somewhere": a marker pointing the general direction (the nearest of eight) that the side goes to look along, or only told',
    entry: 'something-marker.md',
  },
];
