import {
  COMPARE_OPTION,
  coolnessReadingsFrom,
  SHOCKED_OPTION,
} from '../../odds/mechanics/coolnessReadingOptions.ts';
import type { OptionValues, ReadingOption } from '../../odds/OddsMechanic.ts';
import { choiceValue } from '../../odds/paramValue.ts';
import type { CoolnessReadings } from './coolnessTest.ts';
import {
  BLAST_DAMAGE_OPTION,
  DYNAMITE_THROW_OPTION,
  explosivesReadingsFrom,
  type ExplosivesReadings,
} from './explosives/explosivesOptions.ts';
import type { ShotTable } from './shotDamage.ts';
import { CHANGE_WEAPON_OPTION, changeWeaponFrom, type ChangeWeapon } from './sideArms/changeWeaponOption.ts';
import { HORSE_OPTIONS, horseReadingsFrom, type HorseReadings } from './horse/horseOptions.ts';

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

/** 2.1 "fire and movement can not be combined" against 1.7's "motion action, SHOT": may a mover fire? */
export type MoveAndFire = 'move-then-fire' | 'either';
/** The melee rescue test subtracts the target's COS (4.3 as printed) or his REF (as 4.2's). */
export type MeleeRescue = 'cos' | 'ref';
/** 4.3.1's "10U D6 +1 / 2": 10U plus 1D6 (the example), or (1D6 + 1) / 2 U. */
export type DisengageDistance = 'ten-plus-d6' | 'half-d6-plus-1';
/** 6.2's cohesion test (1D6 with the leader against the highest coolness) or the player board's. */
export type CohesionReading = 'text' | 'board';

/** 4.2.3's opportunity coolness test, "penalty from modifiers ... doubled": its outcome, or its modifier. */
export type OpportunityCool = 'double-penalty' | 'double-shock';

/** 5.2.2's emptied cylinder: each die under SHOT a shot through the usual test, or a strike of 1 damage. */
export type CylinderReading = 'shooting-tests' | 'strikes';
/** Clearing a jammed rifle: 5.3.2's "1 action" or Tab.1's "disobstruct a weapon 2". */
export type UnjamCa = 'text' | 'table';

/** 4.2.2's friendly fire: who in the way a missed shot may strike (the shooter's friends, anyone), or none. */
export type FriendlyFire = 'friends' | 'any-figure' | 'off';

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
  readonly moveAndFire: MoveAndFire;
  readonly meleeRescue: MeleeRescue;
  readonly disengage: DisengageDistance;
  readonly cohesion: CohesionReading;
  readonly opportunityCool: OpportunityCool;
  readonly cylinder: CylinderReading;
  readonly unjamCa: UnjamCa;
  readonly friendlyFire: FriendlyFire;
  /** 5.5's explosives (a table's band files give dynamite); absent: the defaults. */
  readonly explosives?: ExplosivesReadings;
  /** Tab.1's change of weapon for a side arm carried beside a gun (5.4); absent: `text`. */
  readonly changeWeapon?: ChangeWeapon;
  /** Horses (2.4, 3.1, 4.2, 4.2.2; a band file's `mounts:`); absent: the defaults. */
  readonly horse?: HorseReadings;
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

export const MOVE_AND_FIRE_OPTION: ReadingOption = {
  key: 'fafdm.moveAndFire',
  values: ['move-then-fire', 'either'],
  default: 'move-then-fire',
  describe: 'a figure may move and then fire in one turn (1.7, Tab.3, default), or either move or fire (2.1)',
  entry: 'fafdm-move-and-fire.md',
};

export const MELEE_RESCUE_OPTION: ReadingOption = {
  key: 'fafdm.meleeRescue',
  values: ['cos', 'ref'],
  default: 'cos',
  describe: "the melee rescue test subtracts the target's COS (4.3 as printed, default) or his REF (as 4.2)",
  entry: 'fafdm-melee-rescue.md',
};

