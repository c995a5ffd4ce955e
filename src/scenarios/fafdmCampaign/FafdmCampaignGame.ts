import type { Dice } from '../../dice/Dice.ts';
import type { FafdmLog } from '../../rules/fafdm/FafdmLog.ts';
import { fafdmReadingsFrom } from '../../rules/fafdm/FafdmReadings.ts';
import { SKIRMISH_TABLES } from '../../rules/fafdm/skirmishTable.ts';
import { FAFDM_BANDS } from '../../rules/fafdm/tables/fafdmBands.ts';
import {
  recoverBand,
  spendAfterMatch,
  type AfterMatchTally,
  type MatchRecord,
} from '../../rules/fafdm/campaign/afterMatch.ts';
import { CampaignBand } from '../../rules/fafdm/campaign/CampaignBand.ts';
import type { CampaignCharacter } from '../../rules/fafdm/campaign/CampaignCharacter.ts';
import {
  fafdmCampaignReadingsFrom,
  type FafdmCampaignReadings,
} from '../../rules/fafdm/campaign/FafdmCampaignReadings.ts';
import { hireCharacters } from '../../rules/fafdm/campaign/hireCharacters.ts';
import { FAFDM_SPENDINGS } from '../../policies/campaign/fafdmSpending.ts';
import { newFafdmSkirmishResult } from '../fafdmSkirmish/FafdmSkirmishGame.ts';
import { MAX_BAND_FIGURES, type SkirmishBandSetup } from '../fafdmSkirmish/readFafdmSkirmishCell.ts';
import { CampaignLineup, type MatchGround } from './CampaignLineup.ts';
import type { FafdmCampaignOutcome } from './FafdmCampaignOutcome.ts';
import { FAFDM_CAMPAIGN_MATCHES, type FafdmCampaignCell } from './readFafdmCampaignCell.ts';

/** The dollars a band has left after buying its first roster (9.1). */
function leftOver(s: SkirmishBandSetup, dollars: number): number {
  const list = FAFDM_BANDS[s.band].characters as Record<string, { cost: number }>;
  return dollars - Object.entries(s.roster).reduce((t, [id, n]) => t + list[id]!.cost * n, 0);
}

/** Whether a band has a living leader (10.3's duel needs one a side). */
const hasLeader = (b: CampaignBand): boolean => b.characters.some((c) => !c.dead && c.card.role === 'leader');

/**
 * A FAFDM campaign (001 6.4-10.6): `games` matches between two bands, each a skirmish on the campaign's
 * table or one of its scenarios in turn (`matches`), the characters playing their raised scores, guns,
 * wounds, Tab.14 skills and Tab.12 invalidities; between them each band's experience and recovery (7.1,
 * Tab.12), dollars (9.1, 9.9, GAMBLER), experience spent (Tab.13, Tab.14) and guns bought (8.1, Tab.15) as
 * its spending policy says, and characters hired. Every match draws from the campaign's one dice stream,
 * so a campaign depends only on (seed, cell, trial) and replays match by match.
 *
 * @example new FafdmCampaignGame(cell).play(dice, outcome, null)
 */
export class FafdmCampaignGame {
  private readonly campaign: FafdmCampaignReadings;
  private readonly lineup: CampaignLineup;
  /** The ground of each kind of match in `matches`, built once. */
  private readonly grounds: readonly MatchGround[];
  private readonly plain: MatchGround;
  private readonly result = newFafdmSkirmishResult();
  private readonly records: [MatchRecord[], MatchRecord[]] = [[], []];
  private readonly tallies: AfterMatchTally[] = [0, 1].map(() => ({
    died: 0,
    skills: 0,
    raises: 0,
    guns: 0,
  }));
  private readonly dead: [number[], number[]] = [[], []];

