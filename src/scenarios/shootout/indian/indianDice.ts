import { INDIAN_SKILL_DICE } from '../../../rules/rwnn/tables/indianSkillDice.ts';
import { INDIAN_WEAPONS } from '../../../rules/rwnn/tables/indianWeapons.ts';
import { THROWN_WEAPONS } from '../../../rules/rwnn/tables/thrownWeapons.ts';
import type { RangeWeapon } from '../../../rules/rwnn/tables/rangeChart.ts';
import type { Gunfighter } from '../Gunfighter.ts';
import type { IndianEntry, ThrownName } from './IndianEntry.ts';

/** The rifles an Apache's Accomplished Shot "with a rifle" covers: every long gun but the shotguns. */
const RIFLES: ReadonlySet<RangeWeapon> = new Set(['rifle', 'repeating-rifle', 'carbine', 'breech-loader']);

/** Accomplished Shot's dice when `e` is accomplished with `weapon`, else 0. */
function accomplished(e: IndianEntry, weapon: 'bow' | 'rifle' | ThrownName): number {
  return e.accomplished === weapon ? INDIAN_SKILL_DICE.accomplishedShot.dice[e.class] : 0;
}

/**
 * The firing dice an Indian's weapon in hand gains or loses under 000's Indian rules (0 for anyone else):
 * "With the exception of Apache Crack Shots, all Indians subtract one dice when shooting firearms"
 * (INDIAN WEAPONS), and Accomplished Shot's 1, 2 or 3 dice with a bow, or an Apache's with a rifle.
 *
 * @example handWeaponDice(youngBloodWithPistol) === -1
 */
export function handWeaponDice(f: Gunfighter): number {
  const e = f.indian;
  if (e === null) return 0;
  const w = f.weapon(0);
  if (w === 'bow') return accomplished(e, 'bow');
  const crackShot = e.nation === 'apache' && f.skills['crack-shot'] > 0;
  return (crackShot ? 0 : INDIAN_WEAPONS.firearms.dice) + (RIFLES.has(w) ? accomplished(e, 'rifle') : 0);
}

/**
 * The dice a thrown `weapon` gains or loses against a deliberate pistol shot (000 THROWN WEAPONS: "if they
 * are not an Accomplished Shot with that weapon, they subtract one dice"; Accomplished Shot's dice if he is).
 *
 * @example thrownWeaponDice(warriorAccomplishedWithLance, 'lance') === 2
 */
export function thrownWeaponDice(e: IndianEntry, weapon: ThrownName): number {
  const a = accomplished(e, weapon);
  return a > 0 ? a : THROWN_WEAPONS.notAccomplishedDice;
}

/** The farthest a thrown weapon reaches, in inches (000 THROWN WEAPONS: 9" knife and tomahawk, 12" lance). */
export function thrownReach(weapon: ThrownName): number {
  for (const row of THROWN_WEAPONS.weapons) if (row.weapon === weapon) return row.maxInches;
  return 0;
}
