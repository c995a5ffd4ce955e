import type { Dice } from '../../dice/Dice.ts';
import type { FafdmLog } from '../../rules/fafdm/FafdmLog.ts';
import { FafdmFigure } from '../../rules/fafdm/FafdmFigure.ts';
import { fafdmReadingsFrom, type FafdmReadings } from '../../rules/fafdm/FafdmReadings.ts';
import { SKIRMISH_TABLES } from '../../rules/fafdm/skirmishTable.ts';
import { FAFDM_BANDS } from '../../rules/fafdm/tables/fafdmBands.ts';
import {
  recoverBand,
  spendAfterMatch,
  type AfterMatchTally,
  type MatchRecord,
} from '../../rules/fafdm/campaign/afterMatch.ts';
import { CampaignBand } from '../../rules/fafdm/campaign/CampaignBand.ts';
import {
  fafdmCampaignReadingsFrom,
  type FafdmCampaignReadings,
} from '../../rules/fafdm/campaign/FafdmCampaignReadings.ts';
import { hireCharacters } from '../../rules/fafdm/campaign/hireCharacters.ts';
import { FAFDM_TACTICS } from '../../policies/fafdm/fafdmTactics.ts';
import { FafdmSkirmishGame, newFafdmSkirmishResult } from '../fafdmSkirmish/FafdmSkirmishGame.ts';
import { MAX_BAND_FIGURES, type SkirmishBandSetup } from '../fafdmSkirmish/readFafdmSkirmishCell.ts';
import { SkirmishBoard, type SkirmishSide } from '../fafdmSkirmish/SkirmishBoard.ts';
import type { FafdmCampaignOutcome } from './FafdmCampaignOutcome.ts';
import type { FafdmCampaignCell } from './readFafdmCampaignCell.ts';

/** The dollars a band has left after buying its first roster (9.1). */
function leftOver(s: SkirmishBandSetup, dollars: number): number {
  const list = FAFDM_BANDS[s.band].characters as Record<string, { cost: number }>;
  return dollars - Object.entries(s.roster).reduce((t, [id, n]) => t + list[id]!.cost * n, 0);
}

/**
 * A FAFDM campaign (001 6.4-9.12): `games` skirmishes between two bands on one table, and between them each
 * band's experience and recovery (7.1, Tab.12), dollars (9.1, 9.9, GAMBLER), experience spent (Tab.13,
 * Tab.14), a gun bought (8.1, Tab.15) and characters hired. Every match draws from the campaign's one dice
 * stream, so a campaign depends only on (seed, cell, trial) and replays match by match.
 *
 * @example new FafdmCampaignGame(cell).play(dice, outcome, null)
 */
export class FafdmCampaignGame {
  private readonly readings: FafdmReadings;
  private readonly campaign: FafdmCampaignReadings;

  constructor(readonly cell: FafdmCampaignCell) {
    this.readings = fafdmReadingsFrom(cell.skirmish.options);
    this.campaign = fafdmCampaignReadingsFrom(cell.campaignOptions);
  }

  private band(s: SkirmishBandSetup): CampaignBand {
    const b = CampaignBand.bought(s.band, s.roster, leftOver(s, this.cell.skirmish.params.dollars));
    for (const c of b.characters) c.gun = s.weapons[c.id] ?? 'six-shot';
    return b;
  }

  play(dice: Dice, outcome: FafdmCampaignOutcome, log: FafdmLog | null): FafdmCampaignOutcome {
    const { sides, params } = this.cell.skirmish;
    const setups = [sides.a, sides.b] as const;
    const bands = [this.band(sides.a), this.band(sides.b)] as const;
    const firstLeaders = bands.map((b) => b.characters.find((c) => c.card.role === 'leader') ?? null);
    outcome.start();
    const table = SKIRMISH_TABLES[params.table];
    const result = newFafdmSkirmishResult();
    for (let g = 0; g < this.cell.games; g++) {
      const fighting = bands.map((b) => b.living());
      if (fighting[0]!.length === 0 || fighting[1]!.length === 0) break;
      const figures = fighting.map((cs, side) =>
        cs.map((c, k) => new FafdmFigure(`${'AB'[side]} ${c.card.name} ${k + 1}`, c.matchCard(), c.gun)),
      );
      const side = (i: 0 | 1, edgeX: number): SkirmishSide => ({
        name: FAFDM_BANDS[setups[i].band].name,
        figures: figures[i]!,
        tactic: FAFDM_TACTICS[setups[i].tactic],
        leader: figures[i]!.find((_, k) => fighting[i]![k]!.card.role === 'leader') ?? null,
        edgeX,
      });
      const game = new FafdmSkirmishGame(
        new SkirmishBoard(
          [side(0, table.deployU), side(1, table.width - table.deployU)],
          table,
          this.readings,
        ),
        params.turnCap,
      );
      game.play(dice, result, log, null);
      log?.line(
        `Match ${g + 1}: ${result.winner < 0 ? 'no winner' : `${side(result.winner as 0 | 1, 0).name} win`} (${result.end}).`,
      );
      const records: MatchRecord[][] = fighting.map((cs, i) =>
        cs.map((c, k) => ({
          character: c,
          eliminated: !figures[i]![k]!.inPlay,
          eliminations: figures[i]![k]!.eliminations,
        })),
      );
      const tallies: AfterMatchTally[] = [0, 1].map(() => ({ died: 0, skills: 0, raises: 0, guns: 0 }));
      const dead = [0, 1].map((i) =>
        recoverBand(dice, bands[i]!, records[i]!, result.winner === i, this.campaign, tallies[i]!),
      );
      for (const i of [0, 1]) {
        spendAfterMatch(
          dice,
          bands[i]!,
          records[i]!,
          result.winner === i,
          bands[1 - i]!.band,
          dead[1 - i]!,
          this.campaign,
          tallies[i]!,
        );
        hireCharacters(bands[i]!, MAX_BAND_FIGURES);
      }
      outcome.match(result.winner, tallies);
    }
    outcome.finish(bands, firstLeaders);
    return outcome;
  }
}
