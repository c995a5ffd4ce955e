import { forEachCategorySplit } from '../../../exact/forEachCategorySplit.ts';
import { Fraction } from '../../../exact/Fraction.ts';
import { judgeShotgunThrow, newShotgunThrow } from './judgeShotgunThrow.ts';
import type { ShotgunRules } from './ShotgunRules.ts';
import { newShotgunShare, shareShotgunHits } from './shareShotgunHits.ts';

/** The exact odds of one dice-version throw. @example odds.jammed.toNumber() */
export interface DiceBlastOdds {
  /** Entry h: P(the throw scores h hits), h = 0..dice. */
  readonly hits: readonly Fraction[];
  /** Entry h: P(the target takes h of them), shared with `others` victims within 1". */
  readonly targetHits: readonly Fraction[];
  readonly jammed: Fraction;
}

/**
 * The exact odds of a dice-version throw of `dice` dice (both barrels' dice together, one or more) by a
 * firer of Clumsy level `clumsy`, the target sharing with `others` victims: the throw's 6s, 1s and other
 * faces are enumerated as multinomial counts (a binomial number of 6s when the 1s do not count), each
 * judged as the blast judges it. A lucky shot (no dice or fewer) is not covered.
 *
 * @example diceBlastOdds(rules, 10, 2).hits[7] // P(seven 6s in ten dice, the 1s allowing)
 */
export function diceBlastOdds(rules: ShotgunRules, dice: number, others: number, clumsy = 0): DiceBlastOdds {
  if (!(dice >= 1)) throw new RangeError(`a dice-version throw has one die or more, not ${dice}`);
  const hits = new Array<bigint>(dice + 1).fill(0n);
  const target = new Array<bigint>(dice + 1).fill(0n);
  let jammed = 0n;
  let total = 0n;
  const t = newShotgunThrow();
  const share = newShotgunShare();
  forEachCategorySplit(dice, [1, 1, 4], ([sixes, ones], ways) => {
    judgeShotgunThrow(rules.shot, rules.readings, clumsy, sixes!, ones!, false, t);
    hits[t.hits]! += ways;
    target[shareShotgunHits(t.hits, others, rules.readings.loneTarget, share).target]! += ways;
    if (t.jammed) jammed += ways;
    total += ways;
  });
  const p = (w: bigint): Fraction => new Fraction(w, total);
  return { hits: hits.map(p), targetHits: target.map(p), jammed: p(jammed) };
}
