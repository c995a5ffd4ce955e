import type { FafdmBandId, FafdmBandRow } from './tables/fafdmBands.ts';
import { FAFDM_BANDS } from './tables/fafdmBands.ts';

/** 001 9.1: "usually when a band is created the player has 400$". */
export const STARTING_DOLLARS = 400;

/** A roster: how many of each character of the band's list, by the character's id in the list. */
export type FafdmRoster = Readonly<Record<string, number>>;

/**
 * Checks a band bought with dollars (001 9.1-9.12): every character is on the band's list, the count is a
 * whole number, the cost is within `dollars`, no hero is taken beyond his "HERO, max N", and there is at
 * most one leader. Returns one line per violation, empty when the band is legal.
 *
 * @example checkRoster('outlaws', { boss: 1, bandit: 4 }) // ['costs $430, more than the $400 to spend']
 */
export function checkRoster(band: FafdmBandId, roster: FafdmRoster, dollars = STARTING_DOLLARS): string[] {
  const list: FafdmBandRow = FAFDM_BANDS[band];
  const errors: string[] = [];
  let cost = 0;
  let leaders = 0;
  for (const [id, count] of Object.entries(roster)) {
    const c = list.characters[id];
    if (!c) {
      errors.push(`${id}: not on the ${list.name} list (${Object.keys(list.characters).join(', ')})`);
      continue;
    }
    if (!Number.isInteger(count) || count < 0) {
      errors.push(`${id}: a count is a whole number from 0 (got ${count})`);
      continue;
    }
    cost += c.cost * count;
    if (c.role === 'leader') leaders += count;
    if (c.heroMax !== undefined && count > c.heroMax)
      errors.push(`${id}: ${count} taken, but the ${c.name} is "HERO, max ${c.heroMax}"`);
  }
  if (leaders > 1) errors.push(`${leaders} leaders: a band has one`);
  if (cost > dollars) errors.push(`costs $${cost}, more than the $${dollars} to spend`);
  return errors;
}
