import { parseShootoutPolicy } from '../../policies/shootout/parseShootoutPolicy.ts';
import { CAMPAIGN_OPTIONS, campaignReadingsFrom } from '../../rules/rwnn/experience/CampaignReadings.ts';
import type { JsonObject, SetupIssue } from '../Scenario.ts';
import { isJsonObject as isObject, showJson as show } from '../jsonValues.ts';
import { readShootoutCell } from '../shootout/readShootoutCell.ts';
import { SHOOTOUT_OPTIONS } from '../shootout/shootoutOptions.ts';
import {
  DEFAULT_BAND_CAP,
  DEFAULT_GAMES,
  MAX_BAND_CAP,
  MAX_GAMES,
  type CampaignCell,
} from './CampaignCell.ts';

/** The campaign's own parameters; the others are the shootout's (table, cardCap, placement, actionSets). */
export const CAMPAIGN_PARAMS = ['games', 'character', 'bandCap', 'recruitPolicy'] as const;
const DEFAULT_RECRUIT_POLICY = 'gunfighter';

/**
 * Reads a campaign setup `{ ruleset, options, sides, params }` into its cell, or every problem found with its
 * path. The sides, the shootout's options and parameters are read by the shootout's own reader (the first
 * gunfight is a shootout setting); a campaign adds the `campaign.*` options and the parameters
 * {@link CAMPAIGN_PARAMS}. Every man is a named character followed from game to game, so a figure's `count`
 * is one, and he starts in his band's area (no `at`, no `group`: recruits join and leaders die).
 *
 * @example readCampaignCell({ sides: {...}, params: { games: 10 } })
 */
export function readCampaignCell(setup: JsonObject): { cell: CampaignCell } | { issues: SetupIssue[] } {
  const issues: SetupIssue[] = [];
  const fail = (path: readonly (string | number)[], expected: string): void => {
    issues.push({ path: [...path], expected });
  };
  const options: Record<string, string> = {};
  const shootoutOptions: Record<string, string> = {};
  const givenOptions = setup.options ?? {};
  if (isObject(givenOptions))
    for (const [k, v] of Object.entries(givenOptions)) {
      const o = CAMPAIGN_OPTIONS.find((x) => x.key === k);
      if (!o) {
        if (typeof v === 'string') shootoutOptions[k] = v;
        else fail(['options', k], `a string value (got ${show(v)})`);
      } else if (typeof v !== 'string' || !o.values.includes(v))
        fail(['options', k], `one of ${o.values.join(', ')} (got ${show(v)})`);
      else if (v !== o.default) options[k] = v;
    }
  const params = setup.params ?? {};
  const shootoutParams: Record<string, JsonObject[string]> = {};
  const own: Record<string, JsonObject[string]> = {};
  if (isObject(params))
    for (const [k, v] of Object.entries(params))
      ((CAMPAIGN_PARAMS as readonly string[]).includes(k) ? own : shootoutParams)[k] = v;
  const shootoutSetup: JsonObject = {
    ...setup,
    options: isObject(givenOptions) ? shootoutOptions : givenOptions,
    params: isObject(params) ? shootoutParams : params,
  };
  const read = readShootoutCell(shootoutSetup, SHOOTOUT_OPTIONS);
  if ('issues' in read)
    for (const i of read.issues)
      issues.push({
        path: [...i.path],
        // The shootout's reader knows only its own parameters; a campaign takes its own as well.
        expected:
          i.path[0] === 'params' && i.path.length === 2 && /not a shootout parameter/.test(i.expected)
            ? `not a campaign parameter; a campaign takes ${[...CAMPAIGN_PARAMS, 'table', 'cardCap', 'placement', 'actionSets'].join(', ')}`
            : i.expected,
      });

  const games = own.games ?? DEFAULT_GAMES;
  if (typeof games !== 'number' || !Number.isInteger(games) || games < 1 || games > MAX_GAMES)
    fail(['params', 'games'], `an integer from 1 to ${MAX_GAMES}, the gunfights (got ${show(games)})`);
  const bandCap = own.bandCap ?? DEFAULT_BAND_CAP;
  if (typeof bandCap !== 'number' || !Number.isInteger(bandCap) || bandCap < 1 || bandCap > MAX_BAND_CAP)
    fail(
      ['params', 'bandCap'],
      `an integer from 1 to ${MAX_BAND_CAP}, the men a band recruits up to (got ${show(bandCap)})`,
    );
  const recruitPolicy = own.recruitPolicy ?? DEFAULT_RECRUIT_POLICY;
  if (typeof recruitPolicy !== 'string' || typeof parseShootoutPolicy(recruitPolicy) === 'string')
    fail(['params', 'recruitPolicy'], `a shootout tactic (got ${show(recruitPolicy)})`);

  let character = '';
  if ('cell' in read) {
    const names: string[] = [];
    for (const { name: sideName, side } of read.cell.sides)
      for (const [name, f] of Object.entries(side.figures)) {
        const at = ['sides', sideName, 'figures', name];
        if (f.count !== 1) fail([...at, 'count'], 'one: each man of a campaign is a character of his own');
        if (f.at !== null) fail([...at, 'at'], "nothing: a campaign's men start in their band's area");
        if (f.group !== null) fail([...at, 'group'], 'nothing: a campaign plays no groups');
        if (names.includes(name)) fail(at, 'a name not used in the other band: each man is followed by name');
        names.push(name);
      }
    const given = own.character ?? names[0];
    if (typeof given !== 'string' || !names.includes(given))
      fail(['params', 'character'], `one of the men named: ${names.join(', ')} (got ${show(given)})`);
    else character = given;
    for (const { name: sideName, side } of read.cell.sides)
      if (side.area === null) fail(['sides', sideName, 'area'], 'a start area, where recruits join');
  }
  if (issues.length > 0 || !('cell' in read)) return { issues };
  return {
    cell: {
      shootout: read.cell,
      options,
      readings: campaignReadingsFrom(read.cell.ruleset, options),
      games: games as number,
      character,
      bandCap: bandCap as number,
      recruitPolicy: recruitPolicy as string,
    },
  };
}