export const DISENGAGE_OPTION: ReadingOption = {
  key: 'fafdm.disengage',
  values: ['ten-plus-d6', 'half-d6-plus-1'],
  default: 'ten-plus-d6',
  describe: '4.3.1\'s "10U D6 +1 / 2": 10U + 1D6 (the example, default) or (1D6 + 1) / 2 U',
  entry: 'fafdm-disengage.md',
};

export const COHESION_OPTION: ReadingOption = {
  key: 'fafdm.cohesion',
  values: ['text', 'board'],
  default: 'text',
  describe:
    "6.2's cohesion test (1D6 +-1 for the leader against the highest coolness, default) or the player board's",
  entry: 'fafdm-cohesion-test.md',
};

export const OPPORTUNITY_COOL_OPTION: ReadingOption = {
  key: 'fafdm.opportunityCool',
  values: ['double-penalty', 'double-shock'],
  default: 'double-penalty',
  describe:
    "the opportunity shot's coolness test (4.2.3): tense -2 and nervous -4 (default), or a shocked shooter's +2 a die",
  entry: 'fafdm-opportunity-coolness.md',
};

export const CYLINDER_OPTION: ReadingOption = {
  key: 'fafdm.cylinder',
  values: ['shooting-tests', 'strikes'],
  default: 'shooting-tests',
  describe:
    "the six-shot's emptied cylinder (5.2.2): each of the 6D6 under SHOT is a shot through the usual shooting test (default), or a strike of 1 damage",
  entry: 'fafdm-empty-cylinder.md',
};

export const UNJAM_OPTION: ReadingOption = {
  key: 'fafdm.unjamCa',
  values: ['text', 'table'],
  default: 'text',
  describe:
    "clearing a jammed rifle costs 1 action point (5.3.2, default) or 2 (Tab.1's disobstruct a weapon)",
  entry: 'fafdm-jam.md',
};

export const FRIENDLY_FIRE_OPTION: ReadingOption = {
  key: 'fafdm.friendlyFire',
  values: ['friends', 'any-figure', 'off'],
  default: 'friends',
  describe:
    "a missed shot with the shooter's friends on the fire line or within 2U of the target strikes one on a 6 (4.2.2, default); with anyone there; or never",
  entry: 'fafdm-friendly-fire.md',
};

/** The options a duel in the open plays (the coolness test's shared with `odds`). */
export const FAFDM_DUEL_OPTIONS: readonly ReadingOption[] = [
  COMPARE_OPTION,
  SHOCKED_OPTION,
  SHOT_TABLE_OPTION,
  RESCUE_OPTION,
  PANIC_AFTER_OPTION,
  PANIC_REPEAT_OPTION,
  LYING_COVER_OPTION,
  HUNTING_RIFLE_OPTION,
  AIM_TURN_OPTION,
  UNJAM_OPTION,
];

/** Every option of the For A Few Dice More engine: the duel's and those of a game on a table. */
export const FAFDM_OPTIONS: readonly ReadingOption[] = [
  ...FAFDM_DUEL_OPTIONS,
  MOVE_AND_FIRE_OPTION,
  MELEE_RESCUE_OPTION,
  DISENGAGE_OPTION,
  COHESION_OPTION,
  OPPORTUNITY_COOL_OPTION,
  CYLINDER_OPTION,
  FRIENDLY_FIRE_OPTION,
  BLAST_DAMAGE_OPTION,
  DYNAMITE_THROW_OPTION,
  CHANGE_WEAPON_OPTION,
  ...HORSE_OPTIONS,
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
    moveAndFire: pick(options, MOVE_AND_FIRE_OPTION),
    meleeRescue: pick(options, MELEE_RESCUE_OPTION),
    disengage: pick(options, DISENGAGE_OPTION),
    cohesion: pick(options, COHESION_OPTION),
    opportunityCool: pick(options, OPPORTUNITY_COOL_OPTION),
    cylinder: pick(options, CYLINDER_OPTION),
    unjamCa: pick(options, UNJAM_OPTION),
    friendlyFire: pick(options, FRIENDLY_FIRE_OPTION),
    explosives: explosivesReadingsFrom(options),
    changeWeapon: changeWeaponFrom(options),
    horse: horseReadingsFrom(options),
  };
}
