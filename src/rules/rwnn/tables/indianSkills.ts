import type { SourceRef } from '../../SourceRef.ts';
import type { SkillId } from './skills.ts';

/**
 * Every skill of 000's Indian Skills & Attributes, by a kebab-case id taken from its name ("Hard As Nails
 * (Stoic)" is `hard-as-nails`).
 *
 * @example const id: IndianSkillId = 'great-horseman';
 */
export type IndianSkillId =
  | 'accomplished-shot'
  | 'agile'
  | 'fighter'
  | 'great-horseman'
  | 'hard-as-nails'
  | 'hunter'
  | 'legend-of-the-tribes'
  | 'mystic-warrior'
  | 'nerves-of-steel'
  | 'stealthy'
  | 'strong'
  | 'swift'
  | 'terrifying'
  | 'tough'
  | 'true-grit'
  | 'vengeful'
  | 'wildman';

/**
 * One Indian skill as printed: `name` before the colon (without the asterisk), `double` when the name carries
 * the asterisk, `text` the description (runs of spaces closed up), and `sameNameAs` the skill of SKILLS &
 * ATTRIBUTES with the same name, whose words may differ (`null` for the six that only Indians have).
 *
 * @example INDIAN_SKILLS.skills[4].sameNameAs === 'hard-as-nails'
 */
export interface IndianSkill {
  readonly id: IndianSkillId;
  readonly name: string;
  readonly double: boolean;
  readonly text: string;
  readonly sameNameAs: SkillId | null;
}

/** The Indian skill list. @example INDIAN_SKILLS.skills.length === 17 */
export interface IndianSkillList {
  readonly source: SourceRef;
  readonly skills: readonly IndianSkill[];
  /** The list has no Bossman; the war party's Warleader is treated as one. */
  readonly warleader: { readonly printed: string; readonly actsAs: SkillId };
  readonly whoMayUse: string;
}

/**
 * 000 "Indian Skills & Attributes", 17 skills in printed order ("it contains no disadvantageous attributes").
 * Stealthy, Strong, Terrifying and Tough carry the asterisk (double); Accomplished Shot, Fighter, Great
 * Horseman, Hunter, Legend Of The Tribes and Mystic Warrior are not on the main list (Fighter's four dice are
 * Brawler's, see skilled-fighter-1996, but the name differs). Army scouts, frontiersmen and the like may draw
 * from either list.
 *
 * @example INDIAN_SKILLS.skills.filter((s) => s.double).map((s) => s.id) // ['stealthy', 'strong', 'terrifying', 'tough']
 */
