import { SKILL_IDS, type SkillCounts } from '../../rules/rwnn/figure/SkillCounts.ts';
import { classRank } from '../../rules/rwnn/fateDeck/classRank.ts';
import type { MetricDefinition } from '../Scenario.ts';
import { DEFAULT_GAMES, MAX_GAMES } from './CampaignCell.ts';
import type { CampaignMan } from './CampaignMan.ts';

const CLASS_WORDS = ['Citizens', 'Gunmen', 'Shootists', 'Legends'] as const;

/** The campaign's metrics, in the order {@link CampaignOutcome.write} writes them. */
export const CAMPAIGN_METRICS: readonly MetricDefinition[] = [
  {
    name: 'gamesPlayed',
    kind: 'mean',
    describe: 'gunfights played (fewer than asked when a band had nobody fit to fight)',
    histogram: { min: 0, max: DEFAULT_GAMES },
  },
  { name: 'aGames', kind: 'mean', describe: 'gunfights band A won' },
  { name: 'bGames', kind: 'mean', describe: 'gunfights band B won' },
  { name: 'drawnGames', kind: 'mean', describe: 'gunfights nobody won' },
  { name: 'pACampaign', kind: 'proportion', describe: 'band A won more gunfights than band B' },
  { name: 'pBCampaign', kind: 'proportion', describe: 'band B won more gunfights than band A' },
  {
    name: 'pEarlyLeader',
    kind: 'proportion',
    describe: 'one band won more of the first half of the gunfights (games 1..N/2) than the other',
  },
  {
    name: 'pEarlyLeaderLeadsLate',
    kind: 'proportion',
    describe: 'the early leader also won more of the second half (snowball)',
  },
  {
    name: 'pEarlyLeaderTrailsLate',
    kind: 'proportion',
    describe: 'the early leader won fewer of the second half (comeback)',
  },
  {
    name: 'earlyLeaderLateWins',
    kind: 'mean',
    describe: 'second-half gunfights won by the early leader (0 without one)',
  },
  {
    name: 'earlyTrailerLateWins',
    kind: 'mean',
    describe: 'second-half gunfights won by the early trailer (0 without one)',
  },
  { name: 'deaths', kind: 'mean', describe: 'men killed, both bands' },
  { name: 'recruits', kind: 'mean', describe: 'men recruited, both bands' },
  { name: 'promotions', kind: 'mean', describe: 'promotions to the next class' },
  { name: 'skillsGained', kind: 'mean', describe: 'skills gained (drawn or chosen and taken)' },
  {
    name: 'disqualified',
    kind: 'mean',
    describe:
      'gunfights a survivor took no experience from (backshooting, a helpless victim, surrender, refusal)',
  },
  { name: 'gunfightsMissed', kind: 'mean', describe: 'gunfights sat out with serious wounds' },
  ...CLASS_WORDS.map((c): MetricDefinition => ({
    name: `final${c}`,
    kind: 'mean',
    describe: `${c} alive at the end, both bands`,
  })),
  { name: 'survivors', kind: 'mean', describe: 'men alive at the end, both bands' },
  {
    name: 'skillsHeld',
    kind: 'mean',
    describe: 'skill levels held by the men alive at the end (a double skill counts two)',
  },
  { name: 'pCharacterSurvives', kind: 'proportion', describe: 'the followed character is alive at the end' },
  {
    name: 'characterClass',
    kind: 'mean',
    describe: "the followed character's class at the end or at his death (0 Citizen .. 3 Legend)",
    histogram: { min: 0, max: 3 },
  },
  { name: 'pCharacterLegend', kind: 'proportion', describe: 'the followed character became a Legend' },
  { name: 'characterSkills', kind: 'mean', describe: 'skill levels the followed character holds at the end' },
  { name: 'characterKills', kind: 'mean', describe: 'armed men the followed character killed' },
  { name: 'characterGunfights', kind: 'mean', describe: 'gunfights the followed character fought' },
  ...SKILL_IDS.map((id): MetricDefinition => ({
    name: `held${id.replace(/(^|-)([a-z])/g, (_, __: string, c: string) => c.toUpperCase())}`,
    kind: 'mean',
    describe: `men alive at the end holding ${id}`,
  })),
];

/**
 * What one campaign came to: each gunfight's winner and the campaign's counts as they happen, and at the
 * end the bands' classes and skills and the followed character's fate. One object is reused for every
 * campaign of a cell ({@link reset}).
 *
 * @example outcome.write(values) // values[0] is the gunfights played
 */