  constructor(readonly cell: FafdmCampaignCell) {
    const { sides, params, options } = cell.skirmish;
    this.campaign = fafdmCampaignReadingsFrom(cell.campaignOptions);
    this.lineup = new CampaignLineup([sides.a, sides.b], fafdmReadingsFrom(options), this.campaign, {});
    this.plain = { table: SKIRMISH_TABLES[params.table], mission: null, turnCap: params.turnCap };
    this.grounds = cell.matches.map((m) => {
      const mission = FAFDM_CAMPAIGN_MATCHES[m] ?? null;
      return mission === null
        ? this.plain
        : { table: mission.table, mission, turnCap: mission.rounds ?? params.turnCap };
    });
  }

  private band(s: SkirmishBandSetup): CampaignBand {
    const b = CampaignBand.bought(s.band, s.roster, leftOver(s, this.cell.skirmish.params.dollars));
    for (const c of b.characters) c.gun = s.weapons[c.id] ?? 'six-shot';
    return b;
  }

  /** The ground of match `g`: the next of `matches`, a plain skirmish when a scenario's leaders are missing. */
  private ground(g: number, bands: readonly CampaignBand[], log: FafdmLog | null): MatchGround {
    const ground = this.grounds[g % this.grounds.length]!;
    if (ground.mission?.leaders !== true || (hasLeader(bands[0]!) && hasLeader(bands[1]!))) return ground;
    log?.line(`Match ${g + 1}: a band has no leader for ${ground.mission.section}: a skirmish instead.`);
    return this.plain;
  }

  /** The match's records, written into the reused objects of side `i`. */
  private record(i: 0 | 1): MatchRecord[] {
    const cs = this.lineup.characters[i];
    const fs = this.lineup.figures[i];
    const rs = this.records[i];
    for (let k = 0; k < cs.length; k++) {
      const r = (rs[k] ??= { character: cs[k]!, eliminated: false, eliminations: 0 });
      r.character = cs[k]!;
      r.eliminated = !fs[k]!.inPlay;
      r.eliminations = fs[k]!.eliminations;
    }
    rs.length = cs.length;
    return rs;
  }

  play(dice: Dice, outcome: FafdmCampaignOutcome, log: FafdmLog | null): FafdmCampaignOutcome {
    const { sides } = this.cell.skirmish;
    const setups = [sides.a, sides.b] as const;
    const spend = [FAFDM_SPENDINGS[this.cell.spending.a], FAFDM_SPENDINGS[this.cell.spending.b]] as const;
    const bands = [this.band(sides.a), this.band(sides.b)] as const;
    const firstLeaders: (CampaignCharacter | null)[] = bands.map(
      (b) => b.characters.find((c) => c.card.role === 'leader') ?? null,
    );
    outcome.start();
    this.lineup.start();
    const result = this.result;
    for (let g = 0; g < this.cell.games; g++) {
      if (!bands[0].characters.some((c) => !c.dead) || !bands[1].characters.some((c) => !c.dead)) break;
      const ground = this.ground(g, bands, log);
      const game = this.lineup.game(bands, ground);
      game.play(dice, result, log, null);
      log?.line(
        `Match ${g + 1}${ground.mission === null ? '' : ` (${ground.mission.section})`}: ${result.winner < 0 ? 'no winner' : `${FAFDM_BANDS[setups[result.winner]!.band].name} win`} (${result.end}).`,
      );
      const records = [this.record(0), this.record(1)] as const;
      for (const t of this.tallies) t.died = t.skills = t.raises = t.guns = 0;
      for (const i of [0, 1] as const)
        recoverBand(
          dice,
          bands[i],
          records[i],
          result.winner === i,
          this.campaign,
          this.tallies[i]!,
          this.dead[i],
        );
      for (const i of [0, 1] as const) {
        const j = i === 0 ? 1 : 0;
        spendAfterMatch(
          dice,
          bands[i],
          records[i],
          result.winner === i,
          bands[j].band,
          this.dead[j],
          this.campaign,
          spend[i],
          this.tallies[i]!,
        );
        hireCharacters(bands[i], MAX_BAND_FIGURES);
      }
      outcome.match(result.winner, this.tallies);
    }
    outcome.finish(bands, firstLeaders);
    return outcome;
  }
}
