import { blazeOdds } from '../../odds/mechanics/blazeOdds.ts';
import { deliberateOdds } from '../../odds/mechanics/deliberateOdds.ts';
import { luckyOdds } from '../../odds/mechanics/luckyOdds.ts';
import type { Fraction } from '../../exact/Fraction.ts';
import { DEFAULT_SHOT_CHOOSER } from '../../rules/rwnn/shot/defaultShotChooser.ts';
import type { DuelFireView, DuelPolicy, FireMode } from './DuelPolicy.ts';

const MAX_DICE = 40;

/**
 * `odds-max`: fires the way that gives the best exact chance that the opponent falls from this shot:
 * P(falls) = 1 - sum_k P(k hits) (1 - p)^k, p being the chance one hit downs him (with two pistols, two
 * independent throws: 1 - (sum_k P(k hits) (1 - p)^k)^2). The exact hit distributions come from the odds
 * engine, computed once per (dice, cap) and cached. Skill choices are the defaults.
 */
export function oddsMaxPolicy(): DuelPolicy {
  const cache = new Map<number, readonly number[]>();
  const distribution = (
    mode: FireMode,
    dice: number,
    cap: number,
    deadeye: boolean,
    edition: string,
    lucky: boolean,
  ): readonly number[] => {
    // A numeric key: this runs at every shot of an odds-max duellist, so it must not build a string.
    const key =
      (((((mode === 'blaze' ? 1 : 0) * 128 + dice + 64) * 64 + cap) * 2 + (deadeye ? 1 : 0)) * 2 +
        (edition === '1996' ? 1 : 0)) *
        2 +
      (lucky ? 1 : 0);
    const known = cache.get(key);
    if (known) return known;
    let dist: number[];
    if (dice <= 0 && !lucky) {
      // No lucky shot under these rules: with no dice he cannot fire, so no hit at all.
      dist = [1];
    } else if (dice <= 0) {
      const p = (luckyOdds.prepare({ edition }, {}).exact()[0]!.exact as Fraction).toNumber();
      dist = [1 - p, p];
    } else if (mode === 'deliberate') {
      const n = Math.min(dice, MAX_DICE);
      const p = (deliberateOdds.prepare({ dice: n, deadeye }, {}).exact()[0]!.exact as Fraction).toNumber();
      dist = [1 - p, p];
    } else {
      const n = Math.min(dice, MAX_DICE);
      const entry = blazeOdds.prepare({ dice: n, cap: Math.min(cap, 10), edition }, {}).exact();
      dist = (entry.find((e) => e.key === 'hits')!.exact as readonly Fraction[]).map((f) => f.toNumber());
    }
    cache.set(key, dist);
    return dist;
  };
  const pStands = (dist: readonly number[], pDown: number): number =>
    dist.reduce((acc, pk, k) => acc + pk * (1 - pDown) ** k, 0);
  return {
    name: 'odds-max',
    chooseFire(v: DuelFireView): FireMode {
      const blaze =
        1 -
        pStands(distribution('blaze', v.blazeDice, v.blazeCap, false, v.edition, v.luckyShot), v.pHitDowns);
      const both = Number.isNaN(v.twoPistolsDice)
        ? -1
        : 1 -
          pStands(
            distribution('blaze', v.twoPistolsDice, v.blazeCap, false, v.edition, v.luckyShot),
            v.pHitDowns,
          ) **
            2;
      if (v.mustBlaze) return both > blaze ? 'two-pistols' : 'blaze';
      const deliberate =
        1 -
        pStands(
          distribution('deliberate', v.deliberateDice, 1, v.deadeye, v.edition, v.luckyShot),
          v.pHitDowns,
        );
      if (both > blaze && both > deliberate) return 'two-pistols';
      return blaze > deliberate ? 'blaze' : 'deliberate';
    },
    ...DEFAULT_SHOT_CHOOSER,
  };
}
