import type { ReadingOption } from '../../../odds/OddsMechanic.ts';
import {
  DYNAMITE_READING_OPTIONS,
  dynamiteReadingsFrom,
} from '../../../odds/mechanics/dynamiteReadingOptions.ts';
import { choiceValue } from '../../../odds/paramValue.ts';
import type { DynamiteReadings } from '../../../rules/rwnn/dynamite/DynamiteReadings.ts';
import type { CoverChitsReading } from '../../../rules/rwnn/dynamite/explosionDamage.ts';

/**
 * How a lobbed stick finds its place (000 "Dynamite Lobbing Procedure"): the TBC method (1-3 distance dice,
 * the red and black scatter dice), the TRWNN method (the estimate, the scatter die and the distance die), or
 * the TBC lob with Variant "A"'s one-die scatter (000 "Dynamite Scatter Variants").
 *
 * @example const m: LobMethod = 'trwnn';
 */
export type LobMethod = 'tbc' | 'trwnn' | 'variant-a';

const METHODS: readonly LobMethod[] = ['tbc', 'trwnn', 'variant-a'];
const COVER_CHITS: readonly CoverChitsReading[] = ['fewer', 'count'];

/** The dynamite rules a shootout plays, resolved once per cell. @example dynamiteRulesFrom({}).method === 'tbc' */
export interface DynamiteRules {
  readonly method: LobMethod;
  readonly coverChits: CoverChitsReading;
  readonly readings: DynamiteReadings;
}

/**
 * The dynamite options of a shootout: the lobbing method, the explosion's chits behind cover, and the
 * scatter readings `odds dynamite-scatter` shares. They change a game only where a figure carries dynamite.
 *
 * @example DYNAMITE_SHOOTOUT_OPTIONS[0].key === 'dynamite.method'
 */
export const DYNAMITE_SHOOTOUT_OPTIONS: readonly ReadingOption[] = [
  {
    key: 'dynamite.method',
    values: METHODS,
    default: 'tbc',
    describe:
      "how a lobbed stick lands: the TBC method (1-3 dice, red and black scatter), TRWNN's (the estimate, the scatter die), or the TBC lob with Variant A's one-die scatter",
    entry: 'dynamite-method.md',
  },
  {
    key: 'dynamite.coverChits',
    values: COVER_CHITS,
    default: 'fewer',
    describe:
      'an explosion\'s "pull -1 / -2 Damage Chits" behind light and heavy cover: that many fewer than 3, or that many',
    entry: 'explosion-cover-chits.md',
  },
  ...DYNAMITE_READING_OPTIONS,
];

/** The dynamite rules a cell's options select (defaults for those not given). */
export function dynamiteRulesFrom(o: Readonly<Record<string, string>>): DynamiteRules {
  return {
    method: choiceValue(o, 'dynamite.method', METHODS, 'tbc'),
    coverChits: choiceValue(o, 'dynamite.coverChits', COVER_CHITS, 'fewer'),
    readings: dynamiteReadingsFrom(o),
  };
}
