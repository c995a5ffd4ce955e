import { Fraction } from '../../exact/Fraction.ts';
import { newControlOutcome } from '../../rules/rwnn/horse/ControlOutcome.ts';
import { DEFAULT_HORSE_READINGS } from '../../rules/rwnn/horse/HorseReadings.ts';
import {
  newRiderMeeting,
  RIDER_MET,
  riderMeetsStampede,
  stampedeControl,
} from '../../rules/rwnn/stampede/riderInStampede.ts';
import type { DieFace } from '../../rules/rwnn/tables/DieFace.ts';
import { LOSS_OF_CONTROL } from '../../rules/rwnn/tables/lossOfControl.ts';
import { STAMPEDE_ON_HORSEBACK } from '../../rules/rwnn/tables/stampedeEscape.ts';
import type { OddsMechanic } from '../OddsMechanic.ts';
import { intParam } from '../paramValue.ts';

const FACES: readonly DieFace[] = [1, 2, 3, 4, 5, 6];
const ONE = new Fraction(1n, 1n);

/** The chance of a face of one D6 among `faces`. */
function chance(hit: (f: DieFace) => boolean): Fraction {
  return new Fraction(BigInt(FACES.filter(hit).length), 6n);
}

/**
 * `odds stampede-rider`: a rider the stampede reaches, over `turns` moves of the herd (000 "What to do if a
 * Stampede comes your way and you’re on horseback"), a lost control throwing him as `stampede.riderControl`'s
 * default reads it (`thrown`; the `chart` reading's bucking sequence is played by the games only). The sampled
 * form plays the rule code the stampede scenario plays.
 */
export const stampedeRiderOdds: OddsMechanic = {
  name: 'stampede-rider',
  summary: 'a rider in a stampede: escapes, stuck in the saddle, thrown',
  source: '000 "What to do if a Stampede comes your way and you’re on horseback"',
  params: [
    {
      name: 'turns',
      kind: 'int',
      min: 1,
      max: 10,
      default: 1,
      describe: 'moves of the herd: the one that reaches him, then those he is stuck in it',
    },
  ],
  options: [],
  prepare(params) {
    const turns = intParam(params, 'turns');
    const control = newControlOutcome();
    const meeting = newRiderMeeting();
    return {
      exact() {
        const keeps = chance((f) => LOSS_OF_CONTROL.losesControl[f].outcome === 'fine');
        const escapes = chance((f) => (STAMPEDE_ON_HORSEBACK.escapesOn as readonly DieFace[]).includes(f));
        const escape = keeps.mul(escapes);
        // Stuck after the first move; then each later move a control check keeps him or throws him.
        let stuck = keeps.mul(ONE.sub(escapes));
        for (let t = 1; t < turns; t++) stuck = stuck.mul(keeps);
        return [
          { key: 'pEscape', label: 'P(rides clear)', kind: 'probability', exact: escape },
          { key: 'pStuck', label: 'P(stuck, still in the saddle)', kind: 'probability', exact: stuck },
          {
            key: 'pThrown',
            label: 'P(thrown into the herd)',
            kind: 'probability',
            exact: ONE.sub(escape).sub(stuck),
          },
        ];
      },
      sample(dice, out) {
        const r = riderMeetsStampede('good', 'thrown', DEFAULT_HORSE_READINGS, dice, control, meeting);
        let result = r.result;
        for (let t = 1; t < turns && result === RIDER_MET.stuck; t++)
          if (!stampedeControl('good', 'thrown', DEFAULT_HORSE_READINGS, dice, control))
            result = RIDER_MET.thrown;
        out[0] = result === RIDER_MET.escaped ? 1 : 0;
        out[1] = result === RIDER_MET.stuck ? 1 : 0;
        out[2] = result === RIDER_MET.thrown ? 1 : 0;
      },
    };
  },
};
