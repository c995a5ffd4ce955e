import type { CampaignReadings } from '../../rules/rwnn/experience/CampaignReadings.ts';
import type { ShootoutCell } from '../shootout/ShootoutCell.ts';

/** Gunfights in a campaign when the file names no `games`, and the most it may name. */
export const DEFAULT_GAMES = 20;
export const MAX_GAMES = 100;
/** Men a band may hold before it takes no more recruits, by default, and at most (the shootout's 40 in all). */
export const DEFAULT_BAND_CAP = 8;
export const MAX_BAND_CAP = 20;

/**
 * A campaign setting as a cell holds it, every default filled: the first gunfight's shootout (its ruleset,
 * shootout options, the two bands with each man once, the table and its parameters), the campaign's
 * readings, the number of gunfights, the man whose fate is followed (`character`), the most men a band
 * recruits up to, and the tactic recruits fight with.
 *
 * @example cell.games === 20 && cell.character === 'wyatt'
 */
export interface CampaignCell {
  readonly shootout: ShootoutCell;
  readonly options: Readonly<Record<string, string>>;
  readonly readings: CampaignReadings;
  readonly games: number;
  readonly character: string;
  readonly bandCap: number;
  readonly recruitPolicy: string;
}
