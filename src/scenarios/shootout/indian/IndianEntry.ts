import type { IndianClass } from '../../../rules/rwnn/tables/IndianClass.ts';

/** The weapons an Indian may throw (000 THROWN WEAPONS: "knife, tomahawk and lance"). */
export const THROWN_NAMES = ['knife', 'tomahawk', 'lance'] as const;
export type ThrownName = (typeof THROWN_NAMES)[number];

/**
 * The weapons Accomplished Shot may be taken with (000 Indian Skills & Attributes: "one of a lance, knife,
 * or tomahawk – or in firing a bow. Apache may become accomplished with a rifle").
 */
export const ACCOMPLISHED_WEAPONS = ['bow', 'knife', 'tomahawk', 'lance', 'rifle'] as const;
export type AccomplishedWeapon = (typeof ACCOMPLISHED_WEAPONS)[number];

/** The nations 000 INDIANS tells apart: Plains Indians and Apache (skills, firearms, experience). */
export const NATIONS = ['plains', 'apache'] as const;
export type Nation = (typeof NATIONS)[number];

/**
 * The Indian skills that are not on the main list and are played by the Indian rules themselves (000 Indian
 * Skills & Attributes); the others are main-list skills by the same or another name (see readIndianFigure).
 */
export const INDIAN_ONLY_SKILLS = [
  'accomplished-shot',
  'hunter',
  'mystic-warrior',
  'great-horseman',
] as const;
export type IndianOnlySkill = (typeof INDIAN_ONLY_SKILLS)[number];

/**
 * What makes a shootout figure an Indian (000 INDIANS, INDIAN WEAPONS, THROWN WEAPONS): his Indian class (he
 * plays as its gunfighter equivalent for cards and class dice), his nation, the weapons he carries to throw
 * (one of each at most), the weapon he is an Accomplished Shot with (null: none), and the Indian-only skills.
 * Great Horseman is carried as data: the shootout has no horses to ride.
 *
 * @example const e: IndianEntry = { class: 'warrior', nation: 'apache', thrown: ['knife'], accomplished: null, skills: ['hunter'] };
 */
export interface IndianEntry {
  readonly class: IndianClass;
  readonly nation: Nation;
  readonly thrown: readonly ThrownName[];
  readonly accomplished: AccomplishedWeapon | null;
  readonly skills: readonly IndianOnlySkill[];
}
