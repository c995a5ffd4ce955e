import { BLAZE_READING_OPTIONS } from '../../odds/mechanics/blazeReadingOptions.ts';
import type { OptionValues, ReadingOption } from '../../odds/OddsMechanic.ts';
import { choiceValue } from '../../odds/paramValue.ts';
import { DEFAULT_BLAZE_READINGS } from '../../rules/rwnn/blazeAway.ts';
import { DEFAULT_DUEL_READINGS, type DuelReadings } from './DuelRules.ts';

/** The readings a duel takes as `--option key=value`, each with its interpretation entry. */
export const DUEL_READING_OPTIONS: readonly ReadingOption[] = [
  {
    key: 'fastDraw.tie',
    values: ['highest-face', 'lexicographic'],
    default: DEFAULT_DUEL_READINGS.fastDrawTie,
    describe: 'equal counts of the highest face are simultaneous, or pass on to the next face down',
    entry: 'fast-draw-ties.md',
  },
  {
    key: 'duel.fastDrawHeadWound',
    values: ['per-wound', 'once'],
    default: DEFAULT_DUEL_READINGS.fastDrawHeadWound,
    describe: 'the fast-draw "Head Wound - 1" counts per head wound, or once',
    entry: 'duel-head-wound-modifiers.md',
  },
  {
    key: 'duel.fireHeadWound',
    values: ['once', 'per-wound'],
    default: DEFAULT_DUEL_READINGS.fireHeadWound,
    describe: 'the firing "Head wound – 1" counts once, or per head wound',
    entry: 'duel-head-wound-modifiers.md',
  },
  {
    key: 'lucky.ammo',
    values: ['more-ones-than-sixes', 'as-blazing-away'],
    default: DEFAULT_DUEL_READINGS.luckyAmmo,
    describe: "000's lucky shot 'out of ammo as usual'",
    entry: 'lucky-shot-ammo.md',
  },
  ...BLAZE_READING_OPTIONS,
];

/** The duel readings selected by the options (the blazing-away edition follows the ruleset). */
export function duelReadingsFrom(o: OptionValues): DuelReadings {
  const d = DEFAULT_DUEL_READINGS;
  return {
    fastDrawTie: choiceValue(o, 'fastDraw.tie', ['highest-face', 'lexicographic'], d.fastDrawTie),
    fastDrawHeadWound: choiceValue(o, 'duel.fastDrawHeadWound', ['per-wound', 'once'], d.fastDrawHeadWound),
    fireHeadWound: choiceValue(o, 'duel.fireHeadWound', ['once', 'per-wound'], d.fireHeadWound),
    luckyAmmo: choiceValue(o, 'lucky.ammo', ['more-ones-than-sixes', 'as-blazing-away'], d.luckyAmmo),
    blaze: {
      ...DEFAULT_BLAZE_READINGS,
      extendedJam: choiceValue(
        o,
        'blaze.extendedJam',
        ['ones-exceed-sixes-by-two', 'two-ones-and-more-ones'],
        DEFAULT_BLAZE_READINGS.extendedJam,
      ),
      extendedZeroTie: choiceValue(
        o,
        'blaze.extendedZeroTie',
        ['gun-fine', 'out-of-ammo'],
        DEFAULT_BLAZE_READINGS.extendedZeroTie,
      ),
      jam1996Hits: choiceValue(
        o,
        'blaze.jam1996Hits',
        ['hits-stand', 'miss'],
        DEFAULT_BLAZE_READINGS.jam1996Hits,
      ),
    },
  };
}
