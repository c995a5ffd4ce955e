import {
  DEFAULT_FAFDM_SPENDING,
  FAFDM_SPENDING_NAMES,
  type FafdmSpendingName,
} from '../../policies/campaign/fafdmSpending.ts';
import { FAFDM_CAMPAIGN_OPTIONS } from '../../rules/fafdm/campaign/FafdmCampaignReadings.ts';
import type { FafdmMission } from '../fafdmScenarios/FafdmMission.ts';
import { FAFDM_MISSIONS } from '../fafdmScenarios/fafdmMissions.ts';
import { readFafdmSkirmishCell, type FafdmSkirmishCell } from '../fafdmSkirmish/readFafdmSkirmishCell.ts';
import { isJsonObject, showJson } from '../jsonValues.ts';
import { readFafdmOptions } from '../readFafdmOptions.ts';
import type { JsonObject, JsonValue, SetupIssue } from '../Scenario.ts';

export const DEFAULT_CAMPAIGN_GAMES = 20;
const MAX_GAMES = 100;
/** The plain skirmish on the campaign's table, the default match. */
export const SKIRMISH_MATCH = 'skirmish';

/**
 * The kinds of match a campaign can play (`params.matches`): the skirmish on its table, or a scenario of
 * 10.1-10.6 by its name, on its own table under its own rules (its options at their defaults).
 *
 * @example FAFDM_CAMPAIGN_MATCHES['fafdm-witness']?.section === '10.5 THE WITNESS'
 */
export const FAFDM_CAMPAIGN_MATCHES: Readonly<Record<string, FafdmMission | null>> = Object.fromEntries([
  [SKIRMISH_MATCH, null] as const,
  ...FAFDM_MISSIONS.map((m) => [m.name, m] as const),
]);

/** A checked FAFDM campaign: the first match's skirmish, the campaign's options, games, matches, spending. */
export interface FafdmCampaignCell {
  readonly skirmish: FafdmSkirmishCell;
  readonly campaignOptions: Readonly<Record<string, string>>;
  readonly games: number;
  /** The kinds of match played in turn (match g plays `matches[g % matches.length]`). */
  readonly matches: readonly string[];
  /** Each band's spending policy between matches. */
  readonly spending: { readonly a: FafdmSpendingName; readonly b: FafdmSpendingName };
}

function readMatches(v: JsonValue | undefined, issues: SetupIssue[]): string[] {
  if (v === undefined) return [SKIRMISH_MATCH];
  const list = typeof v === 'string' ? [v] : v;
  const known = Object.keys(FAFDM_CAMPAIGN_MATCHES);
  if (
    !Array.isArray(list) ||
    list.length === 0 ||
    !list.every((m) => typeof m === 'string' && known.includes(m))
  ) {
    issues.push({
      path: ['params', 'matches'],
      expected: `a list of matches among ${known.join(', ')}, played in turn (got ${showJson(v)})`,
    });
    return [SKIRMISH_MATCH];
  }
  return list as string[];
}

function readSpending(side: 'a' | 'b', v: JsonValue | undefined, issues: SetupIssue[]): FafdmSpendingName {
  if (v === undefined) return DEFAULT_FAFDM_SPENDING;
  if (typeof v === 'string' && (FAFDM_SPENDING_NAMES as string[]).includes(v)) return v as FafdmSpendingName;
  issues.push({
    path: ['sides', side, 'spending'],
    expected: `a spending policy: ${FAFDM_SPENDING_NAMES.join(', ')} (got ${showJson(v)})`,
  });
  return DEFAULT_FAFDM_SPENDING;
}

/**
 * Reads a campaign setup: a fafdm-skirmish setup (the bands as first bought, the table, the tactics) with
 * `params.games`, `params.matches`, each side's `spending` and the `fafdmCampaign.*` options beside the
 * skirmish's; everything else is read by the skirmish's own reader, with its messages.
 *
 * @example readFafdmCampaignCell({ sides: { a: { band: 'lawmen', roster: { guard: 4 } }, b: { band: 'outlaws', roster: { bandit: 4 } } }, params: { games: 20 } })
 */
export function readFafdmCampaignCell(
  setup: JsonObject,
): { cell: FafdmCampaignCell } | { issues: SetupIssue[] } {
  const issues: SetupIssue[] = [];
  const params = isJsonObject(setup.params) ? { ...setup.params } : setup.params;
  let games = DEFAULT_CAMPAIGN_GAMES;
  let matches = [SKIRMISH_MATCH];
  if (isJsonObject(params)) {
    if (params.games !== undefined) {
      const g = params.games;
      if (typeof g !== 'number' || !Number.isInteger(g) || g < 1 || g > MAX_GAMES)
        issues.push({
          path: ['params', 'games'],
          expected: `an integer from 1 to ${MAX_GAMES} (got ${showJson(g)})`,
        });
      else games = g;
    }
    matches = readMatches(params.matches, issues);
    delete params.games;
    delete params.matches;
  }
  const sides = isJsonObject(setup.sides) ? { ...setup.sides } : setup.sides;
  const spending = { a: DEFAULT_FAFDM_SPENDING, b: DEFAULT_FAFDM_SPENDING };
  if (isJsonObject(sides))
    for (const side of ['a', 'b'] as const) {
      const s = sides[side];
      if (!isJsonObject(s)) continue;
      const { spending: given, ...rest } = s;
      spending[side] = readSpending(side, given, issues);
      sides[side] = rest;
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
    ...(sides === undefined ? {} : { sides }),
  });
  if ('issues' in r) issues.push(...r.issues);
  if (issues.length > 0 || 'issues' in r) return { issues };
  return { cell: { skirmish: r.cell, campaignOptions, games, matches, spending } };
}
