import { DEFAULT_SHOT_CHOOSER } from '../shot/defaultShotChooser.ts';
import type { FightChooser } from './FightChooser.ts';

/**
 * The default choices: never escape (a fighter who threw more 6s applies the result), an Expert Fighter
 * moves the damage roll to the worst cell for his victim when attacking, to the least bad for himself when
 * hit, and the re-roll skills as on any batch (DEFAULT_SHOT_CHOOSER).
 *
 * @example resolver.attack(a, d, ctx, dice, DEFAULT_FIGHT_CHOOSER, DEFAULT_FIGHT_CHOOSER);
 */
export const DEFAULT_FIGHT_CHOOSER: FightChooser = {
  ...DEFAULT_SHOT_CHOOSER,
  escape() {
    return false;
  },
  shiftEffect(v, asAttacker) {
    let best = 0;
    let bestRank = v.shiftRank[v.maxShift]!;
    for (let s = -v.maxShift; s <= v.maxShift; s++) {
      const r = v.shiftRank[s + v.maxShift]!;
      if (asAttacker ? r > bestRank : r < bestRank) {
        best = s;
        bestRank = r;
      }
    }
    return best;
  },
};
