import { Fraction } from '../../exact/Fraction.ts';
import { newControlOutcome } from '../../rules/rwnn/horse/ControlOutcome.ts';
import {
  newRiderMeeting,
  RIDER_MET,
  riderMeetsStampede,
  stampedeControl,
  type RiderControlReading,
} from '../../rules/rwnn/stampede/riderInStampede.ts';
import { DEFAULT_STAMPEDE_RUN_READINGS } from '../../rules/rwnn/stampede/StampedeRunReadings.ts';
import type { DieFace } from '../../rules/rwnn/tables/DieFace.ts';
import { STAMPEDE_ON_HORSEBACK } from '../../rules/rwnn/tables/stampedeEscape.ts';
import type { OddsEntry, OddsMechanic, ReadingOption } from '../OddsMechanic.ts';
import { choiceValue, intParam } from '../paramValue.ts';
import { controlOdds } from './controlOdds.ts';
import {
  CONTROL_READING_OPTIONS,
  horseReadingsFrom,
  RIDER_PARAM,
  riderParam,
} from './horseReadingOptions.ts';

const FACES: readonly DieFace[] = [1, 2, 3, 4, 5, 6];
const ONE = new Fraction(1n, 1n);
const CONTROLS: readonly RiderControlReading[] = ['thrown', 'chart'];

/** `stampede.riderControl`: what a lost control in a stampede does to a rider (register stampede-rider-control). */
export const RIDER_CONTROL_OPTION: ReadingOption = {
  key: 'stampede.riderControl',
  values: CONTROLS,
  default: DEFAULT_STAMPEDE_RUN_READINGS.riderControl,
  describe:
    "a rider who loses control in a stampede is thrown into it (LOSS OF CONTROL's first throw), or plays the whole LOSS OF CONTROL chart, only a rider thrown going on foot",
  entry: 'stampede-rider-control.md',
};

/** The `horses.*` readings a check under `stampede.riderControl=chart` plays (a bolting horse's regain is never thrown here). */
const CHART_OPTIONS = CONTROL_READING_OPTIONS.filter(
  (o) => o.key === 'horses.thrownAgain' || o.key === 'horses.bucking',
);

/** The probability entry of `key` among `entries`. */
function entry(entries: readonly OddsEntry[], key: string): Fraction {
  const e = entries.find((x) => x.key === key);
  if (e === undefined || Array.isArray(e.exact)) throw new Error(`no exact probability ${key}`);
  return e.exact as Fraction;
}

/**
 * `odds stampede-rider`: a rider the stampede reaches, over `turns` moves of the herd (000 "What to do if a
 * Stampede comes your way and you’re on horseback"), a lost control read as `stampede.riderControl` says:
 * thrown at once (`thrown`), or the whole LOSS OF CONTROL procedure for his class under the `horses.*`
 * readings (`chart`), only a rider it throws going on foot and one whose horse bucks, rears or bolts under
 * him stuck in the herd. The exact form takes one check's chances from `odds control`'s exact form (its first
 * turn); the sampled form plays the rule code the stampede scenario and a shootout's herd play.
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
    RIDER_PARAM,
  ],
  options: [RIDER_CONTROL_OPTION, ...CHART_OPTIONS],
  prepare(params, options) {
    const turns = intParam(params, 'turns');
    const rider = riderParam(params);
    const reading = choiceValue(options, RIDER_CONTROL_OPTION.key, CONTROLS, 'thrown');
    const horse = horseReadingsFrom(options);
    const control = newControlOutcome();
    const meeting = newRiderMeeting();
    return {
      exact() {
        // One check: control lost (the first throw), and the rider thrown by it as the reading plays it.
        const check = controlOdds.prepare({ rider, turns: 1 }, options).exact();
        const lost = ONE.sub(entry(check, 'pKeepsControl'));
        const thrown = reading === 'thrown' ? lost : entry(check, 'pThrown');
        const escapes = new Fraction(
          BigInt(
            FACES.filter((f) => (STAMPEDE_ON_HORSEBACK.escapesOn as readonly DieFace[]).includes(f)).length,
          ),
          6n,
        );
        const escape = ONE.sub(lost).mul(escapes);
        // Stuck after the first move: control kept and no escape, or (chart) lost but left in the saddle;
        // then each later move a check keeps him in the saddle or throws him.
        let stuck = ONE.sub(lost).mul(ONE.sub(escapes)).add(lost.sub(thrown));
        for (let t = 1; t < turns; t++) stuck = stuck.mul(ONE.sub(thrown));
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
        const r = riderMeetsStampede(rider, reading, horse, dice, control, meeting);
        let result = r.result;
        for (let t = 1; t < turns && result === RIDER_MET.stuck; t++)
          if (!stampedeControl(rider, reading, horse, dice, control)) result = RIDER_MET.thrown;
        out[0] = result === RIDER_MET.escaped ? 1 : 0;
        out[1] = result === RIDER_MET.stuck ? 1 : 0;
        out[2] = result === RIDER_MET.thrown ? 1 : 0;
      },
    };
  },
};
