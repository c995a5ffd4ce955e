import type { JsonObject } from '../../Scenario.ts';
import type { RwnnRulesetId } from '../../../rules/rwnn/tables/rulesetTables.ts';
import type { RiderClass } from '../../../rules/rwnn/tables/RiderClass.ts';
import { showJson as show } from '../../jsonValues.ts';

/** A figure's horse fields in a file. @example RIDER_FIELDS.includes('rider') */
export const RIDER_FIELDS = ['rider', 'mounted', 'plainsIndian'] as const;

/** The classes of rider a file names (000 HORSES: Inept, Poor, Good, Expert). */
export const RIDER_CLASS_NAMES: readonly RiderClass[] = ['inept', 'poor', 'good', 'expert'];

/**
 * Reads a figure's horse: `rider` (his class of rider; giving it puts his horse on the table) and `mounted`
 * (true: he starts in the saddle, the default; false: his horse stands beside him) and `plainsIndian` (true:
 * a Plains Indian, an Expert rider as 000 HORSES makes him, with -1 on the horse-or-rider throw of a hit on him and the first
 * movement die ignored in his own firing penalty under `horses.firstDieIgnored`). Calls `bad` for each
 * wrong field and returns the fields to add to his entry (none for a man with no horse, so that a cell
 * without horses keeps its key and its trial streams).
 *
 * @example readRiderFields({ rider: 'good' }, bad) // { rider: 'good', mounted: true }
 */
export function readRiderFields(
  fields: JsonObject,
  bad: (field: string, expected: string) => void,
): { rider?: RiderClass; mounted?: boolean; plainsIndian?: boolean } {
  const rider = fields.rider;
  const mounted = fields.mounted;
  const indian = fields.plainsIndian;
  if (indian !== undefined && indian !== true && indian !== false) {
    bad('plainsIndian', `true (a Plains Indian, an Expert rider) or false (got ${show(indian)})`);
    return {};
  }
  if (indian === true && rider !== 'expert') {
    bad(
      'plainsIndian',
      `plainsIndian only with rider: expert (000 HORSES: Plains Indians are Expert riders)`,
    );
    return {};
  }
  if (rider === undefined) {
    if (mounted !== undefined)
      bad('mounted', 'mounted only with rider (his class of rider gives him a horse)');
    return {};
  }
  if (typeof rider !== 'string' || !(RIDER_CLASS_NAMES as readonly string[]).includes(rider)) {
    bad('rider', `one of ${RIDER_CLASS_NAMES.join(', ')}, his class of rider (got ${show(rider)})`);
    return {};
  }
  if (mounted !== undefined && typeof mounted !== 'boolean') {
    bad('mounted', `true (in the saddle) or false (on foot beside his horse) (got ${show(mounted)})`);
    return {};
  }
  return {
    rider: rider as RiderClass,
    mounted: mounted ?? true,
    ...(indian === true ? { plainsIndian: true } : {}),
  };
}

/**
 * The one line a file gets that gives horses under an edition without them, or null: 003 (the 1996
 * playtest) has no horse rules, so a `rider` there is refused at the first figure that has one.
 *
 * @example horselessEdition('rwnn-1996', [['sides', 'posse', 'figures', 'kid', 'rider']])
 */
export function horselessEdition(
  ruleset: RwnnRulesetId,
  riders: readonly (readonly (string | number)[])[],
): { path: readonly (string | number)[]; expected: string } | null {
  if (ruleset !== 'rwnn-1996' || riders.length === 0) return null;
  return {
    path: riders[0]!,
    expected:
      'no rider under rwnn-1996 (the 1996 rules have no horses); use rwnn-extended or rwnn-quickref for mounted figures',
  };
}
