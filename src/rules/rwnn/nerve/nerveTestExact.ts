import { forEachCategorySplit } from '../../../exact/forEachCategorySplit.ts';
import { Fraction } from '../../../exact/Fraction.ts';
import { nervePasses } from '../nerveTest.ts';

/** P(a batch of n dice shows a 6 and passes), by enumerating the counts of sixes and other faces. */
function batchPasses(n: number): Fraction {
  let pass = 0n;
  let total = 0n;
  forEachCategorySplit(n, [5, 1], ([, sixes], ways) => {
    if (nervePasses(n, sixes!)) pass += ways;
    total += ways;
  });
  return new Fraction(pass, total);
}

/**
 * The exact chance that a nerve test of `nerveDice` dice passes as takeNerveTest throws it, for a tester
 * with `luckyDice` Lucky re-rolls and (when `charmed`) a Charmed re-roll his policy spends on a failure,
 * and no Curse token: the first throw passes on a 6; failing, each Lucky re-roll is one die that passes on a
 * 6; still failing, the Charmed re-roll throws the whole batch again. Zero or fewer dice fail outright.
 *
 * @example nerveTestExact(1, 0, false).toString() === '1/6'; nerveTestExact(1, 1, false).toString() === '11/36'
 */
export function nerveTestExact(nerveDice: number, luckyDice: number, charmed: boolean): Fraction {
  if (nerveDice <= 0) return Fraction.ZERO;
  const first = batchPasses(nerveDice);
  let fail = Fraction.ONE.sub(first);
  const one = batchPasses(1);
  for (let k = 0; k < luckyDice; k++) fail = fail.mul(Fraction.ONE.sub(one));
  if (charmed) fail = fail.mul(Fraction.ONE.sub(first));
  return Fraction.ONE.sub(fail);
}
