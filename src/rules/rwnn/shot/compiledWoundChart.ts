import { HIT_LOCATIONS, type WoundChart } from '../tables/woundCharts.ts';
import { STATUS, type Status } from '../WoundState.ts';

/** Wound kinds of a chart cell, as small integers for the hot path. @example WOUND.serious === 2 */
export const WOUND = { graze: 0, flesh: 1, serious: 2, dead: 3 } as const;
export type WoundKind = (typeof WOUND)[keyof typeof WOUND];

/**
 * A wound chart flattened for the hot path: cell (location die l, effect die e) at index (l-1)*6 + (e-1),
 * its wound kind and the status it knocks the figure to. Built once per ruleset from the typed chart, so
 * the printed table stays the single source of every cell.
 *
 * @example chart.wound[(2 - 1) * 6 + (6 - 1)] === WOUND.dead // 000 App. B, chest 6: "Dead!"
 */
export interface CompiledWoundChart {
  readonly side: 'normal' | 'tough';
  readonly wound: Int8Array;
  readonly knock: Int8Array;
  readonly printed: readonly string[];
}

/**
 * Flattens a typed wound chart.
 *
 * @example compileWoundChart(WOUND_CHART_NORMAL).printed[0] === 'Graze'
 */
export function compileWoundChart(chart: WoundChart): CompiledWoundChart {
  const wound = new Int8Array(36);
  const knock = new Int8Array(36);
  const printed: string[] = [];
  HIT_LOCATIONS.forEach((loc, l) => {
    for (let e = 1 as 1 | 2 | 3 | 4 | 5 | 6; e <= 6; e++) {
      const cell = chart.rows[loc][e];
      const i = l * 6 + e - 1;
      wound[i] =
        cell.wound === 'graze'
          ? WOUND.graze
          : cell.wound === 'flesh-wound'
            ? WOUND.flesh
            : cell.wound === 'serious-wound'
              ? WOUND.serious
              : WOUND.dead;
      const k: Status =
        cell.knock === 'knocked-down'
          ? STATUS.knockedDown
          : cell.knock === 'knocked-out'
            ? STATUS.knockedOut
            : STATUS.standing;
      knock[i] = cell.wound === 'dead' ? STATUS.dead : k;
      printed[i] = cell.printed;
    }
  });
  return { side: chart.side, wound, knock, printed };
}
