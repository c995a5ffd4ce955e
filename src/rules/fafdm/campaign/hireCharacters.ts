import { FAFDM_BANDS, type FafdmCharacterRow } from '../tables/fafdmBands.ts';
import type { CampaignBand } from './CampaignBand.ts';
import { CampaignCharacter } from './CampaignCharacter.ts';

/**
 * 9.1: "if he wins the match he can earn the $ necessary to pay more characters". The campaign's hiring
 * policy: a band without a living leader hires one when it can pay him; then, while it has room on the
 * table and the dollars, it hires the dearest character of its list it can pay that the list allows (at most
 * one leader, heroes up to their max), up to `maxFigures`. Returns the ids hired.
 *
 * @example hireCharacters(band, 16) // ['bandit']
 */
export function hireCharacters(band: CampaignBand, maxFigures: number): string[] {
  const list = Object.entries(FAFDM_BANDS[band.band].characters as Record<string, FafdmCharacterRow>);
  const hired: string[] = [];
  const count = (id: string): number => band.living().filter((c) => c.id === id).length;
  const allowed = ([id, card]: [string, FafdmCharacterRow]): boolean =>
    card.cost <= band.dollars &&
    (card.role === 'leader'
      ? count(id) === 0 && !band.living().some((c) => c.card.role === 'leader')
      : true) &&
    (card.heroMax === undefined || count(id) < card.heroMax);
  for (;;) {
    if (band.living().length >= maxFigures) return hired;
    const leader = list.find(([, card]) => card.role === 'leader');
    const pick =
      leader && allowed(leader)
        ? leader
        : list.filter((e) => e[1].role !== 'leader' && allowed(e)).sort((a, b) => b[1].cost - a[1].cost)[0];
    if (!pick) return hired;
    band.dollars -= pick[1].cost;
    band.characters.push(new CampaignCharacter(pick[0], pick[1]));
    hired.push(pick[0]);
  }
}
