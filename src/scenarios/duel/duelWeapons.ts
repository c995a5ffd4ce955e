/**
 * The weapons a duel is fought with, and the pistols each puts in the duellist's hands. 000 CHALLENGES,
 * DUELS & THE FAST DRAW: "providing they also have a six gun ... the duellists discard any rifles"; a
 * figure may hold two pistols (000 RANGE CHART: "Characters armed with two pistols may fire them both
 * simultaneously").
 *
 * @example DUEL_WEAPONS['two-pistols'] === 2
 */
export const DUEL_WEAPONS = { 'six-shooter': 1, 'two-pistols': 2 } as const satisfies Record<string, 1 | 2>;

/** A duel weapon by its canonical name. @example const w: DuelWeapon = 'six-shooter'; */
export type DuelWeapon = keyof typeof DUEL_WEAPONS;

/** Other names a file or flag may use: `pistol` is the range chart's name for the six-shooter. */
const ALIASES: Readonly<Record<string, DuelWeapon>> = {
  pistol: 'six-shooter',
  'two-six-shooters': 'two-pistols',
};

/**
 * The duel weapon a name stands for (its canonical name or an alias), or null when it is none.
 *
 * @example duelWeapon('pistol') === 'six-shooter'; duelWeapon('rifle') === null
 */
export function duelWeapon(name: string): DuelWeapon | null {
  if (Object.hasOwn(DUEL_WEAPONS, name)) return name as DuelWeapon;
  return ALIASES[name] ?? null;
}
