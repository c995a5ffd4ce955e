import { RANGE_CHART_EXTENDED, RANGE_CHART_QUICKREF, type RangeBands } from '../tables/rangeChart.ts';
import type { RangeChart, RangeChartRow, RangeWeapon } from '../tables/rangeChart.ts';
import type { OptionValue } from './OptionValue.ts';

type Rows = { -readonly [W in RangeWeapon]: RangeChartRow & { readonly weapon: W } };

/** Replaces one weapon's row, keeping the row's weapon as the key says. */
function setRow<W extends RangeWeapon>(rows: Rows, w: W, row: RangeChartRow): void {
  rows[w] = { ...row, weapon: w } as Rows[W];
}

const NO_BANDS: RangeBands = { 'point-blank': null, close: null, medium: null, long: null, extreme: null };

/**
 * Applies the range-chart readings to a chart: the garbled carbine row, the rows 000 and 002 do not print,
 * the bow's fourth cell and which document's shotgun row is read. The carbine reading goes first, since the
 * repeating rifle or breech-loader may read the carbine row.
 *
 * @example applyRangeChartOptions(RANGE_CHART_EXTENDED, (k) => (k === 'tables.carbineRow' ? 'rifle' : defaults[k]))
 */
export function applyRangeChartOptions(chart: RangeChart, value: OptionValue): RangeChart {
  const rows: Rows = { ...chart.rows };
  if (value('tables.carbineRow') === 'rifle') {
    rows.carbine = {
      ...rows.carbine,
      borrowedFrom: { weapon: 'rifle', document: 'same', interpretation: 'carbine-row-garbled' },
      bands: rows.rifle.bands,
    };
  }
  if (value('tables.quickrefBorrowedRows') === 'none') {
    for (const w of ['carbine', 'sawn-off', 'bow'] as const) {
      if (rows[w].borrowedFrom?.document === 'extended') setRow(rows, w, { ...rows[w], bands: NO_BANDS });
    }
  }
  for (const [w, key] of [
    ['repeating-rifle', 'tables.repeatingRifleRow'],
    ['breech-loader', 'tables.breechLoaderRow'],
  ] as const) {
    const lender = value(key) === 'carbine' ? 'carbine' : 'rifle';
    const row = rows[w];
    if (row.borrowedFrom !== null && row.borrowedFrom.weapon !== lender) {
      setRow(rows, w, {
        ...row,
        borrowedFrom: { ...row.borrowedFrom, weapon: lender },
        bands: rows[lender].bands,
      });
    }
  }
  const bow = rows.bow.bands;
  if (value('tables.bowFourthCell') === 'extreme' && bow.extreme === null && bow.long !== null) {
    rows.bow = { ...rows.bow, bands: { ...bow, long: null, extreme: bow.long } };
  }
  const shotgun = value('tables.shotgunRow');
  if (shotgun === 'extended') rows.shotgun = RANGE_CHART_EXTENDED.rows.shotgun;
  if (shotgun === 'quickref') rows.shotgun = RANGE_CHART_QUICKREF.rows.shotgun;
  return { ...chart, rows };
}
