import type { FafdmRoster } from '../../rules/fafdm/checkRoster.ts';
import { FAFDM_BANDS, type FafdmCharacterRow } from '../../rules/fafdm/tables/fafdmBands.ts';
import type { FafdmGunId } from '../../rules/fafdm/tables/fafdmGuns.ts';
import { gunPrice } from '../../rules/fafdm/campaign/equipmentTable.ts';
import type { JsonObject } from '../../scenarios/Scenario.ts';
import type { FairCostBand, FairCostStudy } from './FairCostStudy.ts';

/** A subject of a band: what is added or swapped in, with its listed cost. */
export interface FairCostSubject {
  readonly subject: string;
  readonly name: string;
  readonly listed: number;
  readonly setup: JsonObject;
}

/** A band's cells, all on one family of trial streams: the base, the reference added to the opponent, each subject. */
export interface FairCostGroup {
  readonly band: FairCostBand;
  readonly base: JsonObject;
  readonly reference: JsonObject;
  readonly subjects: readonly FairCostSubject[];
}

const costOf = (band: string, roster: FafdmRoster): number => {
  const list = FAFDM_BANDS[band as keyof typeof FAFDM_BANDS].characters as Record<string, FafdmCharacterRow>;
  return Object.entries(roster).reduce((s, [c, n]) => s + (list[c]?.cost ?? 0) * n, 0);
};

/**
 * The skirmish setup of one cell of the study: the band (side A) with `roster` and `weapons` against the
 * opponent (side B) with `opponent`, both under the study's tactic, on its table. The cell's dollars are
 * what the dearer side costs: the study holds the base rosters to its own dollars, and an added character
 * is bought beyond them on purpose.
 *
 * @example skirmishSetup(study, band, { guard: 5 }, {}, { sheriff: 1, guard: 4 })
 */
export function skirmishSetup(
  study: FairCostStudy,
  band: FairCostBand,
  roster: FafdmRoster,
  weapons: Readonly<Record<string, FafdmGunId>>,
  opponent: FafdmRoster,
): JsonObject {
  const dollars = Math.max(1, costOf(band.band, roster), costOf(study.opponent.band, opponent));
  return {
    ruleset: 'fafdm',
    options: { ...study.skirmish.options },
    sides: {
      a: { band: band.band, roster: { ...roster }, weapons: { ...weapons }, tactic: study.skirmish.tactic },
      b: { band: study.opponent.band, roster: { ...opponent }, tactic: study.skirmish.tactic },
    },
    params: { table: study.skirmish.table, turnCap: study.skirmish.turnCap, dollars },
  };
}

/**
 * A band's cells. Characters: one more of each character of the band's list added to the base roster
 * (a substitution of an empty place by the character). Weapons: the carrier's six-shot swapped for each
 * gun, priced at Tab.15's difference (the six-shot's own price taken as fair).
 *
 * @example fairCostGroup(study, study.bands[0]).subjects.map((s) => s.subject) // ['lawmen/sheriff', ...]
 */
export function fairCostGroup(study: FairCostStudy, band: FairCostBand): FairCostGroup {
  const opp = band.opponent;
  const base = skirmishSetup(study, band, band.roster, {}, opp);
  const reference = skirmishSetup(
    study,
    band,
    band.roster,
    {},
    {
      ...opp,
      [study.reference]: (opp[study.reference] ?? 0) + 1,
    },
  );
  const list = FAFDM_BANDS[band.band].characters as Record<string, FafdmCharacterRow>;
  const subjects: FairCostSubject[] =
    study.price === 'characters'
      ? Object.entries(list).map(([id, card]) => ({
          subject: `${band.band}/${id}`,
          name: card.name,
          listed: card.cost,
          setup: skirmishSetup(study, band, { ...band.roster, [id]: (band.roster[id] ?? 0) + 1 }, {}, opp),
        }))
      : study.weapons.map((gun) => ({
          subject: `${band.band}/${band.carrier!}:${gun}`,
          name: `${list[band.carrier!]!.name}'s ${gun}`,
          listed: gunPrice(gun),
          setup: skirmishSetup(study, band, band.roster, { [band.carrier!]: gun }, opp),
        }));
  return { band, base, reference, subjects };
}
