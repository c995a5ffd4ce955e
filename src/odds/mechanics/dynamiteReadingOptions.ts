import {
  DEFAULT_DYNAMITE_READINGS,
  type DynamiteReadings,
} from '../../rules/rwnn/dynamite/DynamiteReadings.ts';
import type { OptionValues, ReadingOption } from '../OddsMechanic.ts';
import { choiceValue } from '../paramValue.ts';

const D = DEFAULT_DYNAMITE_READINGS;

/** The readings of 000's dynamite scatter passages, as `--option` keys (`odds dynamite-scatter`). */
export const DYNAMITE_READING_OPTIONS: readonly ReadingOption[] = [
  {
    key: 'dynamite.scatterModifiers',
    values: ['size', 'signed'],
    default: D.scatterModifiers,
    describe:
      'TBC lobbing modifiers change the size of the scatter whichever way it goes, or the signed black-minus-red number',
    entry: 'dynamite-scatter-modifiers.md',
  },
  {
    key: 'dynamite.bounceFrom',
    values: ['landing', 'aim'],
    default: D.bounceFrom,
    describe: 'each bounce roll moves the stick on from where it lies, or is measured from the aiming point',
    entry: 'dynamite-bounce.md',
  },
  {
    key: 'dynamite.woundInches',
    values: ['per-wound', 'per-severity'],
    default: D.woundInches,
    describe: '"For each would suffered by Thrower": one inch a wound, or two for a serious wound',
    entry: 'dynamite-wound-modifiers.md',
  },
  {
    key: 'dynamite.scatterDieTargets',
    values: ['two', 'one'],
    default: D.scatterDieTargets,
    describe: "TRWNN: the Games Workshop scatter die's faces with the target symbol, two of six or one",
    entry: 'dynamite-scatter-die.md',
  },
];

/** The dynamite readings the options select (defaults for those not given). */
export function dynamiteReadingsFrom(o: OptionValues): DynamiteReadings {
  return {
    scatterModifiers: choiceValue(o, 'dynamite.scatterModifiers', ['size', 'signed'], D.scatterModifiers),
    bounceFrom: choiceValue(o, 'dynamite.bounceFrom', ['landing', 'aim'], D.bounceFrom),
    woundInches: choiceValue(o, 'dynamite.woundInches', ['per-wound', 'per-severity'], D.woundInches),
    scatterDieTargets: choiceValue(o, 'dynamite.scatterDieTargets', ['two', 'one'], D.scatterDieTargets),
  };
}
