import { BLAZING_AWAY_EXTENDED, BLAZING_AWAY_QUICKREF } from '../tables/blazingAway.ts';
import type { BlazingAwayRow, BlazingAwayTable } from '../tables/blazingAway.ts';
import type { RangeWeapon } from '../tables/rangeChart.ts';
import type { OptionValue } from './OptionValue.ts';

type Rows = { -readonly [W in RangeWeapon]: BlazingAwayRow & { readonly weapon: W } };

/** Replaces one weapon's line, keeping the line's weapon as the key says. */
function setRow<W extends RangeWeapon>(rows: Rows, w: W, row: BlazingAwayRow): void {
  rows[w] = { ...row, weapon: w } as Rows[W];
}

/**
 * Applies the blazing-away readings: the shotgun's bonus (000 none, 002 +4; the sawn-off reads the
 * shotgun's line) and the line a plain rifle or carbine blazes by (breech-loader or repeating rifle).
 *
 * @example applyBlazingAwayOptions(BLAZING_AWAY_EXTENDED, value).rows.shotgun.bonus?.dice
 */
export function applyBlazingAwayOptions(table: BlazingAwayTable, value: OptionValue): BlazingAwayTable {
  const rows: Rows = { ...table.rows };
  const bonus = value('tables.shotgunBlazingAwayBonus');
  if (bonus !== 'ruleset') {
    const line = (bonus === 'none' ? BLAZING_AWAY_EXTENDED : BLAZING_AWAY_QUICKREF).rows.shotgun.bonus;
    rows.shotgun = { ...rows.shotgun, bonus: line };
    rows['sawn-off'] = { ...rows['sawn-off'], bonus: line };
  }
  for (const [w, key] of [
    ['rifle', 'tables.rifleBlazesAs'],
    ['carbine', 'tables.carbineBlazesAs'],
  ] as const) {
    const as = value(key) === 'repeating-rifle' ? 'repeating-rifle' : 'breech-loader';
    if (rows[w].readsAs?.weapon !== as) {
      const lender = rows[as];
      setRow(rows, w, { ...lender, readsAs: { weapon: as, interpretation: 'rifle-blazing-away-class' } });
    }
  }
  return { ...table, rows };
}
