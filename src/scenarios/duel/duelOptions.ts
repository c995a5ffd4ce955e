import type { ReadingOption } from '../../odds/OddsMechanic.ts';
import { RULESET_OPTIONS } from '../../rules/rwnn/ruleset/rulesetOptions.ts';
import { DUEL_APPROACH_READING_OPTIONS } from './duelApproachReadings.ts';
import { DUEL_READING_OPTIONS } from './duelReadingOptions.ts';

/**
 * Every option a duel takes, as `duel --option` and an experiment's `options`: the ruleset's (sources and
 * chart readings), the duel's readings and the approach's.
 *
 * @example DUEL_OPTIONS.some((o) => o.key === 'fastDraw.tie') === true
 */
export const DUEL_OPTIONS: readonly ReadingOption[] = [
  ...RULESET_OPTIONS,
  ...DUEL_READING_OPTIONS,
  ...DUEL_APPROACH_READING_OPTIONS,
];
