import { DEFAULT_HORSE_READINGS, type HorseReadings } from '../../rules/rwnn/horse/HorseReadings.ts';
import type { RiderClass } from '../../rules/rwnn/tables/RiderClass.ts';
import type { OptionValues, ParamSpec, ParamValues, ReadingOption } from '../OddsMechanic.ts';
import { choiceValue } from '../paramValue.ts';

const D = DEFAULT_HORSE_READINGS;
const RIDERS: readonly RiderClass[] = ['inept', 'poor', 'good', 'expert'];

/** The `--rider` flag of the horse mechanics. */
export const RIDER_PARAM: ParamSpec = {
  name: 'rider',
  kind: 'choice',
  choices: RIDERS,
  default: 'good',
  describe: "the rider's class (000 HORSES; Plains Indians are expert)",
};

/** The rider class of `--rider`. @example riderParam({ rider: 'poor' }) === 'poor' */
export function riderParam(params: ParamValues): RiderClass {
  return choiceValue(params, 'rider', RIDERS, 'good');
}

/** The readings of 000's loss-of-control passages, as `--option` keys (`odds control`). */
export const CONTROL_READING_OPTIONS: readonly ReadingOption[] = [
  {
    key: 'horses.thrownAgain',
    values: ['reaction-throw', 'rider-thrown'],
    default: D.thrownAgain,
    describe:
      '"rider loses control, thrown again below": the die thrown again on the reactions, or the rider thrown',
    entry: 'horse-thrown-again.md',
  },
  {
    key: 'horses.bucking',
    values: ['until-resolved', 'one-round-a-turn'],
    default: D.bucking,
    describe: "the bucking sequence played out at once, or one round in each of the rider's turns",
    entry: 'bucking-loop.md',
  },
  {
    key: 'horses.boltRegain',
    values: ['own-class', 'as-inept'],
    default: D.boltRegain,
    describe: 'a rider on a bolting horse regains control each turn on part c for his own class, or as Inept',
    entry: 'bolting-regain.md',
  },
];

/** The readings of 000's movement passages, as `--option` keys (`odds horse-move`). */
export const MOVE_READING_OPTIONS: readonly ReadingOption[] = [
  {
    key: 'horses.threeSixes',
    values: ['at-least-three', 'exactly-three'],
    default: D.threeSixes,
    describe: '"three 6’s simultaneously" on the movement dice: three or more, or exactly three',
    entry: 'three-sixes.md',
  },
  {
    key: 'horses.woundedInept',
    values: ['two-dice', 'one-die'],
    default: D.woundedInept,
    describe: 'an Inept rider on a wounded horse still throws two dice, or one',
    entry: 'wounded-horse-inept.md',
  },
];

/** The readings of the mounted firing penalty, as `--option` keys (`odds mounted-fire`). */
export const MOUNTED_FIRE_READING_OPTIONS: readonly ReadingOption[] = [
  {
    key: 'horses.firstDieIgnored',
    values: ['plains-indian', 'expert-rider'],
    default: D.firstDieIgnored,
    describe:
      'who ignores the first movement die in the firing penalty: Plains Indians (HORSES) or Expert riders (RANGE CHART)',
    entry: 'mounted-first-die.md',
  },
  {
    key: 'tables.mountedShoulderArmModifier',
    values: ['minus-two', 'minus-one'],
    default: D.shoulderArm,
    describe:
      'a shoulder arm fired mounted loses two dice per movement die, or one as the modifier list prints',
    entry: 'mounted-firing-modifier.md',
  },
];

/** The readings of fights with riders, as `--option` keys (`odds horse-fight`). */
export const HORSE_FIGHT_READING_OPTIONS: readonly ReadingOption[] = [
  {
    key: 'horses.trampledDown',
    values: ['always', 'when-hit'],
    default: D.trampledDown,
    describe:
      '"TRAMPLED ... CHARACTERS are always knocked down and winded": every man trampled, or only one the trample hit',
    entry: 'trampled-knocked-down.md',
  },
  {
    key: 'horses.combatControl',
    values: ['every-fight', 'blow-struck'],
    default: D.combatControl,
    describe:
      'a rider throws for control after every fight he is in, or only when a blow lands on him or his horse or he is outthrown',
    entry: 'combat-loss-of-control.md',
  },
];

/** The horse readings the options select (defaults for those not given). */
export function horseReadingsFrom(o: OptionValues): HorseReadings {
  return {
    thrownAgain: choiceValue(o, 'horses.thrownAgain', ['reaction-throw', 'rider-thrown'], D.thrownAgain),
    bucking: choiceValue(o, 'horses.bucking', ['until-resolved', 'one-round-a-turn'], D.bucking),
    boltRegain: choiceValue(o, 'horses.boltRegain', ['own-class', 'as-inept'], D.boltRegain),
    threeSixes: choiceValue(o, 'horses.threeSixes', ['at-least-three', 'exactly-three'], D.threeSixes),
    woundedInept: choiceValue(o, 'horses.woundedInept', ['two-dice', 'one-die'], D.woundedInept),
    firstDieIgnored: choiceValue(
      o,
      'horses.firstDieIgnored',
      ['plains-indian', 'expert-rider'],
      D.firstDieIgnored,
    ),
    shoulderArm: choiceValue(
      o,
      'tables.mountedShoulderArmModifier',
      ['minus-two', 'minus-one'],
      D.shoulderArm,
    ),
    boltingStop: choiceValue(
      o,
      'horses.boltingStop',
      ['two-throws', 'loss-of-control', 'attacked-on-foot'],
      D.boltingStop,
    ),
    trampledDown: choiceValue(o, 'horses.trampledDown', ['always', 'when-hit'], D.trampledDown),
    combatControl: choiceValue(o, 'horses.combatControl', ['every-fight', 'blow-struck'], D.combatControl),
  };
}
