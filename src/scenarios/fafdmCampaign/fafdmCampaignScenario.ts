import { DiceStream } from '../../dice/DiceStream.ts';
import type { StreamKey } from '../../dice/StreamKey.ts';
import { DEFAULT_FAFDM_SPENDING } from '../../policies/campaign/fafdmSpending.ts';
import { FAFDM_CAMPAIGN_OPTIONS } from '../../rules/fafdm/campaign/FafdmCampaignReadings.ts';
import { canonicalJson } from '../../sim/canonicalJson.ts';
import { fafdmSkirmishScenario } from '../fafdmSkirmish/fafdmSkirmishScenario.ts';
import type { CellRunner, JsonObject, NormalizedSetup, Scenario } from '../Scenario.ts';
import { FafdmCampaignGame } from './FafdmCampaignGame.ts';
import { FAFDM_CAMPAIGN_METRICS, FafdmCampaignOutcome } from './FafdmCampaignOutcome.ts';
import {
  DEFAULT_CAMPAIGN_GAMES,
  FAFDM_CAMPAIGN_MATCHES,
  readFafdmCampaignCell,
  SKIRMISH_MATCH,
  type FafdmCampaignCell,
} from './readFafdmCampaignCell.ts';

function mustRead(setup: JsonObject): FafdmCampaignCell {
  const r = readFafdmCampaignCell(setup);
  if ('issues' in r)
    throw new RangeError(
      `not a fafdm-campaign setup: ${r.issues.map((i) => `${i.path.join('.')}: ${i.expected}`).join('; ')}`,
    );
  return r.cell;
}

/** The canonical form: the skirmish's canonical setup, with the campaign's options, games, matches, spending. */
function toJson(cell: FafdmCampaignCell, setup: JsonObject): JsonObject {
  const params = Object.fromEntries(
    Object.entries((setup.params ?? {}) as JsonObject).filter(([k]) => k !== 'games' && k !== 'matches'),
  );
  const options = Object.fromEntries(
    Object.entries((setup.options ?? {}) as JsonObject).filter(([k]) => !k.startsWith('fafdmCampaign.')),
  );
  const sides = Object.fromEntries(
    Object.entries((setup.sides ?? {}) as JsonObject).map(([k, v]) => [
      k,
      Object.fromEntries(Object.entries(v as JsonObject).filter(([f]) => f !== 'spending')),
    ]),
  );
  const r = fafdmSkirmishScenario.normalize({ ...setup, options, params, sides });
  if ('issues' in r) throw new RangeError('a campaign read but its skirmish did not');
  const base = r.setup;
  const baseSides = base.sides as JsonObject;
  return {
    ...base,
    options: { ...(base.options as JsonObject), ...cell.campaignOptions },
    sides: {
      a: { ...(baseSides.a as JsonObject), spending: cell.spending.a },
      b: { ...(baseSides.b as JsonObject), spending: cell.spending.b },
    },
    params: { ...(base.params as JsonObject), games: cell.games, matches: [...cell.matches] },
  };
}

class FafdmCampaignRunner implements CellRunner {
  private readonly dice = new DiceStream();
  private readonly outcome = new FafdmCampaignOutcome();

  constructor(private readonly game: FafdmCampaignGame) {}

  play(key: StreamKey, trial: number, out: Float64Array): void {
    this.dice.seedTrial(key, trial);
    this.game.play(this.dice, this.outcome, null).write(out);
  }
}

/**
 * For A Few Dice More campaigns as an experiment scenario: one trial is a campaign of `params.games`
 * matches (default 20) between the two bands of a fafdm-skirmish setup, with experience, recovery, dollars,
 * skills, equipment and hiring between them (001 6.5-9.12; `fafdmCampaign.*` options).
 *
 * @example fafdmCampaignScenario.normalize({ sides: { a: { band: 'lawmen', roster: { sheriff: 1, guard: 4 } }, b: { band: 'outlaws', roster: { boss: 1, bandit: 3 } } }, params: { games: 20 } })
 */
export const fafdmCampaignScenario: Scenario = {
  name: 'fafdm-campaign',
  summary:
    'For A Few Dice More: a campaign of skirmishes or scenarios between two bands, with experience, recovery, dollars, skills, guns and hiring between them (001 6.5-10.6)',
  rulesetSystem: 'fafdm',
  defaultRuleset: 'fafdm',
  castKey: 'sides',
  params: [
    { name: 'games', describe: `matches in the campaign, 1..100 (default ${DEFAULT_CAMPAIGN_GAMES})` },
    {
      name: 'matches',
      describe: `the matches played in turn: ${Object.keys(FAFDM_CAMPAIGN_MATCHES).join(', ')} (default [${SKIRMISH_MATCH}])`,
    },
    ...fafdmSkirmishScenario.params,
  ],
  options: [...fafdmSkirmishScenario.options, ...FAFDM_CAMPAIGN_OPTIONS],
  metrics: FAFDM_CAMPAIGN_METRICS,
  catalog: fafdmSkirmishScenario.catalog,
  normalize(setup: JsonObject): NormalizedSetup {
    const r = readFafdmCampaignCell(setup);
    return 'issues' in r ? r : { setup: toJson(r.cell, setup) };
  },
  describe(setup: JsonObject): string {
    const c = mustRead(setup);
    const { a, b } = c.skirmish.sides;
    const on = c.matches.join(', ').replace(SKIRMISH_MATCH, `skirmish on ${c.skirmish.params.table}`);
    return `FAFDM campaign of ${c.games} matches (${on}): A ${a.band} (${a.tactic}; spends on ${c.spending.a}) against B ${b.band} (${b.tactic}; spends on ${c.spending.b})`;
  },
  streamLabel(setup: JsonObject): string {
    // A spending policy changes no draw's meaning before its first choice: cells that differ by it alone
    // share dice (common random numbers), so their comparison is paired. Every side is labelled with the
    // default policy, which leaves the default's label as it was.
    const sides = Object.fromEntries(
      Object.entries((setup.sides ?? {}) as JsonObject).map(([k, v]) => [
        k,
        { ...(v as JsonObject), spending: DEFAULT_FAFDM_SPENDING },
      ]),
    );
    return `fafdm-campaign/${canonicalJson({ ...setup, sides })}`;
  },
  prepare(setup: JsonObject): CellRunner {
    return new FafdmCampaignRunner(new FafdmCampaignGame(mustRead(setup)));
  },
  narrate(setup, key, trial) {
    const game = new FafdmCampaignGame(mustRead(setup));
    const dice = new DiceStream();
    dice.seedTrial(key, trial);
    const lines: string[] = [];
    const values = new Float64Array(FAFDM_CAMPAIGN_METRICS.length);
    game.play(dice, new FafdmCampaignOutcome(), { line: (t) => lines.push(t) }).write(values);
    lines.push(`After ${values[2]} matches: A won ${values[0]}, B won ${values[1]}.`);
    return { lines, values };
  },
};
