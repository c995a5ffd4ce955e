import { TABLE_OPTIONS } from '../tables/tableOptions.ts';
import type { RulesetOption, RulesetOptionReader } from './RulesetOption.ts';
import { SOURCE_OPTIONS } from './sourceOptions.ts';

type TableOptionName = (typeof TABLE_OPTIONS)[number]['name'];

/** Which part of the engine reads each `tables.*` reading (see {@link RulesetOptionReader}). */
const READERS: { readonly [K in TableOptionName]: RulesetOptionReader } = {
  'tables.repeatingRifleRow': 'tables',
  'tables.breechLoaderRow': 'tables',
  'tables.quickrefBorrowedRows': 'tables',
  'tables.carbineRow': 'tables',
  'tables.bowFourthCell': 'tables',
  'tables.rangeBandBound': 'shot',
  'tables.shotgunRow': 'tables',
  'tables.shotgunBlazingAwayBonus': 'tables',
  'tables.rifleBlazesAs': 'tables',
  'tables.carbineBlazesAs': 'tables',
  'tables.twoPistolsModifier': 'tables',
  'tables.shotgunAfterMovingModifier': 'tables',
  'tables.coverFiringModifier': 'tables',
  'tables.quickrefWoundedFiring': 'shot',
  'tables.quickrefBelly4': 'tables',
  'tables.toughWoundChart': 'wounds',
  'tables.effectDieBelowOne': 'wounds',
  'tables.knockedOutRecovery': 'shootout',
  'tables.recoverAfterWound': 'shootout',
  'tables.fightChargeDistance': 'fighting',
  'tables.fightBehindCover': 'fighting',
  'tables.quickrefWoundedFighting': 'fighting',
  'tables.strongRuntEffect': 'skills',
  'tables.skillCancels': 'skills',
  'tables.doubleSkillMarker': 'skills',
};

/**
 * Every option of an RWNN ruleset: the source differences first, then the readings of ambiguous chart
 * passages, each with its register entry. A designer picks an edition preset and changes single options
 * (`--ruleset rwnn-1996 --option source.woundChart=quickref`).
 *
 * @example RULESET_OPTIONS.find((o) => o.key === 'tables.quickrefBelly4')?.readBy === 'tables'
 */
export const RULESET_OPTIONS: readonly RulesetOption[] = [
  ...SOURCE_OPTIONS,
  ...TABLE_OPTIONS.map((o): RulesetOption => ({
    key: o.name,
    values: o.values,
    default: o.default,
    describe: o.describe,
    entry: `${o.interpretation}.md`,
    readBy: READERS[o.name],
  })),
];
