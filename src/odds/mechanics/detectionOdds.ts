import { Fraction } from '../../exact/Fraction.ts';
import {
  DEFAULT_DETECTION_READINGS,
  type DetectionReadings,
} from '../../rules/rwnn/hiding/DetectionReadings.ts';
import {
  detectionModifier,
  detectionThrow,
  type DetectionAsk,
} from '../../rules/rwnn/hiding/detectionThrow.ts';
import { DIE_FACES, type DieFace } from '../../rules/rwnn/tables/DieFace.ts';
import { DETECTION, type DetectionOutcome } from '../../rules/rwnn/tables/detection.ts';
import type { OddsMechanic, OptionValues, ReadingOption } from '../OddsMechanic.ts';
import { choiceValue, flagParam, intParam } from '../paramValue.ts';

const D = DEFAULT_DETECTION_READINGS;

/** The readings of 000's detection passages, as `--option` keys. */
export const DETECTION_READING_OPTIONS: readonly ReadingOption[] = [
  {
    key: 'detection.rangeBounds',
    values: ['or-less', 'less-than'],
    default: D.rangeBounds,
    describe: 'the range lines reach 6" and 12" inclusive ("6” or less"), or stop short ("Less than 6”")',
    entry: 'detection-six-inches.md',
  },
  {
    key: 'detection.stealthy',
    values: ['unseen', 'sensed'],
    default: D.stealthy,
    describe:
      'a Stealthy man motionless behind cover beyond 12" is not found at all, or can still be sensed ("Something around here")',
    entry: 'stealthy-detection.md',
  },
];

function readingsFrom(o: OptionValues): DetectionReadings {
  return {
    rangeBounds: choiceValue(o, 'detection.rangeBounds', ['or-less', 'less-than'], D.rangeBounds),
    stealthy: choiceValue(o, 'detection.stealthy', ['unseen', 'sensed'], D.stealthy),
  };
}

const OUTCOMES: readonly [DetectionOutcome, string, string][] = [
  ['spotted', 'pSpotted', 'P(Spotted! the figure is placed on the table)'],
  ['something-around-here', 'pSomething', 'P(‘Something around here somewhere’: a marker points his way)'],
  ['nothing', 'pNothing', 'P(Don’t see anything)'],
];

/** `odds detection`: one detecting player's throw at a hidden character (000 "Hiding and Detection"). */
export const detectionOdds: OddsMechanic = {
  name: 'detection',
  summary: 'detecting a hidden character: spotted, something around here, or nothing',
  source: '000 "Hiding and Detection"; Stealthy in SKILLS & ATTRIBUTES',
  params: [
    { name: 'fired', kind: 'flag', describe: 'the hidden man fired a weapon (lobbing dynamite included)' },
    { name: 'not-fired', kind: 'flag', describe: 'the hidden man did something else (the default)' },
    {
      name: 'distance',
      kind: 'int',
      min: 0,
      max: 48,
      default: 12,
      describe: 'inches from the detecting character to the hidden one',
    },
    { name: 'blazed', kind: 'flag', describe: 'he "Blazed away" when he fired (-3)' },
    { name: 'no-sight', kind: 'flag', describe: 'no line of sight to him (+3)' },
    { name: 'stealthy', kind: 'flag', describe: 'he is Stealthy and motionless behind cover' },
  ],
  options: DETECTION_READING_OPTIONS,
  refuse(params) {
    if (flagParam(params, 'fired') && flagParam(params, 'not-fired'))
      return '--fired, --not-fired: the hidden man either fired or did not, not both';
    if (flagParam(params, 'blazed') && !flagParam(params, 'fired'))
      return '--blazed: only a man who fired can have blazed away (add --fired)';
    return null;
  },
  prepare(params, options) {
    const r = readingsFrom(options);
    const ask: DetectionAsk = {
      fired: flagParam(params, 'fired'),
      blazed: flagParam(params, 'blazed'),
      inches: intParam(params, 'distance'),
      lineOfSight: !flagParam(params, 'no-sight'),
      stealthyMotionless: flagParam(params, 'stealthy'),
    };
    return {
      exact() {
        const table = ask.fired ? DETECTION.firing : DETECTION.notFiring;
        const beyond = ask.stealthyMotionless && ask.inches > DETECTION.skills[0].unseenBeyondInches;
        const mod = detectionModifier(ask, r);
        const ways = (o: DetectionOutcome): number => {
          if (beyond && r.stealthy === 'unseen') return o === 'nothing' ? 6 : 0;
          return DIE_FACES.filter((f) => {
            const read = table.results[Math.min(6, Math.max(1, f + mod)) as DieFace].outcome;
            const seen = beyond && read === 'spotted' ? 'something-around-here' : read;
            return seen === o;
          }).length;
        };
        return OUTCOMES.map(([o, key, label]) => ({
          key,
          label,
          kind: 'probability' as const,
          exact: new Fraction(BigInt(ways(o)), 6n),
        }));
      },
      sample(dice, out) {
        const o = detectionThrow(ask, r, dice);
        for (let i = 0; i < OUTCOMES.length; i++) out[i] = OUTCOMES[i]![0] === o ? 1 : 0;
      },
    };
  },
};
