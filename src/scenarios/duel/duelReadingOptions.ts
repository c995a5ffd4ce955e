import { BLAZE_READING_OPTIONS, blazeReadingsFrom } from '../../odds/mechanics/blazeReadingOptions.ts';
import { FAST_DRAW_TIE_OPTION } from '../../odds/mechanics/fastDrawOdds.ts';
import { LUCKY_AMMO_OPTION } from '../../odds/mechanics/luckyOdds.ts';
import type { OptionValues, ReadingOption } from '../../odds/OddsMechanic.ts';
import { choiceValue } from '../../odds/paramValue.ts';
import { DEFAULT_DUEL_READINGS, type DuelReadings } from './DuelRules.ts';

/** The readings a duel takes as `--option key=value`, each with its interpretation entry. */
export const DUEL_READING_OPTIONS: readonly ReadingOption[] = [
  FAST_DRAW_TIE_OPTION,
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
  LUCKY_AMMO_OPTION,
  ...BLAZE_READING_OPTIONS,
];

/** The duel readings selected by the options (the blazing-away edition is set by the ruleset in duelRules). */
export function duelReadingsFrom(o: OptionValues): DuelReadings {
  const d = DEFAULT_DUEL_READINGS;
  return {
    fastDrawTie: choiceValue(o, 'fastDraw.tie', ['highest-face', 'lexicographic'], d.fastDrawTie),
    fastDrawHeadWound: choiceValue(o, 'duel.fastDrawHeadWound', ['per-wound', 'once'], d.fastDrawHeadWound),
    fireHeadWound: choiceValue(o, 'duel.fireHeadWound', ['once', 'per-wound'], d.fireHeadWound),
    luckyAmmo: choiceValue(o, 'lucky.ammo', ['more-ones-than-sixes', 'as-blazing-away'], d.luckyAmmo),
    blaze: blazeReadingsFrom({}, o),
  };
}
