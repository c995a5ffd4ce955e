import type { SourceRef } from '../../SourceRef.ts';
import type { TableInterpretationId } from './TableInterpretationId.ts';

/**
 * The firearms (and the bow) the range charts are read for. `pistol` is the six-shooter; `sawn-off` is the
 * sawn-off shotgun.
 *
 * @example const w: RangeWeapon = 'repeating-rifle';
 */
export type RangeWeapon =
  'pistol' | 'rifle' | 'repeating-rifle' | 'carbine' | 'breech-loader' | 'shotgun' | 'sawn-off' | 'bow';

/** The five range bands, nearest first, as headed in both charts. @example const b: RangeBandId = 'close'; */
export type RangeBandId = 'point-blank' | 'close' | 'medium' | 'long' | 'extreme';

/** The bands in order, nearest first. @example RANGE_BANDS.indexOf('medium') === 2 */
export const RANGE_BANDS = [
  'point-blank',
  'close',
  'medium',
  'long',
  'extreme',
] as const satisfies readonly RangeBandId[];

/**
 * One printed cell: the band reaches out to `upToInches` (beyond the previous band's bound), or to anything
 * in sight, and gives `dice` firing dice, which may be zero or negative (000 "Lucky shots": "A character who
 * finds he must throw no dice (or less) may still fire").
 *
 * @example const closePistol: RangeBand = { upToInches: 6, dice: 3, printed: '6” / 3' };
 */
export interface RangeBand {
  readonly upToInches: number | 'in-sight';
  readonly dice: number;
  /** The cell as printed (trimmed), for checking against the book. */
  readonly printed: string;
}

/** One weapon's cells; a band the source does not give is `null`. @example bands.extreme === null */
export interface RangeBands {
  readonly 'point-blank': RangeBand | null;
  readonly close: RangeBand | null;
  readonly medium: RangeBand | null;
  readonly long: RangeBand | null;
  readonly extreme: RangeBand | null;
}

/** Which printed row a weapon without a row of its own reads, and the register entry that says why. */
export interface BorrowedRow {
  readonly weapon: RangeWeapon;
  readonly document: 'same' | 'extended';
  readonly interpretation: TableInterpretationId;
}

/**
 * One weapon's row. `printedLabel` is the row label as printed (null when the row is borrowed);
 * `source` is where the numbers are printed, which for a borrowed row is the lender's row.
 *
 * @example RANGE_CHART_EXTENDED.rows.pistol.bands.close // { upToInches: 6, dice: 3, printed: '6” / 3' }
 */
export interface RangeChartRow {
  readonly weapon: RangeWeapon;
  readonly printedLabel: string | null;
  readonly borrowedFrom: BorrowedRow | null;
  readonly bands: RangeBands;
  readonly source: SourceRef;
}

/** A whole range chart: one row per {@link RangeWeapon}. @example chart.rows.rifle.bands.extreme?.dice === 0 */
export interface RangeChart {
  readonly title: string;
  readonly source: SourceRef;
  readonly rows: { readonly [W in RangeWeapon]: RangeChartRow & { readonly weapon: W } };
}

const EXTENDED_RANGE: SourceRef = { document: '000_53eda652e9702143.txt', section: 'RANGE CHART' };
const QUICKREF_RANGE: SourceRef = {
  document: '002_a287e5c7c10177d4.txt',
  section: 'RANGES & NUMBER OF DICE',
};

/** 000 RANGE CHART, "Rifle" row: the lender for the rifles the chart has no row for. */
const EXTENDED_RIFLE_BANDS = {
  'point-blank': { upToInches: 2, dice: 1, printed: '2” /  1' },
  close: { upToInches: 6, dice: 2, printed: '6” / 2' },
  medium: { upToInches: 12, dice: 3, printed: '12” / 3' },
  long: { upToInches: 24, dice: 2, printed: '24” / 2' },
  extreme: { upToInches: 'in-sight', dice: 0, printed: 'sight / 0' },
} as const satisfies RangeBands;

/** 000 RANGE CHART, "Carbine:" row, read cell by cell in printed order (see carbine-row-garbled). */
const EXTENDED_CARBINE_BANDS = {
  'point-blank': { upToInches: 2, dice: 1, printed: '2” / 1' },
  close: { upToInches: 6, dice: 2, printed: '6” / 2' },
  medium: { upToInches: 12, dice: 2, printed: '12” / 2' },
  long: { upToInches: 18, dice: 1, printed: '18” / 1' },
  extreme: { upToInches: 'in-sight', dice: -1, printed: 'sight / -1' },
} as const satisfies RangeBands;

