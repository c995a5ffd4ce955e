import {
  COMPARE_OPTION,
  coolnessReadingsFrom,
  SHOCKED_OPTION,
} from '../../odds/mechanics/coolnessReadingOptions.ts';
import type { OptionValues, ReadingOption } from '../../odds/OddsMechanic.ts';
import { choiceValue } from '../../odds/paramValue.ts';
import type { CoolnessReadings } from './coolnessTest.ts';
import type { ShotTable } from './shotDamage.ts';

/** How the rescue test is thrown: once for the shot's damage (4.2) or once per damage (player board). */
export type RescueReading = 'once' | 'per-damage';
/** Who takes the panic test: a figure struck (damaged) by a shot, or any figure shot at. */
export type PanicAfter = 'struck' | 'shot-at';
/** A failed panic test by a figure already shocked or scared: worse (scared), or as the dice say. */
export type PanicRepeat = 'escalate' | 'as-rolled';
/** A figure lying in the open beyond short range: Tab.3's -1 once, or with 4.2.1's light cover (-2). */
export type LyingCover = 'once' | 'cumulative';
/** The hunting rifle's action points per shot: Tab.7's 2 or 5.3.3's 3. */
export type HuntingRifleCa = 'text' | 'table';

/** When a figure may take aim: in any turn he does not move, or in the game's first turn only. */
export type AimTurn = 'every-turn' | 'first-turn';

/** Every reading the For A Few Dice More engine plays, chosen by the `fafdm.*` options. */
export interface FafdmReadings {
  readonly coolness: CoolnessReadings;
  readonly shotTable: ShotTable;
  readonly rescue: RescueReading;
  readonly panicAfter: PanicAfter;
  readonly panicRepeat: PanicRepeat;
  readonly lyingCover: LyingCover;
  readonly huntingRifleCa: HuntingRifleCa;
  readonly aimTurn: AimTurn;
}

export const SHOT_TABLE_OPTION: ReadingOption = {
  key: 'fafdm.shotTable',
  values: ['text', 'board'],
  default: 'text',
  describe:
    "shooting test thresholds: 4.2's text (miss on 6 or less, default) or the player board's (7 or less)",
  entry: 'fafdm-shot-thresholds.md',
};

export const RESCUE_OPTION: ReadingOption = {
  key: 'fafdm.rescue',
  values: ['once', 'per-damage'],
  default: 'once',
  describe: "one rescue test for the shot's damage (4.2, default), or one per damage (player board)",
  entry: 'fafdm-rescue-test.md',
};

export const PANIC_AFTER_OPTION: ReadingOption = {
  key: 'fafdm.panicAfter',
  values: ['struck', 'shot-at'],
  default: 'struck',
  describe: 'the panic test follows a shot that struck (default), or every shot at the figure',
  entry: 'fafdm-panic-after.md',
};

export const PANIC_REPEAT_OPTION: ReadingOption = {
  key: 'fafdm.panicRepeat',
  values: ['escalate', 'as-rolled'],
  default: 'escalate',
  describe:
    'a shocked or scared figure failing the panic test becomes scared (default), or takes what it rolled',
  entry: 'fafdm-panic-repeat.md',
};

export const LYING_COVER_OPTION: ReadingOption = {
  key: 'fafdm.lyingCover',
  values: ['once', 'cumulative'],
  default: 'once',
  describe:
    'a figure lying in the open beyond short range: -1 once (default), or -1 twice (light cover and Tab.3)',
  entry: 'fafdm-lying-target.md',
};

export const HUNTING_RIFLE_OPTION: ReadingOption = {
  key: 'fafdm.huntingRifleCa',
  values: ['text', 'table'],
  default: 'text',
  describe: "the hunting rifle's shot costs 3 action points (5.3.3, default) or 2 (Tab.7)",
  entry: 'fafdm-hunting-rifle-ca.md',
};

export const AIM_TURN_OPTION: ReadingOption = {
  key: 'fafdm.aimTurn',
  values: ['every-turn', 'first-turn'],
  default: 'every-turn',
  describe:
    'Tab.1\'s "take aim (1st turn only)": in any turn without a move (default), or in the game\'s first turn',
  entry: 'fafdm-take-aim.md',
};

/** The options of the For A Few Dice More engine, the coolness test's shared with `odds`. */
export const FAFDM_OPTIONS: readonly ReadingOption[] = [
  COMPARE_OPTION,
  SHOCKED_OPTION,
  SHOT_TABLE_OPTION,
  RESCUE_OPTION,
  PANIC_AFTER_OPTION,
  PANIC_REPEAT_OPTION,
  LYING_COVER_OPTION,
  HUNTING_RIFLE_OPTION,
  AIM_TURN_OPTION,
];

const pick = <T extends string>(options: OptionValues, o: ReadingOption): T =>
  choiceValue(options, o.key, o.values as readonly T[], o.default as T);

/** The readings selected by `fafdm.*` options; unset options take their defaults. */
export function fafdmReadingsFrom(options: OptionValues): FafdmReadings {
  return {
    coolness: coolnessReadingsFrom(options),
    shotTable: pick(options, SHOT_TABLE_OPTION),
    rescue: pick(options, RESCUE_OPTION),
    panicAfter: pick(options, PANIC_AFTER_OPTION),
    panicRepeat: pick(options, PANIC_REPEAT_OPTION),
    lyingCover: pick(options, LYING_COVER_OPTION),
    huntingRifleCa: pick(options, HUNTING_RIFLE_OPTION),
    aimTurn: pick(options, AIM_TURN_OPTION),
  };
}
