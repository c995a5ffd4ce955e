import type { OptionValues, ReadingOption } from '../../odds/OddsMechanic.ts';
import { choiceValue } from '../../odds/paramValue.ts';
import { STAMPEDE_READING_OPTIONS } from '../../odds/mechanics/stampedeReadingOptions.ts';
import { TRAMPLED_FROM_OPTION } from '../../odds/mechanics/stampedeFootOdds.ts';
import { REGAIN_THROW_OPTION } from '../../odds/mechanics/driveRegainOdds.ts';
import { RIDER_CONTROL_OPTION } from '../../odds/mechanics/stampedeRiderOdds.ts';
import {
  DEFAULT_STAMPEDE_RUN_READINGS as D,
  type StampedeRunReadings,
} from '../../rules/rwnn/stampede/StampedeRunReadings.ts';

const DIRECTIONS: readonly StampedeRunReadings['direction'][] = ['dice-arrow', 'away-from-gunfire'];
const ROWS: readonly StampedeRunReadings['trampleRow'][] = ['fist', 'clubbed-rifle'];
const FROM: readonly StampedeRunReadings['trampledFrom'][] = ['same-turn', 'next-turn'];
const TURNS: readonly StampedeRunReadings['footTurn'][] = ['chart', 'ninety'];
const WALLS: readonly StampedeRunReadings['wall'][] = ['turns', 'halts'];
const LEAD_SHOTS: readonly StampedeRunReadings['leadShot'][] = ['wound-chart', 'horse-injury'];
const RESHUFFLES: readonly StampedeRunReadings['reshuffle'][] = ['draw-pile', 'whole-deck'];
const DEVIATIONS: readonly StampedeRunReadings['driveDeviation'][] = ['unled', 'every-move'];
const REACHES: readonly StampedeRunReadings['wagonReach'][] = ['one-inch', 'touching'];
const SADDLE_SHOTS: readonly StampedeRunReadings['saddleShot'][] = ['one-die', 'full-speed'];
const DAMAGES: readonly StampedeRunReadings['buildingDamage'][] = ['blast-table', 'none'];

/** The readings of a running stampede as `--option` keys. */
const RUN_OPTIONS: readonly ReadingOption[] = [
  {
    key: 'stampede.direction',
    values: DIRECTIONS,
    default: D.direction,
    describe:
      'the stampede runs where a red and a black die point, any way; or straight away from the gunfire',
    entry: 'stampede-direction.md',
  },
  {
    key: 'stampede.trampleRow',
    values: ROWS,
    default: D.trampleRow,
    describe:
      'the fighting chart row a beast tramples on, the chart having no TRAMPLE row: Fist, or Clubbed Rifle',
    entry: 'stampede-trample-row.md',
  },
  TRAMPLED_FROM_OPTION,
  {
    key: 'stampede.footTurn',
    values: TURNS,
    default: D.footTurn,
    describe:
      'a man on foot turns a stampede by the deviation chart (straight ahead thrown again), or 90 degrees',
    entry: 'stampede-foot-turn.md',
  },
  {
    key: 'stampede.wall',
    values: WALLS,
    default: D.wall,
    describe: 'at a fence it will not go through the stampede turns 90 degrees along it, or halts there',
    entry: 'stampede-wall.md',
  },
  {
    key: 'stampede.leadShot',
    values: LEAD_SHOTS,
    default: D.leadShot,
    describe:
      'a hit on the lead animal read on the wound chart as for a man, or on the injury to horses chart',
    entry: 'stampede-lead-animal.md',
  },
  {
    key: 'stampede.reshuffle',
    values: RESHUFFLES,
    default: D.reshuffle,
    describe:
      'a card inserted mid-turn (the Stampede card, a cowboy leaving the drive) joins the cards still to come, or every discard goes back with it',
    entry: 'stampede-reshuffle.md',
  },
  {
    key: 'drive.deviation',
    values: DEVIATIONS,
    default: D.driveDeviation,
    describe:
      'the deviation die is thrown for the herd ambling with no cowboys only, or for every move of the Cattle Drive too',
    entry: 'drive-deviation.md',
  },
  REGAIN_THROW_OPTION,
  {
    key: 'stampede.wagonReach',
    values: REACHES,
    default: D.wagonReach,
    describe:
      'a stampede is "next to" a wagon within 1" of it, as a man throws to escape, or only touching it',
    entry: 'stampede-wagon-beside.md',
  },
  {
    key: 'stampede.buildingDamage',
    values: DAMAGES,
    default: D.buildingDamage,
    describe:
      'a wooden building a stampede goes around is checked "as if ... FIRE damage" on the building chart of dynamite (1-3 an edge collapses), or not at all',
    entry: 'stampede-building-damage.md',
  },
  RIDER_CONTROL_OPTION,
  {
    key: 'stampede.saddleShot',
    values: SADDLE_SHOTS,
    default: D.saddleShot,
    describe:
      "a rider shooting at the lead animal fires before a movement throw of one die (a pistol loses one die), or of his class's full speed (a die lost for each)",
    entry: 'stampede-saddle-shot.md',
  },
];

/**
 * Every option a stampede cell may set: the stampede check's readings and the running stampede's.
 *
 * @example STAMPEDE_OPTIONS.map((o) => o.key).includes('stampede.direction')
 */
export const STAMPEDE_OPTIONS: readonly ReadingOption[] = [...STAMPEDE_READING_OPTIONS, ...RUN_OPTIONS];

/** The running stampede's readings the options select. @example stampedeRunReadingsFrom({}).trampleRow === 'fist' */
export function stampedeRunReadingsFrom(o: OptionValues): StampedeRunReadings {
  return {
    direction: choiceValue(o, 'stampede.direction', DIRECTIONS, D.direction),
    trampleRow: choiceValue(o, 'stampede.trampleRow', ROWS, D.trampleRow),
    trampledFrom: choiceValue(o, 'stampede.trampledFrom', FROM, D.trampledFrom),
    footTurn: choiceValue(o, 'stampede.footTurn', TURNS, D.footTurn),
    wall: choiceValue(o, 'stampede.wall', WALLS, D.wall),
    leadShot: choiceValue(o, 'stampede.leadShot', LEAD_SHOTS, D.leadShot),
    reshuffle: choiceValue(o, 'stampede.reshuffle', RESHUFFLES, D.reshuffle),
    driveDeviation: choiceValue(o, 'drive.deviation', DEVIATIONS, D.driveDeviation),
    regainThrow: choiceValue(
      o,
      'drive.regainThrow',
      REGAIN_THROW_OPTION.values as readonly StampedeRunReadings['regainThrow'][],
      D.regainThrow,
    ),
    wagonReach: choiceValue(o, 'stampede.wagonReach', REACHES, D.wagonReach),
    buildingDamage: choiceValue(o, 'stampede.buildingDamage', DAMAGES, D.buildingDamage),
    riderControl: choiceValue(
      o,
      'stampede.riderControl',
      RIDER_CONTROL_OPTION.values as readonly StampedeRunReadings['riderControl'][],
      D.riderControl,
    ),
    saddleShot: choiceValue(o, 'stampede.saddleShot', SADDLE_SHOTS, D.saddleShot),
  };
}