export const INDIAN_SKILLS = {
  source: { document: '000_53eda652e9702143.txt', section: 'Indian Skills & Attributes' },
  skills: [
    {
      id: 'accomplished-shot',
      name: 'Accomplished Shot',
      double: false,
      text: 'may choose to become accomplished in throwing one of a lance, knife, or tomahawk – or in firing a bow. Apache may become accomplished with a rifle. A Young Blood adds 1, a Warrior 2, and a Mighty Warrior 3 firing dice with that weapon. This bonus automatically increases as the character gians experience and rises in class.',
      sameNameAs: null,
    },
    {
      id: 'agile',
      name: 'Agile',
      double: false,
      text: 'no firing penalty when moving, may make one change of direction during move, ends move facing any direction. Adds 1 in a fight.',
      sameNameAs: 'agile',
    },
    {
      id: 'fighter',
      name: 'Fighter',
      double: false,
      text: 'adds 4 dice when attempting to hit in a fight.',
      sameNameAs: null,
    },
    {
      id: 'great-horseman',
      name: 'Great Horseman',
      double: false,
      text: 'may choose to add or subtract 1 from anyor all of his dice when rolling dice for horse movement, loss of control, regaining control, and rescuing comrades on foot. Apache don’t’ get the Great Horseman skill, but instead become an Accomplished Shot.',
      sameNameAs: null,
    },
    {
      id: 'hard-as-nails',
      name: 'Hard As Nails (Stoic)',
      double: false,
      text: 'ignores the effect of the 1st wound he receives. (Still knocked down, out, or dead though.)',
      sameNameAs: 'hard-as-nails',
    },
    {
      id: 'hunter',
      name: 'Hunter',
      double: false,
      text: 'adds 1 to his roll when trying to get a clear shot at an opponent in cover.',
      sameNameAs: null,
    },
    {
      id: 'legend-of-the-tribes',
      name: 'Legend Of The Tribes',
      double: false,
      text: 'when his character card is drawn, his player takes it into his hand as if it was an action card which can be used only for this character. May fire at a group of characters within four inches of each other and distribute any hits between them as he chooses. If Ambidextrous, he Fears no one. Roll randomly for one additions skill now. When this character gains further skills he may choose whichever one he wants.',
      sameNameAs: null,
    },
    { id: 'mystic-warrior', name: 'Mystic Warrior', double: false, text: 'see below.', sameNameAs: null },
    {
      id: 'nerves-of-steel',
      name: 'Nerves Of Steel',
      double: false,
      text: 'not subject to Duck Back, adds 1 dice when testing Never. Fears no one.',
      sameNameAs: 'nerves-of-steel',
    },
    {
      id: 'stealthy',
      name: 'Stealthy',
      double: true,
      text: 'if motionless behind cover, cannot be seen at all beyond 12 inches. Subtract 1 firing dice if shot at behind cover.',
      sameNameAs: 'stealthy',
    },
    { id: 'strong', name: 'Strong', double: true, text: 'adds 2 dice I in a fight.', sameNameAs: 'strong' },
    {
      id: 'swift',
      name: 'Swift',
      double: false,
      text: 'opponents subtact 1 die when firing at him if he moved on his last turn. May choose to roll 1 extra movement dice. Adds 1 dice in a fight and in a fast draw.',
      sameNameAs: 'swift',
    },
    {
      id: 'terrifying',
      name: 'Terrifying',
      double: true,
      text: 'causes Fear in everyone. Opponents subtract 1 dice when testing Nerve.',
      sameNameAs: 'terrifying',
    },
    {
      id: 'tough',
      name: 'Tough',
      double: true,
      text: 'when hit by shooting, or in a fight, subtract 1 from the effect dice. Can be knocked down, but never knocked out. (Originally ,couldn’t be knocked down.)',
      sameNameAs: 'tough',
    },
    {
      id: 'true-grit',
      name: 'True Grit',
      double: false,
      text: 'adds 2 dice when testing Nerve. Fears no one.',
      sameNameAs: 'true-grit',
    },
    {
      id: 'vengeful',
      name: 'Vengeful',
      double: false,
      text: 'hates anyone who shoots at him, or attacks him.',
      sameNameAs: 'vengeful',
    },
    {
      id: 'wildman',
      name: 'Wildman',
      double: false,
      text: 'must move and fire (towards an appropriate enemy) every turn if he can. Opponents he is moving towards suffer Fear. He is also, Tough, a Brawler, and has True Grit.',
      sameNameAs: 'wildman',
    },
  ],
  warleader: {
    printed:
      'The Bossman skill does not appear. Instead, one Indian is chosen as the Warleader of the war party. He is treated exactly as if he is a Bossman, but if his war party is unsuccessful (in that it does not gain sufficient honour for its members) he gains no experience or skills and cannot be Warleader of those warriors again, if it succeeds he automatically gains an additional skill.',
    actsAs: 'bossman',
  },
  whoMayUse:
    'Army scouts, red or white, can choose to roll or draw skills from either the main or the Indian chart, as can mountainmen, frontiersmen, and Indian or half-breed gunfighters. They also are permitted to use the Young Blood, Warrior and Mighty Warrior Action Cards.',
} as const satisfies IndianSkillList;