export class CampaignOutcome {
  games = 0;
  /** Each gunfight's winner: 0 band A, 1 band B, -1 nobody. */
  readonly winners = new Int8Array(MAX_GAMES);
  deaths = 0;
  recruits = 0;
  promotions = 0;
  skillsGained = 0;
  disqualified = 0;
  gunfightsMissed = 0;
  readonly finalClasses = new Int32Array(4);
  survivors = 0;
  skillsHeld = 0;
  readonly heldBySkill = new Int32Array(SKILL_IDS.length);
  characterAlive = false;
  characterClass = 0;
  characterSkills = 0;
  characterKills = 0;
  characterGunfights = 0;

  constructor(readonly planned: number) {}

  reset(): void {
    this.games = 0;
    this.winners.fill(-1);
    this.deaths = 0;
    this.recruits = 0;
    this.promotions = 0;
    this.skillsGained = 0;
    this.disqualified = 0;
    this.gunfightsMissed = 0;
    this.finalClasses.fill(0);
    this.survivors = 0;
    this.skillsHeld = 0;
    this.heldBySkill.fill(0);
    this.characterAlive = false;
    this.characterClass = 0;
    this.characterSkills = 0;
    this.characterKills = 0;
    this.characterGunfights = 0;
  }

  /** Gunfight g is over, won by `winner` (-1: nobody). */
  gameOver(g: number, winner: number): void {
    this.games = g + 1;
    this.winners[g] = winner;
  }

  /** The campaign is over: its men as they stand, the followed character by name, each man's held skills. */
  finish(men: readonly CampaignMan[], character: string, heldOf: (m: CampaignMan) => SkillCounts): void {
    for (const m of men) {
      const held = m.alive || m.name === character ? heldOf(m) : null;
      let levels = 0;
      if (held) for (const id of SKILL_IDS) levels += held[id];
      if (m.alive && held) {
        this.survivors++;
        this.finalClasses[classRank(m.cls)]!++;
        this.skillsHeld += levels;
        SKILL_IDS.forEach((id, k) => {
          if (held[id] > 0) this.heldBySkill[k]!++;
        });
      }
      if (m.name === character) {
        this.characterAlive = m.alive;
        this.characterClass = classRank(m.cls);
        this.characterSkills = levels;
        this.characterKills = m.kills;
        this.characterGunfights = m.gunfights;
      }
    }
  }

  /** Gunfights of [from, to) won by band b. */
  private won(b: number, from: number, to: number): number {
    let n = 0;
    for (let g = from; g < to; g++) if (this.winners[g] === b) n++;
    return n;
  }

  /** Writes the values in the order of {@link CAMPAIGN_METRICS}. */
  write(out: Float64Array): void {
    const half = Math.floor(this.planned / 2);
    const a = this.won(0, 0, this.planned);
    const b = this.won(1, 0, this.planned);
    const earlyA = this.won(0, 0, half);
    const earlyB = this.won(1, 0, half);
    const lateA = this.won(0, half, this.planned);
    const lateB = this.won(1, half, this.planned);
    const leader = earlyA > earlyB ? 0 : earlyB > earlyA ? 1 : -1;
    const leaderLate = leader === 0 ? lateA : leader === 1 ? lateB : 0;
    const trailerLate = leader === 0 ? lateB : leader === 1 ? lateA : 0;
    let k = 0;
    out[k++] = this.games;
    out[k++] = a;
    out[k++] = b;
    out[k++] = this.games - a - b;
    out[k++] = a > b ? 1 : 0;
    out[k++] = b > a ? 1 : 0;
    out[k++] = leader >= 0 ? 1 : 0;
    out[k++] = leader >= 0 && leaderLate > trailerLate ? 1 : 0;
    out[k++] = leader >= 0 && leaderLate < trailerLate ? 1 : 0;
    out[k++] = leaderLate;
    out[k++] = trailerLate;
    out[k++] = this.deaths;
    out[k++] = this.recruits;
    out[k++] = this.promotions;
    out[k++] = this.skillsGained;
    out[k++] = this.disqualified;
    out[k++] = this.gunfightsMissed;
    for (let c = 0; c < 4; c++) out[k++] = this.finalClasses[c]!;
    out[k++] = this.survivors;
    out[k++] = this.skillsHeld;
    out[k++] = this.characterAlive ? 1 : 0;
    out[k++] = this.characterClass;
    out[k++] = this.characterClass === 3 ? 1 : 0;
    out[k++] = this.characterSkills;
    out[k++] = this.characterKills;
    out[k++] = this.characterGunfights;
    for (let s = 0; s < SKILL_IDS.length; s++) out[k++] = this.heldBySkill[s]!;
  }
}
