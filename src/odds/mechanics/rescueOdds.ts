import { Fraction } from '../../exact/Fraction.ts';
import { newRescueThrow, rescueHoist } from '../../rules/rwnn/horse/rescueHoist.ts';
import { DIE_FACES } from '../../rules/rwnn/tables/DieFace.ts';
import { RESCUING_COMRADES } from '../../rules/rwnn/tables/rescuingComrades.ts';
import type { OddsEntry, OddsMechanic } from '../OddsMechanic.ts';
import { intParam } from '../paramValue.ts';

/** `odds rescue`: a rider hoisting a comrade on foot as he passes (000 RESCUING COMRADES ON FOOT). */
export const rescueOdds: OddsMechanic = {
  name: 'rescue',
  summary: 'a rider hoisting a comrade on foot: the hoist, and a loss-of-control throw first',
  source: '000 RESCUING COMRADES ON FOOT',
  params: [
    {
      name: 'mod',
      kind: 'int',
      min: -12,
      max: 6,
      default: 0,
      describe:
        'the sum of the modifiers: -1 per movement die about to be thrown, +2 each Expert rider, -1 each seriously wounded, +1 Plains Indian',
    },
  ],
  options: [],
  prepare(params) {
    const mod = intParam(params, 'mod');
    const out = newRescueThrow();
    return {
      exact(): readonly OddsEntry[] {
        const lowest = RESCUING_COMRADES.succeedsOn[0];
        const hoisted = DIE_FACES.filter((f) => f + mod >= lowest).length;
        const first = RESCUING_COMRADES.lossOfControlOn.faces.length;
        return [
          {
            key: 'pHoisted',
            label: 'P(hoisted up)',
            kind: 'probability',
            exact: new Fraction(BigInt(hoisted), 6n),
          },
          {
            key: 'pControlThrow',
            label: 'P(an unmodified 1 or 2: loss-of-control throw first)',
            kind: 'probability',
            exact: new Fraction(BigInt(first), 6n),
          },
        ];
      },
      sample(dice, o) {
        rescueHoist(mod, dice, out);
        o[0] = out.hoisted ? 1 : 0;
        o[1] = out.controlThrow ? 1 : 0;
      },
    };
  },
};
