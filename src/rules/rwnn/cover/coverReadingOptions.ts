import type { OptionValues, ReadingOption } from '../../../odds/OddsMechanic.ts';
import { choiceValue } from '../../../odds/paramValue.ts';
import type { RwnnRulesetId } from '../tables/rulesetTables.ts';
import { coverReadings, type CoverReadings } from './CoverReadings.ts';

/** One reading option whose values are a reading's union, so the values and the default stay in step. */
function option<T extends string>(
  key: string,
  values: readonly T[],
  dflt: T,
  describe: string,
  entry: string,
): ReadingOption & { readonly values: readonly T[]; readonly default: T } {
  return { key, values, default: dflt, describe, entry };
}

const O = {
  notFiring: option(
    'cover.notFiring',
    ['head-only', 'as-firing'] as const,
    'head-only',
    'what a character behind cover shows when he is not firing: his head only, or as when firing',
    'cover-exposed-locations.md',
  ),
  shotgunArms: option(
    'cover.shotgunArms',
    ['both-arms', 'firing-arm'] as const,
    'both-arms',
    'the arms a shotgun, sawn-off or bow shows from cover: both, as a rifle, or the firing arm, as a pistol',
    'cover-exposed-locations.md',
  ),
  penetration: option(
    'cover.penetration',
    ['minus-one', 'white-side'] as const,
    'minus-one',
    'a shot through a fence or wooden wall: one off the effect die, or the white side of the chits',
    'cover-penetration-effect.md',
  ),
  terrainStop: option(
    'cover.terrainStop',
    ['ruleset', 'extended', 'quickref'] as const,
    'ruleset',
    'a tree stopping a hit: 4+ in woods (000) or 4+ dense / 5+ loose terrain (002)',
    'terrain-stop.md',
  ),
  clearShotAreas: option(
    'cover.clearShotAreas',
    ['all-crossed', 'between-only'] as const,
    'all-crossed',
    'the clear-shot total counts every wood the line crosses, or only those neither figure stands in',
    'clear-shot-areas.md',
  ),
  penetrableCover: option(
    'cover.penetrableCover',
    ['soft', 'hard'] as const,
    'soft',
    "which of 002's firing lines a fence or wooden wall takes: soft cover -1 or hard cover -2",
    'cover-soft-and-hard.md',
  ),
  scrubConceals: option(
    'cover.scrubConceals',
    ['clear-shot-only', 'minus-one-die'] as const,
    'clear-shot-only',
    'scrub and tall grass near the target: the clear-shot throw only, or a firing die off as for brush too',
    'cover-soft-and-hard.md',
  ),
};

/**
 * The cover readings a shootout takes as `--option key=value`, each with its interpretation entry.
 *
 * @example COVER_READING_OPTIONS.map((o) => o.key).includes('cover.terrainStop')
 */
export const COVER_READING_OPTIONS: readonly ReadingOption[] = Object.values(O);

function read<T extends string>(o: OptionValues, opt: { key: string; values: readonly T[]; default: T }): T {
  return choiceValue(o, opt.key, opt.values, opt.default);
}

/**
 * The cover readings the options select for a ruleset (`ruleset` values take the ruleset's own reading).
 *
 * @example coverReadingsFrom('rwnn-extended', { 'cover.terrainStop': 'quickref' }).terrainStop === 'quickref'
 */
export function coverReadingsFrom(ruleset: RwnnRulesetId, o: OptionValues): CoverReadings {
  const stop = read(o, O.terrainStop);
  return coverReadings(ruleset, {
    notFiring: read(o, O.notFiring),
    shotgunArms: read(o, O.shotgunArms),
    penetration: read(o, O.penetration),
    ...(stop === 'ruleset' ? {} : { terrainStop: stop }),
    clearShotAreas: read(o, O.clearShotAreas),
    penetrableCover: read(o, O.penetrableCover),
    scrubConceals: read(o, O.scrubConceals),
  });
}
