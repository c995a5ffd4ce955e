import { FAFDM_BANDS, type FafdmBandId, type FafdmCharacterRow } from '../tables/fafdmBands.ts';
import type { CampaignBand } from './CampaignBand.ts';
import { CampaignCharacter } from './CampaignCharacter.ts';

type Entry = readonly [string, FafdmCharacterRow];

/** Each band's list, dearest first (the leader first of all): built once, read by every hiring. */
const LISTS = new Map<FafdmBandId, readonly Entry[]>();

function listOf(band: FafdmBandId): readonly Entry[] {
  let list = LISTS.get(band);
  if (list === undefined) {
    const entries = Object.entries(FAFDM_BANDS[band].characters as Record<string, FafdmCharacterRow>);
    // A stable sort: characters of one price keep the order of the list.
    list = [
      ...entries.filter(([, c]) => c.role === 'leader'),
      ...entries.filter(([, c]) => c.role !== 'leader').sort((a, b) => b[1].cost - a[1].cost),
    ];
    LISTS.set(band, list);
  }
  return list;
}

/** Living characters of the band with id `id` (or any leader, `id` null), and all living ones. */
function count(band: CampaignBand, id: string | null): number {
  let n = 0;
  for (const c of band.characters) if (!c.dead && (id === null ? c.card.role === 'leader' : c.id === id)) n++;
  return n;
}

function living(band: CampaignBand): number {
  let n = 0;
  for (const c of band.characters) if (!c.dead) n++;
  return n;
}

/**
 * 9.1: "if he wins the match he can earn the $ necessary to pay more characters". The campaign's hiring
 * policy: a band without a living leader hires one when it can pay him; then, while it has room on the
 * table and the dollars, it hires the dearest character of its list it can pay that the list allows (at most
 * one leader, heroes up to their max), up to `maxFigures`. Returns how many it hired.
 *
 * @example hireCharacters(band, 16) // 1
 */
export function hireCharacters(band: CampaignBand, maxFigures: number): number {
  const list = listOf(band.band);
  let hired = 0;
  let size = living(band);
  for (;;) {
    if (size >= maxFigures) return hired;
    let pick: Entry | null = null;
    for (const e of list) {
      const [id, card] = e;
      if (card.cost > band.dollars) continue;
      if (card.role === 'leader' && count(band, null) > 0) continue;
      if (card.heroMax !== undefined && count(band, id) >= card.heroMax) continue;
      pick = e;
      break;
    }
    if (pick === null) return hired;
    band.dollars -= pick[1].cost;
    band.characters.push(new CampaignCharacter(pick[0], pick[1]));
    hired++;
    size++;
  }
}
