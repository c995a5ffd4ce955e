import { ScriptedDice } from '../../../src/dice/ScriptedDice.ts';
import { CampaignBand } from '../../../src/rules/fafdm/campaign/CampaignBand.ts';
import type { CampaignCharacter } from '../../../src/rules/fafdm/campaign/CampaignCharacter.ts';
import { fafdmCampaignReadingsFrom } from '../../../src/rules/fafdm/campaign/FafdmCampaignReadings.ts';
import type { FafdmFigure } from '../../../src/rules/fafdm/FafdmFigure.ts';
import { fafdmReadingsFrom } from '../../../src/rules/fafdm/FafdmReadings.ts';
import { SKIRMISH_TABLES } from '../../../src/rules/fafdm/skirmishTable.ts';
import type { FafdmBandId } from '../../../src/rules/fafdm/tables/fafdmBands.ts';
import { activateOnTable } from '../../../src/scenarios/fafdmSkirmish/activateOnTable.ts';
import type { SkirmishBandSetup } from '../../../src/scenarios/fafdmSkirmish/readFafdmSkirmishCell.ts';
import { CampaignLineup } from '../../../src/scenarios/fafdmCampaign/CampaignLineup.ts';
import { story } from '../../rules/fafdm/fafdmKit.ts';

/** Where a figure stands and faces. */
export type Place = readonly [x: number, y: number, facing: number];

const setup = (band: FafdmBandId, roster: Record<string, number>): SkirmishBandSetup => ({
  band,
  roster,
  weapons: {},
  tactic: 'advance-and-fire',
});

/**
 * A campaign's next match laid out by hand on the open strip of the town edge along y = 12 (no cover
 * between x 0 and 15): band A and band B as bought, `change` given their skills, invalidities or guns
 * first, the figures named `A Guard 1`... placed where `at` says (the others out of the way).
 */
export function campaignTable(
  a: [FafdmBandId, Record<string, number>],
  b: [FafdmBandId, Record<string, number>],
  change: (bands: [CampaignBand, CampaignBand]) => void,
  at: Record<string, Place>,
  options: Record<string, string> = {},
) {
  const setups = [setup(...a), setup(...b)] as const;
  const bands: [CampaignBand, CampaignBand] = [
    CampaignBand.bought(a[0], a[1], 0),
    CampaignBand.bought(b[0], b[1], 0),
  ];
  change(bands);
  const lineup = new CampaignLineup(setups, fafdmReadingsFrom({}), fafdmCampaignReadingsFrom(options), {});
  const game = lineup.game(bands, { table: SKIRMISH_TABLES['town-edge'], mission: null, turnCap: 30 });
  const board = game.board;
  board.rules!.reset();
  const fig = (name: string): FafdmFigure => {
    const f = board.all.find((g) => g.name === name);
    if (!f) throw new Error(`no ${name} in ${board.all.map((g) => g.name).join(', ')}`);
    return f;
  };
  for (const f of board.all) {
    f.reset();
    Object.assign(f, { x: 1, y: 1 + board.all.indexOf(f), facing: 0 });
  }
  for (const [name, [x, y, facing]] of Object.entries(at)) Object.assign(fig(name), { x, y, facing });
  /** Activates `who` with `faces` and returns the narration; every face must be used. */
  const act = (who: string, faces: number[]): string[] => {
    const log = story();
    const dice = new ScriptedDice(faces);
    activateOnTable(board, fig(who), 1, dice, log);
    dice.assertConsumed();
    return log.lines;
  };
  return { board, fig, act, bands };
}

/** The first character of `band` with id `id`. */
export function character(band: CampaignBand, id: string): CampaignCharacter {
  const c = band.characters.find((x) => x.id === id);
  if (!c) throw new Error(`no ${id}`);
  return c;
}