/** 000 RANGE CHART, "Sawn-off Shotgun:" row. */
const EXTENDED_SAWN_OFF_BANDS = {
  'point-blank': { upToInches: 2, dice: 8, printed: '2” / 8' },
  close: { upToInches: 6, dice: 6, printed: '6” / 6' },
  medium: { upToInches: 8, dice: 4, printed: '8” / 4' },
  long: { upToInches: 12, dice: 2, printed: '12” / 2' },
  extreme: { upToInches: 18, dice: 1, printed: '18” /  1' },
} as const satisfies RangeBands;

/**
 * 000 RANGE CHART, "Bow:" row: four cells. The fourth (24” / 1) is the long band, because 000 INDIAN
 * WEAPONS says "Bows: Use the range chart for pistols, except that long range extends to 24 inches"; the
 * bow therefore has no extreme band (see bow-row-fourth-cell).
 */
const EXTENDED_BOW_BANDS = {
  'point-blank': { upToInches: 2, dice: 2, printed: '2” / 2' },
  close: { upToInches: 6, dice: 3, printed: '6” / 3' },
  medium: { upToInches: 9, dice: 2, printed: '9” / 2' },
  long: { upToInches: 24, dice: 1, printed: '24” / 1' },
  extreme: null,
} as const satisfies RangeBands;

const EXTENDED_CARBINE_ROW = {
  weapon: 'carbine',
  printedLabel: 'Carbine:',
  borrowedFrom: null,
  bands: EXTENDED_CARBINE_BANDS,
  source: EXTENDED_RANGE,
} as const satisfies RangeChartRow;

const EXTENDED_SAWN_OFF_ROW = {
  weapon: 'sawn-off',
  printedLabel: 'Sawn-off Shotgun:',
  borrowedFrom: null,
  bands: EXTENDED_SAWN_OFF_BANDS,
  source: EXTENDED_RANGE,
} as const satisfies RangeChartRow;

const EXTENDED_BOW_ROW = {
  weapon: 'bow',
  printedLabel: 'Bow:',
  borrowedFrom: null,
  bands: EXTENDED_BOW_BANDS,
  source: EXTENDED_RANGE,
} as const satisfies RangeChartRow;

/**
 * The extended edition's RANGE CHART (000), printed as "range / dice" cells, e.g. `2” / 2` is "up to 2
 * inches, 2 dice". 000 prints no repeating-rifle or breech-loader row: both read the Rifle row, because
 * every other rule in 000 treats them as rifles that differ only when blazing away ("breach loaders may
 * only hit once, repeating rifles up to twice"; see range-rows-repeating-and-breech-loader). The chart's
 * "Machine Gun:" label has no cells and is not transcribed.
 *
 * @example RANGE_CHART_EXTENDED.rows.shotgun.bands['point-blank'].dice === 6
 */
export const RANGE_CHART_EXTENDED = {
  title: 'RANGE CHART',
  source: EXTENDED_RANGE,
  rows: {
    pistol: {
      weapon: 'pistol',
      printedLabel: 'Pistol:',
      borrowedFrom: null,
      bands: {
        'point-blank': { upToInches: 2, dice: 2, printed: '2” / 2' },
        close: { upToInches: 6, dice: 3, printed: '6” / 3' },
        medium: { upToInches: 9, dice: 2, printed: '9” / 2' },
        long: { upToInches: 12, dice: 1, printed: '12” / 1' },
        extreme: { upToInches: 24, dice: -1, printed: '24” / -1' },
      },
      source: EXTENDED_RANGE,
    },
    rifle: {
      weapon: 'rifle',
      printedLabel: 'Rifle',
      borrowedFrom: null,
      bands: EXTENDED_RIFLE_BANDS,
      source: EXTENDED_RANGE,
    },
    'repeating-rifle': {
      weapon: 'repeating-rifle',
      printedLabel: null,
      borrowedFrom: {
        weapon: 'rifle',
        document: 'same',
        interpretation: 'range-rows-repeating-and-breech-loader',
      },
      bands: EXTENDED_RIFLE_BANDS,
      source: EXTENDED_RANGE,
    },
    carbine: EXTENDED_CARBINE_ROW,
    'breech-loader': {
      weapon: 'breech-loader',
      printedLabel: null,
      borrowedFrom: {
        weapon: 'rifle',
        document: 'same',
        interpretation: 'range-rows-repeating-and-breech-loader',
      },
      bands: EXTENDED_RIFLE_BANDS,
      source: EXTENDED_RANGE,
    },
    shotgun: {
      weapon: 'shotgun',
      printedLabel: 'Shotgun:',
      borrowedFrom: null,
      bands: {
        'point-blank': { upToInches: 2, dice: 6, printed: '2” / 6' },
        close: { upToInches: 6, dice: 5, printed: '6” / 5' },
        medium: { upToInches: 9, dice: 4, printed: '9” / 4' },
        long: { upToInches: 16, dice: 2, printed: '16” / 2' },
        extreme: { upToInches: 24, dice: 1, printed: '24” /  1' },
      },
      source: EXTENDED_RANGE,
    },
    'sawn-off': EXTENDED_SAWN_OFF_ROW,
    bow: EXTENDED_BOW_ROW,
  },
} as const satisfies RangeChart;

