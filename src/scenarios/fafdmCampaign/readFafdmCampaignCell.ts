import { FAFDM_CAMPAIGN_OPTIONS } from '../../rules/fafdm/campaign/FafdmCampaignReadings.ts';
import { readFafdmSkirmishCell, type FafdmSkirmishCell } from '../fafdmSkirmish/readFafdmSkirmishCell.ts';
import { isJsonObject, showJson } from '../jsonValues.ts';
import { readFafdmOptions } from '../readFafdmOptions.ts';
import type { JsonObject, SetupIssue } from '../Scenario.ts';

export const DEFAULT_CAMPAIGN_GAMES = 20;
const MAX_GAMES = 100;

/** A checked FAFDM campaign: the first match's skirmish, the campaign's options and its number of games. */
export interface FafdmCampaignCell {
  readonly skirmish: FafdmSkirmishCell;
  readonly campaignOptions: Readonly<Record<string, string>>;
  readonly games: number;
}

/**
 * Reads a campaign setup: a fafdm-skirmish setup (the bands as first bought, the table, the tactics) with
 * `params.games` and the `fafdmCampaign.*` options beside the skirmish's; everything else is read by the
 * skirmish's own reader, with its messages.
 *
 * @example readFafdmCampaignCell({ sides: { a: { band: 'lawmen', roster: { guard: 4 } }, b: { band: 'outlaws', roster: { bandit: 4 } } }, params: { games: 20 } })
 */
export function readFafdmCampaignCell(
  setup: JsonObject,
): { cell: FafdmCampaignCell } | { issues: SetupIssue[] } {
  const issues: SetupIssue[] = [];
  const params = isJsonObject(setup.params) ? { ...setup.params } : setup.params;
  let games = DEFAULT_CAMPAIGN_GAMES;
  if (isJsonObject(params) && params.games !== undefined) {
    const g = params.games;
    if (typeof g !== 'number' || !Number.isInteger(g) || g < 1 || g > MAX_GAMES)
      issues.push({
        path: ['params', 'games'],
        expected: `an integer from 1 to ${MAX_GAMES} (got ${showJson(g)})`,
      });
    else games = g;
    delete params.games;
  }
  const options = isJsonObject(setup.options) ? setup.options : {};
  const campaignGiven = Object.fromEntries(
    Object.entries(options).filter(([k]) => k.startsWith('fafdmCampaign.')),
  );
  const skirmishOptions = Object.fromEntries(
    Object.entries(options).filter(([k]) => !k.startsWith('fafdmCampaign.')),
  );
  const campaignOptions = readFafdmOptions(campaignGiven, FAFDM_CAMPAIGN_OPTIONS, issues);
  const r = readFafdmSkirmishCell({
    ...setup,
    ...(setup.options === undefined || !isJsonObject(setup.options) ? {} : { options: skirmishOptions }),
    ...(params === undefined ? {} : { params }),
  });
  if ('issues' in r) issues.push(...r.issues);
  if (issues.length > 0 || 'issues' in r) return { issues };
  return { cell: { skirmish: r.cell, campaignOptions, games } };
}
