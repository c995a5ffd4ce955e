import { Fraction } from '../../exact/Fraction.ts';
import { diceOverCoolness } from '../../rules/fafdm/coolnessTest.ts';
import type { OddsMechanic } from '../OddsMechanic.ts';
import { flagParam, intParam } from '../paramValue.ts';
import { COMPARE_OPTION, coolnessReadingsFrom, SHOCKED_OPTION } from './coolnessReadingOptions.ts';
import { forEachTwoDice } from './forEachTwoDice.ts';

/** `odds fafdm-cool`: For A Few Dice More's coolness test before shooting or fighting. */
export const fafdmCoolOdds: OddsMechanic = {
  name: 'fafdm-cool',
  summary: 'For A Few Dice More coolness test: steady, tense (-1) or nervous (-2)',
  source: '001 4.2 FIRE (COOLNESS TEST); 4.3.2 SHOCKED OR SCARED CHARACTER',
  params: [
    { name: 'cool', kind: 'int', min: 0, max: 12, describe: 'coolness score C' },
    { name: 'shocked', kind: 'flag', describe: 'the character is shocked or in panic (+1)' },
  ],
  options: [COMPARE_OPTION, SHOCKED_OPTION],
  prepare(params, options) {
    const cool = intParam(params, 'cool');
    const shocked = flagParam(params, 'shocked');
    const readings = coolnessReadingsFrom(options);
    return {
      exact() {
        const ways = [0n, 0n, 0n];
        forEachTwoDice((d1, d2) => ways[diceOverCoolness(d1, d2, cool, shocked, readings)]!++);
        const p = (k: number): Fraction => new Fraction(ways[k]!, 36n);
        return [
          { key: 'pSteady', label: 'P(steady, no modifier)', kind: 'probability', exact: p(0) },
          { key: 'pTense', label: 'P(tense, -1)', kind: 'probability', exact: p(1) },
          { key: 'pNervous', label: 'P(nervous, -2)', kind: 'probability', exact: p(2) },
        ];
      },
      sample(dice, out) {
        const over = diceOverCoolness(dice.d6(), dice.d6(), cool, shocked, readings);
        out[0] = over === 0 ? 1 : 0;
        out[1] = over === 1 ? 1 : 0;
        out[2] = over === 2 ? 1 : 0;
      },
    };
  },
};
