import { Fraction } from '../../exact/Fraction.ts';
import { stopBoltingHorse, type BoltStopCircumstance } from '../../rules/rwnn/horse/stopBoltingHorse.ts';
import { ATTACKED_ON_FOOT } from '../../rules/rwnn/tables/attackedOnFoot.ts';
import { DIE_FACES } from '../../rules/rwnn/tables/DieFace.ts';
import { LOSS_OF_CONTROL } from '../../rules/rwnn/tables/lossOfControl.ts';
import type { OddsMechanic, ReadingOption } from '../OddsMechanic.ts';
import { choiceValue } from '../paramValue.ts';
import { horseReadingsFrom, RIDER_PARAM, riderParam } from './horseReadingOptions.ts';

const HOW: readonly BoltStopCircumstance[] = ['moves-into-contact', 'stood-and-fought'];

/** Which passage's modifiers the throw takes, as an `--option`. */
export const BOLTING_STOP_OPTION: ReadingOption = {
  key: 'horses.boltingStop',
  values: ['two-throws', 'loss-of-control', 'attacked-on-foot'],
  default: 'two-throws',
  describe:
    "stopping a bolting horse: each passage's modifiers for its own circumstance, or LOSS OF CONTROL's or ATTACKING CHARACTERS ON FOOT's for both",
  entry: 'bolting-horse-stop.md',
};

/** `odds stop-bolt`: a man on foot stopping a bolting horse (000 LOSS OF CONTROL; ATTACKING CHARACTERS ON FOOT). */
export const stopBoltOdds: OddsMechanic = {
  name: 'stop-bolt',
  summary: 'a man on foot stopping a bolting horse, by his class of rider',
  source: '000 LOSS OF CONTROL; ATTACKING CHARACTERS ON FOOT, 3',
  params: [
    { ...RIDER_PARAM, describe: "the stopping character's class of rider" },
    {
      name: 'how',
      kind: 'choice',
      choices: HOW,
      default: 'moves-into-contact',
      describe: 'he moves into contact with the horse, or stood and fought its trample and was not hit',
    },
  ],
  options: [BOLTING_STOP_OPTION],
  prepare(params, options) {
    const stopper = riderParam(params);
    const how = choiceValue(params, 'how', HOW, 'moves-into-contact');
    const r = horseReadingsFrom(options);
    return {
      exact() {
        // Read the two charts apart from the rule: which chart, then the faces its modifier lifts to "4, 5 or 6".
        const own = how === 'moves-into-contact' ? 'loss-of-control' : 'attacked-on-foot';
        const which = r.boltingStop === 'two-throws' ? own : r.boltingStop;
        const chart =
          which === 'loss-of-control' ? LOSS_OF_CONTROL.stopBoltingHorse : ATTACKED_ON_FOOT.stopBoltingHorse;
        const ways = DIE_FACES.filter((f) => f + chart.modifiers[stopper] >= 4).length;
        return [
          {
            key: 'pStops',
            label: 'P(stops the horse)',
            kind: 'probability',
            exact: new Fraction(BigInt(ways), 6n),
          },
        ];
      },
      sample(dice, out) {
        out[0] = stopBoltingHorse(stopper, how, r, dice) ? 1 : 0;
      },
    };
  },
};
