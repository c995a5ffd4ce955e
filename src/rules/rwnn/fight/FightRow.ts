import type { FightWeapon } from '../tables/fightingChart.ts';

/**
 * The rows of the fighting chart as small integers, in the chart's printed order (002 CLOSE COMBAT
 * "Fighting Chart": Fist, Pistol, Clubbed Pistol, Rifle, Clubbed Rifle, Bowie Knife, Knife/Lance, Tomahawk):
 * a row's code indexes the per-row arrays of {@link FightRules}.
 *
 * @example FIGHT_ROW.bowieKnife === 5
 */
export const FIGHT_ROW = {
  fist: 0,
  pistol: 1,
  clubbedPistol: 2,
  rifle: 3,
  clubbedRifle: 4,
  bowieKnife: 5,
  knifeLance: 6,
  tomahawk: 7,
} as const;
export type FightRowCode = (typeof FIGHT_ROW)[keyof typeof FIGHT_ROW];

/**
 * The chart's weapon for each row code.
 *
 * @example FIGHT_ROW_WEAPONS[FIGHT_ROW.clubbedRifle] === 'clubbed-rifle'
 */
export const FIGHT_ROW_WEAPONS = [
  'fist',
  'pistol',
  'clubbed-pistol',
  'rifle',
  'clubbed-rifle',
  'bowie-knife',
  'knife-lance',
  'tomahawk',
] as const satisfies readonly FightWeapon[];
