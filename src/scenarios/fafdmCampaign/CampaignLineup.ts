import type { CampaignBand } from '../../rules/fafdm/campaign/CampaignBand.ts';
import type { CampaignCharacter } from '../../rules/fafdm/campaign/CampaignCharacter.ts';
import type { FafdmCampaignReadings } from '../../rules/fafdm/campaign/FafdmCampaignReadings.ts';
import { FafdmFigure } from '../../rules/fafdm/FafdmFigure.ts';
import type { FafdmReadings } from '../../rules/fafdm/FafdmReadings.ts';
import type { SkirmishTable } from '../../rules/fafdm/skirmishTable.ts';
import { FAFDM_BANDS, type FafdmCharacterRow } from '../../rules/fafdm/tables/fafdmBands.ts';
import { FAFDM_GUN_IDS, type FafdmGunId } from '../../rules/fafdm/tables/fafdmGuns.ts';
import { MELEE_WEAPONS } from '../../rules/fafdm/tables/meleeWeapons.ts';
import { FAFDM_TACTICS } from '../../policies/fafdm/fafdmTactics.ts';
import type { FafdmMission } from '../fafdmScenarios/FafdmMission.ts';
import { BandRulesInPlay, type BandMember } from '../fafdmSkirmish/bandRules/BandRulesInPlay.ts';
import { FafdmSkirmishGame } from '../fafdmSkirmish/FafdmSkirmishGame.ts';
import type { SkirmishBandSetup } from '../fafdmSkirmish/readFafdmSkirmishCell.ts';
import { SkirmishBoard, type SkirmishSide } from '../fafdmSkirmish/SkirmishBoard.ts';
import { CampaignRulesInPlay } from './CampaignRulesInPlay.ts';
import { newMatchTraits, traitsOf, type MatchTraits } from './MatchTraits.ts';

type Card = { -readonly [K in keyof FafdmCharacterRow]: FafdmCharacterRow[K] };

/** A character's figure, kept while what it is built from stays the same. */
interface Kept {
  key: number;
  /** The skills and invalidities his traits were summed from (see figureOf). */
  gained: number;
  figure: FafdmFigure;
  readonly traits: MatchTraits;
}

/** What a match is played on: the table and, for a scenario of 10.1-10.6, its rules. */
export interface MatchGround {
  readonly table: SkirmishTable;
  readonly mission: FafdmMission | null;
  readonly turnCap: number;
}

/**
 * The match a campaign's bands play next (001 6.5, 7.2, 9.1-9.12, 10.1-10.6): a figure for every living
 * character with his scores, gun, wound and invalidities, under his band's rules and his Tab.14 skills, on
 * the ground of the match. A character's figure is kept from match to match while he is unchanged, and the
 * board while nobody changed, so a campaign allocates a game only when its bands do change.
 *
 * @example const game = lineup.game([bandA, bandB], ground)
 */
export class CampaignLineup {
  private readonly kept = new Map<CampaignCharacter, Kept>();
  private readonly card: Card;
  /** The characters and figures of the match last built, by side. */
  readonly characters: [CampaignCharacter[], CampaignCharacter[]] = [[], []];
  readonly figures: [FafdmFigure[], FafdmFigure[]] = [[], []];
  private built: FafdmSkirmishGame | null = null;
  private builtOn: MatchGround | null = null;
  private readonly traits = new Map<FafdmFigure, MatchTraits>();

  constructor(
    private readonly setups: readonly [SkirmishBandSetup, SkirmishBandSetup],
    private readonly readings: FafdmReadings,
    private readonly campaign: FafdmCampaignReadings,
    private readonly missionOptions: Readonly<Record<string, string>>,
  ) {
    this.card = { ...FAFDM_BANDS.lawmen.characters.guard };
  }

  /** Forgets the last campaign's characters. */
  start(): void {
    this.kept.clear();
    this.built = null;
  }

  /** The gun he fights with: a two-handed one is left behind by a man who lost a hand (Tab.12). */
  private gunOf(c: CampaignCharacter, t: MatchTraits): FafdmGunId {
    return t.noTwoHanded && MELEE_WEAPONS[c.gun].twoHanded ? 'six-shot' : c.gun;
  }

