import type { AfterMatchTally } from '../../rules/fafdm/campaign/afterMatch.ts';
import type { CampaignBand } from '../../rules/fafdm/campaign/CampaignBand.ts';
import type { CampaignCharacter } from '../../rules/fafdm/campaign/CampaignCharacter.ts';
import type { MetricDefinition } from '../Scenario.ts';

/** What a FAFDM campaign reports, a value a campaign (band A first, then B). */
export const FAFDM_CAMPAIGN_METRICS: readonly MetricDefinition[] = [
  { name: 'aMatchWins', kind: 'mean', describe: 'matches band A won' },
  { name: 'bMatchWins', kind: 'mean', describe: 'matches band B won' },
  { name: 'matches', kind: 'mean', describe: 'matches played (a band with nobody left ends the campaign)' },
  { name: 'pAAhead', kind: 'proportion', describe: 'band A won more matches than B' },
  { name: 'pBAhead', kind: 'proportion', describe: 'band B won more matches than A' },
  {
    name: 'pSnowball',
    kind: 'proportion',
    describe: 'the band ahead after the first quarter of the matches wins more of the last half',
  },
  { name: 'aFigures', kind: 'mean', describe: "band A's living characters at the end" },
  { name: 'bFigures', kind: 'mean', describe: "band B's living characters at the end" },
  { name: 'aDead', kind: 'mean', describe: "band A's characters dead on Tab.12" },
  { name: 'bDead', kind: 'mean', describe: "band B's characters dead on Tab.12" },
  { name: 'aDollars', kind: 'mean', describe: "band A's dollars at the end" },
  { name: 'bDollars', kind: 'mean', describe: "band B's dollars at the end" },
  { name: 'aSkills', kind: 'mean', describe: 'Tab.14 skills band A gained' },
  { name: 'bSkills', kind: 'mean', describe: 'Tab.14 skills band B gained' },
  { name: 'aRaises', kind: 'mean', describe: 'Tab.13 scores band A raised' },
  { name: 'bRaises', kind: 'mean', describe: 'Tab.13 scores band B raised' },
  { name: 'aShot4', kind: 'mean', describe: "band A's living characters with SHOT 4 (the cap) at the end" },
  { name: 'bShot4', kind: 'mean', describe: "band B's living characters with SHOT 4 (the cap) at the end" },
  { name: 'pALeaderAlive', kind: 'proportion', describe: "band A's first leader is alive at the end" },
  { name: 'pBLeaderAlive', kind: 'proportion', describe: "band B's first leader is alive at the end" },
];

/** A campaign's tallies as it is played; one object reused for every trial of a cell. */
export class FafdmCampaignOutcome {
  private readonly winners: number[] = [];
  private readonly sums = { skills: [0, 0], raises: [0, 0], dead: [0, 0] };
  private readonly end = new Float64Array(FAFDM_CAMPAIGN_METRICS.length);

  /** Back to an empty campaign. */
  start(): void {
    this.winners.length = 0;
    for (const k of ['skills', 'raises', 'dead'] as const) this.sums[k].fill(0);
  }

  /** One match: its winner (-1 none) and each band's turn between matches. */
  match(winner: number, tallies: readonly AfterMatchTally[]): void {
    this.winners.push(winner);
    tallies.forEach((t, i) => {
      this.sums.skills[i]! += t.skills;
      this.sums.raises[i]! += t.raises;
      this.sums.dead[i]! += t.died;
    });
  }

  /** The end of the campaign: the bands as they stand. */
  finish(bands: readonly CampaignBand[], firstLeaders: readonly (CampaignCharacter | null)[]): void {
    const won = (i: number, from = 0, to = this.winners.length): number =>
      this.winners.slice(from, to).filter((w) => w === i).length;
    const n = this.winners.length;
    const q = Math.max(1, Math.floor(n / 4));
    const early = Math.sign(won(0, 0, q) - won(1, 0, q));
    const late = Math.sign(won(0, n - Math.floor(n / 2)) - won(1, n - Math.floor(n / 2)));
    // Whole numbers only: tallies add exactly in any order.
    const shot = (b: CampaignBand): number => b.living().filter((c) => c.shot >= 4).length;
    const e = this.end;
    e[0] = won(0);
    e[1] = won(1);
    e[2] = n;
    e[3] = won(0) > won(1) ? 1 : 0;
    e[4] = won(1) > won(0) ? 1 : 0;
    e[5] = early !== 0 && early === late ? 1 : 0;
    [0, 1].forEach((i) => {
      e[6 + i] = bands[i]!.living().length;
      e[8 + i] = this.sums.dead[i]!;
      e[10 + i] = bands[i]!.dollars;
      e[12 + i] = this.sums.skills[i]!;
      e[14 + i] = this.sums.raises[i]!;
      e[16 + i] = shot(bands[i]!);
      e[18 + i] = firstLeaders[i] && !firstLeaders[i].dead ? 1 : 0;
    });
  }

  /** Writes the campaign's metrics, in the order of {@link FAFDM_CAMPAIGN_METRICS}. */
  write(out: Float64Array): void {
    out.set(this.end);
  }
}
