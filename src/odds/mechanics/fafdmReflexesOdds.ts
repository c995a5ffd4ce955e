import { Fraction } from '../../exact/Fraction.ts';
import { passingDice } from '../../rules/fafdm/reflexes/reflexesTest.ts';
import { REFLEXES_OPTION, reflexesCompareFrom } from '../../rules/fafdm/reflexes/reflexesOption.ts';
import type { OddsMechanic } from '../OddsMechanic.ts';
import { intParam } from '../paramValue.ts';
import { forEachTwoDice } from './forEachTwoDice.ts';

/** `odds fafdm-reflexes`: For A Few Dice More's reflexes test (climbing, a trotting horse, the lasso...). */
export const fafdmReflexesOdds: OddsMechanic = {
  name: 'fafdm-reflexes',
  summary: 'For A Few Dice More reflexes test: 2D6 against REF, one or both dice needed',
  source: '001 2.4 REFLEXES TEST; Tab.1 (1 dice of 2, 2 dice of 2); Tab.2 (reflexes test +1, +2)',
  params: [
    { name: 'ref', kind: 'int', min: 0, max: 12, describe: 'reflexes score REF' },
    {
      name: 'need',
      kind: 'int',
      min: 1,
      max: 2,
      default: 1,
      describe: 'dice of the two that must pass (Tab.1: 1 climbing or lassoing, 2 off a running horse)',
    },
    {
      name: 'mod',
      kind: 'int',
      min: -3,
      max: 3,
      default: 0,
      describe: "modifier on each die (Tab.2's sideways +1, +2; a bonus such as the cowboys' lasso -1)",
    },
  ],
  options: [REFLEXES_OPTION],
  prepare(params, options) {
    const ref = intParam(params, 'ref');
    const need = intParam(params, 'need');
    const mod = intParam(params, 'mod');
    const compare = reflexesCompareFrom(options);
    return {
      exact() {
        const ways = [0n, 0n, 0n];
        forEachTwoDice((d1, d2) => ways[passingDice(d1, d2, ref, mod, compare)]!++);
        const passing = ways.map((w) => new Fraction(w, 36n));
        let pass = 0n;
        for (let k = need; k <= 2; k++) pass += ways[k]!;
        return [
          {
            key: 'pPass',
            label: 'P(the test is passed)',
            kind: 'probability',
            exact: new Fraction(pass, 36n),
          },
          { key: 'passingDice', label: 'dice passing (0, 1, 2)', kind: 'distribution', exact: passing },
        ];
      },
      sample(dice, out) {
        const k = passingDice(dice.d6(), dice.d6(), ref, mod, compare);
        out[0] = k >= need ? 1 : 0;
        out[1] = k === 0 ? 1 : 0;
        out[2] = k === 1 ? 1 : 0;
        out[3] = k === 2 ? 1 : 0;
      },
    };
  },
};
