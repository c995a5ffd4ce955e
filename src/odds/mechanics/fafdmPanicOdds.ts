import { Fraction } from '../../exact/Fraction.ts';
import { diceOverCoolness } from '../../rules/fafdm/coolnessTest.ts';
import type { OddsMechanic } from '../OddsMechanic.ts';
import { intParam } from '../paramValue.ts';
import { COMPARE_OPTION, coolnessReadingsFrom } from './coolnessReadingOptions.ts';
import { forEachTwoDice } from './forEachTwoDice.ts';

/** `odds fafdm-panic`: For A Few Dice More's panic test after being shot at. */
export const fafdmPanicOdds: OddsMechanic = {
  name: 'fafdm-panic',
  summary: 'For A Few Dice More panic test: steady, shocked or scared',
  source: '001 4.2 FIRE (panic test); 4.3.2 SHOCKED OR SCARED CHARACTER',
  params: [{ name: 'cool', kind: 'int', min: 0, max: 12, describe: 'coolness score C' }],
  options: [COMPARE_OPTION],
  prepare(params, options) {
    const cool = intParam(params, 'cool');
    const readings = coolnessReadingsFrom(options);
    return {
      exact() {
        const ways = [0n, 0n, 0n];
        forEachTwoDice((d1, d2) => ways[diceOverCoolness(d1, d2, cool, false, readings)]!++);
        const p = (k: number): Fraction => new Fraction(ways[k]!, 36n);
        return [
          { key: 'pSteady', label: 'P(nothing happens)', kind: 'probability', exact: p(0) },
          { key: 'pShocked', label: 'P(shocked)', kind: 'probability', exact: p(1) },
          { key: 'pScared', label: 'P(scared)', kind: 'probability', exact: p(2) },
        ];
      },
      sample(dice, out) {
        const over = diceOverCoolness(dice.d6(), dice.d6(), cool, false, readings);
        out[0] = over === 0 ? 1 : 0;
        out[1] = over === 1 ? 1 : 0;
        out[2] = over === 2 ? 1 : 0;
      },
    };
  },
};
