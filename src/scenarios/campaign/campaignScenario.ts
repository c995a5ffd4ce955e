import { DiceStream } from '../../dice/DiceStream.ts';
import type { StreamKey } from '../../dice/StreamKey.ts';
import { shootoutParamsJson } from '../shootout/herd/HerdEntry.ts';
import { CAMPAIGN_OPTIONS } from '../../rules/rwnn/experience/CampaignReadings.ts';
import { canonicalJson } from '../../sim/canonicalJson.ts';
import type { CellRunner, JsonObject, NormalizedSetup, Scenario } from '../Scenario.ts';
import { isJsonObject } from '../jsonValues.ts';
import { shootoutScenario } from '../shootout/shootoutScenario.ts';
import { DEFAULT_BAND_CAP, DEFAULT_GAMES } from './CampaignCell.ts';
import type { CampaignCell } from './CampaignCell.ts';
import { CampaignGame } from './CampaignGame.ts';
import { CAMPAIGN_METRICS, CampaignOutcome } from './CampaignOutcome.ts';
import { readCampaignCell } from './readCampaignCell.ts';

/** A canonical setup's sides carry `order` (side A first, canonical JSON sorting keys): read without it. */
function withoutOrder(setup: JsonObject): JsonObject {
  const sides = setup.sides;
  if (!isJsonObject(sides)) return setup;
  const entries = Object.entries(sides).map(([name, side], i): [string, number, JsonObject[string]] => {
    if (!isJsonObject(side) || typeof side.order !== 'number') return [name, i, side];
    const { order, ...rest } = side;
    return [name, order, rest];
  });
  entries.sort((a, b) => a[1] - b[1]);
  return { ...setup, sides: Object.fromEntries(entries.map(([n, , s]) => [n, s])) };
}

function mustRead(setup: JsonObject): CampaignCell {
  const r = readCampaignCell(withoutOrder(setup));
  if ('issues' in r)
    throw new RangeError(
      `not a campaign setup: ${r.issues.map((i) => `${i.path.join('.')}: ${i.expected}`).join('; ')}`,
    );
  return r.cell;
}

/** The canonical form: the first gunfight's canonical shootout setting, with the campaign's options and params. */
function toJson(cell: CampaignCell, setup: JsonObject): JsonObject {
  const s = cell.shootout;
  const shootout = shootoutScenario.normalize({
    ruleset: s.ruleset,
    options: { ...s.options },
    sides: withoutOrder(setup).sides ?? {},
    params: shootoutParamsJson(s.params),
  });
  if ('issues' in shootout) throw new RangeError('a campaign read but its shootout did not');
  const base = shootout.setup;
  return {
    ...base,
    options: { ...(base.options as JsonObject), ...cell.options },
    params: {
      ...(base.params as JsonObject),
      games: cell.games,
      character: cell.character,
      bandCap: cell.bandCap,
      recruitPolicy: cell.recruitPolicy,
    },
  };
}

/** Plays the campaigns of one cell: one campaign player, one outcome and one dice stream for all its trials. */
class CampaignRunner implements CellRunner {
  private readonly dice = new DiceStream();
  private readonly outcome: CampaignOutcome;

  constructor(private readonly game: CampaignGame) {
    this.outcome = new CampaignOutcome(game.cell.games);
  }

  play(key: StreamKey, trial: number, out: Float64Array): void {
    this.dice.seedTrial(key, trial);
    this.game.play(this.dice, this.outcome).write(out);
  }
}

/**
 * RWNN campaigns as an experiment scenario: one trial is a campaign of `params.games` gunfights (default
 * 20) between the two bands of `sides` (written as a shootout's sides, each man once), with experience,
 * promotion, skills, deaths, recovery and recruits between them (003 and 000 EXPERIENCE; `campaign.*`
 * options). Every shootout option and parameter plays in each gunfight; `params.character` names the man
 * whose fate is followed (default the first of band A). Band A is the first side in the file.
 *
 * @example campaignScenario.normalize({ sides: { earps: { area: 'west', figures: { wyatt: 'shootist' } }, clantons: { area: 'east', figures: { ike: 'gunman' } } } })
 */
export const campaignScenario: Scenario = {
  name: 'campaign',
  summary:
    'a campaign of gunfights between two bands, with experience, promotion, skills, deaths and recovery between them (003 and 000 EXPERIENCE)',
  rulesetSystem: 'rwnn',
  defaultRuleset: 'rwnn-extended',
  castKey: 'sides',
  params: [
    { name: 'games', describe: `gunfights in the campaign, 1..100 (default ${DEFAULT_GAMES})` },
    { name: 'character', describe: 'the man whose fate is followed (default the first man of band A)' },
    { name: 'bandCap', describe: `men a band recruits up to, 1..20 (default ${DEFAULT_BAND_CAP})` },
    { name: 'recruitPolicy', describe: 'the tactic recruits fight with (default gunfighter)' },
    ...shootoutScenario.params,
  ],
  options: [...shootoutScenario.options, ...CAMPAIGN_OPTIONS],
  metrics: CAMPAIGN_METRICS,
  catalog: shootoutScenario.catalog,
  normalize(setup: JsonObject): NormalizedSetup {
    const r = readCampaignCell(withoutOrder(setup));
    return 'issues' in r ? r : { setup: toJson(r.cell, setup) };
  },
  describe(setup: JsonObject): string {
    const c = mustRead(setup);
    const bands = c.shootout.sides
      .map(
        ({ name, side }) =>
          `${name} (${Object.values(side.figures)
            .map((f) => f.class)
            .join(', ')})`,
      )
      .join(' against ');
    return `Campaign of ${c.games} gunfights on ${c.shootout.params.table} under ${c.shootout.ruleset}: ${bands}; following ${c.character}`;
  },
  streamLabel(setup: JsonObject): string {
    return `campaign/${canonicalJson(setup)}`;
  },
  prepare(setup: JsonObject): CellRunner {
    return new CampaignRunner(new CampaignGame(mustRead(setup)));
  },
  narrate(setup, key, trial) {
    const game = new CampaignGame(mustRead(setup));
    const dice = new DiceStream();
    dice.seedTrial(key, trial);
    const lines: string[] = [];
    const outcome = game.play(dice, new CampaignOutcome(game.cell.games), { line: (t) => lines.push(t) });
    const values = new Float64Array(CAMPAIGN_METRICS.length);
    outcome.write(values);
    lines.push(
      `After ${outcome.games} gunfights: ${game.cell.shootout.sides[0]!.name} won ${values[1]}, ${game.cell.shootout.sides[1]!.name} won ${values[2]}; ${outcome.survivors} men alive.`,
    );
    return { lines, values };
  },
};
