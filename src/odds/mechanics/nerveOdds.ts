import { newFaceCounts } from '../../dice/Dice.ts';
import { forEachCategorySplit } from '../../exact/forEachCategorySplit.ts';
import { Fraction } from '../../exact/Fraction.ts';
import { nervePasses } from '../../rules/rwnn/nerveTest.ts';
import type { OddsMechanic } from '../OddsMechanic.ts';
import { intParam } from '../paramValue.ts';

/** `odds nerve`: a nerve test, passed on at least one 6. */
export const nerveOdds: OddsMechanic = {
  name: 'nerve',
  summary: 'nerve test: at least one 6 holds his nerve',
  source: '000 NERVE and/or Morale; 003 NERVE',
  params: [
    {
      name: 'dice',
      kind: 'int',
      min: -20,
      max: 40,
      describe: 'nerve dice after modifiers (0 or fewer fails)',
    },
  ],
  options: [],
  prepare(params) {
    const n = intParam(params, 'dice');
    const counts = newFaceCounts();
    return {
      exact() {
        let pass = 0n;
        let total = 0n;
        forEachCategorySplit(n, [1, 5], ([sixes], ways) => {
          if (nervePasses(n, sixes!)) pass += ways;
          total += ways;
        });
        return [{ key: 'pPass', label: 'P(passes)', kind: 'probability', exact: new Fraction(pass, total) }];
      },
      sample(dice, out) {
        out[0] = nervePasses(n, dice.rollCounts(n, counts)[6]!) ? 1 : 0;
      },
    };
  },
};
