import type { OptionValues, ReadingOption } from '../../../odds/OddsMechanic.ts';
import { choiceValue } from '../../../odds/paramValue.ts';
import type { RwnnRulesetId } from '../tables/rulesetTables.ts';
import { shotgunReadings, type ShotgunReadings } from './ShotgunReadings.ts';

/** An option whose first value is its default; `ruleset` means what the ruleset's own document prints. */
function opt<K extends keyof ShotgunReadings>(
  reading: K,
  key: string,
  values: readonly [ShotgunReadings[K] | 'ruleset', ...(ShotgunReadings[K] | 'ruleset')[]],
  describe: string,
  entry: string,
): ReadingOption & { readonly reading: K; readonly values: readonly (ShotgunReadings[K] | 'ruleset')[] } {
  return { reading, key, values, default: values[0], describe, entry: `${entry}.md` };
}

const OPTIONS = [
  opt(
    'rule',
    'shootout.shotgunRule',
    ['ruleset', 'dice', 'template'],
    "shotguns by 000's Bengal Club dice version (000, 002) or the TRWNN target-spot template (003)",
    'shotgun-rule',
  ),
  opt(
    'sawnOffSpot',
    'shootout.shotgunSawnOffSpot',
    ['ruleset', 'twelve-inches', 'six-inches'],
    "template: a two-handed sawn-off's target spot 12 inches away (000) or six (003)",
    'shotgun-sawn-off-template',
  ),
  opt(
    'sawnOffReach',
    'shootout.shotgunSawnOffReach',
    ['ruleset', 'wide-within-six', 'one-inch'],
    "template: a sawn-off's line reaches 1.5 inches at six inches or less (000), or one inch (003)",
    'shotgun-sawn-off-template',
  ),
  opt(
    'sawnOffEffect',
    'shootout.shotgunSawnOffEffect',
    ['ruleset', 'minus-two-over-six', 'minus-two-over-nine'],
    "template: a sawn-off's effect dice -2 over six inches (000), or -1 over six and -2 over nine (003)",
    'shotgun-sawn-off-template',
  ),
  opt(
    'lineReach',
    'shootout.shotgunLineReach',
    ['ruleset', 'head', 'base'],
    'template: hit when the head (000) or any part of the base (003) is within reach of the line',
    'shotgun-line-reach',
  ),
  opt(
    'line',
    'shootout.shotgunLine',
    ['ray', 'segment'],
    'template: the line from the firer runs on beyond the marker spot, or ends at it',
    'shotgun-line-beyond-spot',
  ),
  opt(
    'movingMiss',
    'shootout.shotgunMovingMiss',
    ['ruleset', 'even', 'nonzero-even', 'never'],
    'template: a moving firer misses on a non-zero even scatter (000), any even one, zero counted, or never (003)',
    'shotgun-moving-miss',
  ),
  opt(
    'bothLines',
    'shootout.shotgunBothLines',
    ['per-barrel', 'once'],
    "template: a figure within reach of both barrels' lines is hit by each, or once",
    'shotgun-both-lines',
  ),
  opt(
    'diceOnes',
    'shootout.shotgunDiceOnes',
    ['blaze-rule', 'jam-only', 'none'],
    "dice: the throw's 1s judged by the ruleset's blazing-away rule, only for jams, or not at all",
    'shotgun-dice-ones',
  ),
  opt(
    'leftover',
    'shootout.shotgunLeftover',
    ['nearest-first', 'random'],
    'dice: hits left over after the even share go to the victims nearest the firer, or to random ones',
    'shotgun-dice-apportion',
  ),
  opt(
    'loneTarget',
    'shootout.shotgunLoneTarget',
    ['all-hits', 'half-hits'],
    'dice: a target with nobody within one inch takes every hit, or only his half',
    'shotgun-dice-apportion',
  ),
  opt(
    'shareReach',
    'shootout.shotgunShareReach',
    ['bases', 'centres'],
    'dice: "within 1 inch of a shotgun target" measured between the bases, or between centres',
    'shotgun-dice-apportion',
  ),
] as const;

/**
 * The shotgun readings a shootout takes as `--option key=value`, each with its interpretation entry; the
 * first value is the default (`ruleset`: what the selected ruleset's own document prints).
 *
 * @example SHOTGUN_READING_OPTIONS.find((o) => o.key === 'shootout.shotgunRule')?.values // ruleset, dice, template
 */
export const SHOTGUN_READING_OPTIONS: readonly ReadingOption[] = OPTIONS;

/**
 * The shotgun readings of a ruleset with the options given; an unknown value is a TypeError naming the
 * key and the allowed values. Keys of other options are ignored.
 *
 * @example shotgunReadingsFrom('rwnn-extended', { 'shootout.shotgunRule': 'template' }).rule === 'template'
 */
export function shotgunReadingsFrom(ruleset: RwnnRulesetId, o: OptionValues = {}): ShotgunReadings {
  const changed: Record<string, string> = {};
  for (const option of OPTIONS) {
    const v = choiceValue(o, option.key, option.values, option.default);
    if (v !== 'ruleset') changed[option.reading] = v;
  }
  return shotgunReadings(ruleset, changed);
}