  /** His figure for the next match: the one kept when nothing it is built from has changed. */
  private figureOf(c: CampaignCharacter, side: number, serial: number): FafdmFigure {
    let k = this.kept.get(c);
    const traits = k?.traits ?? newMatchTraits();
    // Skills and invalidities are only ever gained: their counts tell whether the traits are stale.
    const gained = c.skills.size * 64 + c.invalidities.length;
    if (k === undefined || k.gained !== gained) traitsOf(c, this.campaign, traits);
    const gun = this.gunOf(c, traits);
    const diseased = this.campaign.disease === 'cos' && c.invalidities.includes(1) ? 1 : 0;
    const cos = Math.max(1, c.cos - (c.wounded ? 1 : 0) - diseased);
    const ref = c.ref + traits.ref;
    // Scores stay below 32 (7.1 caps raises at 4), so the key is exact.
    const scores = ((((c.shot * 32 + c.cool) * 32 + ref + 8) * 32 + cos) * 32 + c.fame) * 32 + c.fortune;
    const key = (scores * 16 + FAFDM_GUN_IDS.indexOf(gun)) * 2 + (traits.shakenNerves ? 1 : 0);
    if (k !== undefined) k.gained = gained;
    if (k !== undefined && k.key === key) return k.figure;
    Object.assign(this.card, c.card, {
      cos,
      ref,
      shot: c.shot,
      cool: c.cool,
      fame: c.fame,
      fortune: c.fortune,
    });
    const figure = new FafdmFigure(`${'AB'[side]} ${c.card.name} ${serial + 1}`, this.card, gun);
    figure.shakenNerves = traits.shakenNerves;
    if (k === undefined) this.kept.set(c, (k = { key, gained, figure, traits }));
    else {
      k.key = key;
      k.figure = figure;
    }
    return figure;
  }

  /** Whether the living characters' figures are those of the last match built. */
  private lineUp(bands: readonly [CampaignBand, CampaignBand]): boolean {
    let same = true;
    for (let side = 0; side < 2; side++) {
      const cs = this.characters[side]!;
      const fs = this.figures[side]!;
      let n = 0;
      const all = bands[side]!.characters;
      for (let i = 0; i < all.length; i++) {
        const c = all[i]!;
        if (c.dead) continue;
        const f = this.figureOf(c, side, i);
        if (cs[n] !== c || fs[n] !== f) same = false;
        cs[n] = c;
        fs[n++] = f;
      }
      if (cs.length !== n) same = false;
      cs.length = fs.length = n;
    }
    return same;
  }

  /** The next match between `bands` on `ground`. */
  game(bands: readonly [CampaignBand, CampaignBand], ground: MatchGround): FafdmSkirmishGame {
    if (this.lineUp(bands) && this.built !== null && this.builtOn === ground) return this.built;
    const table = ground.table;
    const members: BandMember[] = [];
    this.traits.clear();
    const side = (i: 0 | 1, edgeX: number): SkirmishSide => {
      const s = this.setups[i];
      const figures = this.figures[i].slice();
      let leader: FafdmFigure | null = null;
      this.characters[i].forEach((c, k) => {
        const f = figures[k]!;
        if (c.card.role === 'leader') leader = f;
        members.push({ fig: f, band: s.band, character: c.id, role: c.card.role });
        this.traits.set(f, this.kept.get(c)!.traits);
      });
      return { name: FAFDM_BANDS[s.band].name, figures, tactic: FAFDM_TACTICS[s.tactic], leader, edgeX };
    };
    const board = new SkirmishBoard(
      [side(0, table.deployU), side(1, table.width - table.deployU)],
      table,
      this.readings,
    );
    const mission = ground.mission?.build(board, this.missionOptions) ?? null;
    board.rules = new CampaignRulesInPlay(new BandRulesInPlay(board, members, mission), board, this.traits);
    const game = new FafdmSkirmishGame(board, ground.turnCap);
    game.mission = mission;
    this.built = game;
    this.builtOn = ground;
    return game;
  }
}