/**
 * The quick reference sheet's RANGES & NUMBER OF DICE (002), printed as `2" - 2d6` ("up to 2 inches, 2
 * dice"). The sheet has only Pistol, Rifle and "Shotgun (Template)" rows: the repeating rifle and
 * breech-loader read its Rifle row (as in 000), and the carbine, sawn-off and bow read 000's rows, since the
 * sheet summarises that book (see quickref-missing-range-rows). The shotgun's "N/A" extreme band is `null`.
 *
 * @example RANGE_CHART_QUICKREF.rows.shotgun.bands.close.dice === 4
 */
export const RANGE_CHART_QUICKREF = {
  title: 'RANGES & NUMBER OF DICE',
  source: QUICKREF_RANGE,
  rows: {
    pistol: {
      weapon: 'pistol',
      printedLabel: 'Pistol',
      borrowedFrom: null,
      bands: {
        'point-blank': { upToInches: 2, dice: 2, printed: '2" - 2d6' },
        close: { upToInches: 6, dice: 3, printed: '6" - 3d6' },
        medium: { upToInches: 9, dice: 2, printed: '9" - 2d6' },
        long: { upToInches: 12, dice: 1, printed: '12" - 1d6' },
        extreme: { upToInches: 24, dice: -1, printed: '24" - -1d6' },
      },
      source: QUICKREF_RANGE,
    },
    rifle: {
      weapon: 'rifle',
      printedLabel: 'Rifle',
      borrowedFrom: null,
      bands: {
        'point-blank': { upToInches: 2, dice: 1, printed: '2" - 1d6' },
        close: { upToInches: 6, dice: 2, printed: '6" - 2d6' },
        medium: { upToInches: 12, dice: 3, printed: '12" - 3d6' },
        long: { upToInches: 24, dice: 2, printed: '24" - 2d6' },
        extreme: { upToInches: 'in-sight', dice: 0, printed: 'In Sight - 0d6' },
      },
      source: QUICKREF_RANGE,
    },
    'repeating-rifle': {
      weapon: 'repeating-rifle',
      printedLabel: null,
      borrowedFrom: { weapon: 'rifle', document: 'same', interpretation: 'quickref-missing-range-rows' },
      bands: {
        'point-blank': { upToInches: 2, dice: 1, printed: '2" - 1d6' },
        close: { upToInches: 6, dice: 2, printed: '6" - 2d6' },
        medium: { upToInches: 12, dice: 3, printed: '12" - 3d6' },
        long: { upToInches: 24, dice: 2, printed: '24" - 2d6' },
        extreme: { upToInches: 'in-sight', dice: 0, printed: 'In Sight - 0d6' },
      },
      source: QUICKREF_RANGE,
    },
    carbine: {
      ...EXTENDED_CARBINE_ROW,
      printedLabel: null,
      borrowedFrom: {
        weapon: 'carbine',
        document: 'extended',
        interpretation: 'quickref-missing-range-rows',
      },
    },
    'breech-loader': {
      weapon: 'breech-loader',
      printedLabel: null,
      borrowedFrom: { weapon: 'rifle', document: 'same', interpretation: 'quickref-missing-range-rows' },
      bands: {
        'point-blank': { upToInches: 2, dice: 1, printed: '2" - 1d6' },
        close: { upToInches: 6, dice: 2, printed: '6" - 2d6' },
        medium: { upToInches: 12, dice: 3, printed: '12" - 3d6' },
        long: { upToInches: 24, dice: 2, printed: '24" - 2d6' },
        extreme: { upToInches: 'in-sight', dice: 0, printed: 'In Sight - 0d6' },
      },
      source: QUICKREF_RANGE,
    },
    shotgun: {
      weapon: 'shotgun',
      printedLabel: 'Shotgun (Template)',
      borrowedFrom: null,
      bands: {
        'point-blank': { upToInches: 2, dice: 2, printed: '2" - 2d6' },
        close: { upToInches: 6, dice: 4, printed: '6" - 4d6' },
        medium: { upToInches: 9, dice: 2, printed: '9" - 2d6' },
        long: { upToInches: 12, dice: 0, printed: '12" - 0d6' },
        extreme: null,
      },
      source: QUICKREF_RANGE,
    },
    'sawn-off': {
      ...EXTENDED_SAWN_OFF_ROW,
      printedLabel: null,
      borrowedFrom: {
        weapon: 'sawn-off',
        document: 'extended',
        interpretation: 'quickref-missing-range-rows',
      },
    },
    bow: {
      ...EXTENDED_BOW_ROW,
      printedLabel: null,
      borrowedFrom: { weapon: 'bow', document: 'extended', interpretation: 'quickref-missing-range-rows' },
    },
  },
} as const satisfies RangeChart;
