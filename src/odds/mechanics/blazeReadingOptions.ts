import type { BlazeReadings } from '../../rules/rwnn/blazeAway.ts';
import { DEFAULT_BLAZE_READINGS } from '../../rules/rwnn/blazeAway.ts';
import type { OptionValues, ParamSpec, ParamValues, ReadingOption } from '../OddsMechanic.ts';
import { choiceValue } from '../paramValue.ts';

/** The `--edition` flag shared by the mechanics that follow the blazing-away 1s rule. */
export const EDITION_PARAM: ParamSpec = {
  name: 'edition',
  kind: 'choice',
  choices: ['extended', '1996'],
  default: 'extended',
  describe: 'blazing-away rules of the extended edition (000) or the 1996 playtest edition (003)',
};

/** The readings of the blazing-away passages, as `--option` keys. */
export const BLAZE_READING_OPTIONS: readonly ReadingOption[] = [
  {
    key: 'blaze.extendedJam',
    values: ['ones-exceed-sixes-by-two', 'two-ones-and-more-ones'],
    default: DEFAULT_BLAZE_READINGS.extendedJam,
    describe: "000's jam rule: 1s exceed 6s by two, or two or more 1s that outnumber the 6s",
    entry: 'blaze-extended-jam.md',
  },
  {
    key: 'blaze.extendedZeroTie',
    values: ['gun-fine', 'out-of-ammo'],
    default: DEFAULT_BLAZE_READINGS.extendedZeroTie,
    describe: "000's 'same number of 1's as 6's' when there are none of either",
    entry: 'blaze-extended-zero-tie.md',
  },
  {
    key: 'blaze.jam1996Hits',
    values: ['hits-stand', 'miss'],
    default: DEFAULT_BLAZE_READINGS.jam1996Hits,
    describe: '003: whether hits stand when three 1s jam the gun but do not outnumber the 6s',
    entry: 'blaze-1996-jam.md',
  },
];

/** The blazing-away readings selected by `--edition` and the `blaze.*` options. */
export function blazeReadingsFrom(params: ParamValues, options: OptionValues): BlazeReadings {
  const d = DEFAULT_BLAZE_READINGS;
  return {
    edition: choiceValue(params, 'edition', ['extended', '1996'], d.edition),
    extendedJam: choiceValue(
      options,
      'blaze.extendedJam',
      ['ones-exceed-sixes-by-two', 'two-ones-and-more-ones'],
      d.extendedJam,
    ),
    extendedZeroTie: choiceValue(
      options,
      'blaze.extendedZeroTie',
      ['gun-fine', 'out-of-ammo'],
      d.extendedZeroTie,
    ),
    jam1996Hits: choiceValue(options, 'blaze.jam1996Hits', ['hits-stand', 'miss'], d.jam1996Hits),
  };
}
