import type { SourceRef } from '../../SourceRef.ts';
import type { DieFace } from './DieFace.ts';
import type { FiringModifierId } from './firingModifiers.ts';
import type { HitLocation } from './woundCharts.ts';
import type { TableInterpretationId } from './TableInterpretationId.ts';

/**
 * Every skill of 000's SKILLS & ATTRIBUTES, by a kebab-case id taken from 000's name. 003's skills map onto
 * these ids: its Boss, Fast draw, Nervous and Stalker are 000's Bossman, Lightning Fast, Jumpy and Stealthy
 * (see skill-renames-1996), and its Skilled Fighter is 000's Brawler (see skilled-fighter-1996).
 *
 * @example const id: SkillId = 'lightning-fast';
 */
export type SkillId =
  | 'agile'
  | 'ambidextrous'
  | 'bossman'
  | 'brawler'
  | 'bruiser'
  | 'charmed'
  | 'clumsy'
  | 'crack-shot'
  | 'cunning'
  | 'cursed'
  | 'deadeye'
  | 'drunk-or-deranged'
  | 'evil'
  | 'expert-fighter'
  | 'hard-as-nails'
  | 'jumpy'
  | 'knifeman-swordsman'
  | 'legend-of-the-west'
  | 'lightning-fast'
  | 'lucky'
  | 'marksman'
  | 'nerves-of-steel'
  | 'quick-shot'
  | 'runt'
  | 'slow'
  | 'stealthy'
  | 'stoopid'
  | 'strong'
  | 'swift'
  | 'terrifying'
  | 'tough'
  | 'true-grit'
  | 'vengeful'
  | 'white-knight'
  | 'wildman'
  | 'yellow';

/**
 * The numeric effects a skill's text gives that touch shooting, fast draws, nerve and fighting. `when` says
 * when it applies, in the book's words where possible ('always' if unconditional); `starred` is true when
 * the printed number carries the asterisk, i.e. doubles for the double ("Very ...") skill.
 *
 * @example const e: SkillEffect = { kind: 'fast-draw-dice', dice: 3, when: 'always', starred: true };
 */
export type SkillEffect = { readonly when: string; readonly starred: boolean } & (
  | { readonly kind: 'firing-dice'; readonly dice: number }
  | { readonly kind: 'opponent-firing-dice'; readonly dice: number }
  | { readonly kind: 'ignores-firing-modifier'; readonly modifiers: readonly FiringModifierId[] }
  | { readonly kind: 'hits-on'; readonly faces: readonly DieFace[] }
  | { readonly kind: 'blazing-away-extra-hits'; readonly hits: number }
  | { readonly kind: 'jams-when-ones-equal-sixes' }
  | { readonly kind: 'always-blazes-away' }
  | { readonly kind: 'fast-draw-dice'; readonly dice: number }
  | { readonly kind: 'nerve-dice'; readonly dice: number }
  | { readonly kind: 'friends-nerve-dice'; readonly dice: number }
  | { readonly kind: 'opponent-nerve-dice'; readonly dice: number }
  | { readonly kind: 'never-loses-nerve' }
  | { readonly kind: 'fears-no-one' }
  | { readonly kind: 'no-duck-back' }
  | { readonly kind: 'recovery-chance'; readonly chance: number }
  | {
      readonly kind: 'fight-dice';
      readonly dice: number;
      readonly role: 'attack' | 'defend' | 'attack-and-defend';
    }
  | { readonly kind: 'effect-die'; readonly modifier: number }
  | { readonly kind: 'effect-die-choice'; readonly amount: number }
  | { readonly kind: 'hit-location-choice'; readonly amount: number }
  | { readonly kind: 'wound-chart-side'; readonly side: 'normal' | 'tough' }
  | { readonly kind: 'knock-immunity'; readonly knockedDown: boolean; readonly knockedOut: boolean }
  | { readonly kind: 'ignores-first-wound' }
  | { readonly kind: 'ignores-location'; readonly location: HitLocation }
  | {
      readonly kind: 'reroll';
      readonly scope: 'one-die-per-batch' | 'whole-batch' | 'opponent-forces-one-die';
    }
  | { readonly kind: 'movement-dice'; readonly dice: number }
  | { readonly kind: 'fix-gun-roll'; readonly modifier: number }
  | { readonly kind: 'grants-skill'; readonly skill: SkillId }
);

/**
 * One edition's printing of a skill. `text` quotes the skill's description (line breaks joined);
 * `double` is true when the description carries an asterisk (003's OCR renders some as an apostrophe; see
 * skill-double-asterisk); `removes` and `cancels` list the "Removes X" / "Cancels X" lines in printed order;
 * `identifiedBy` names the register entry that maps a differently named skill onto this id.
 *
 * @example SKILLS.tough.extended.double === true
 */
export interface SkillText {
  readonly name: string;
  readonly double: boolean;
  readonly text: string;
  readonly removes: readonly SkillId[];
  readonly cancels: readonly SkillId[];
  readonly effects: readonly SkillEffect[];
  readonly identifiedBy: TableInterpretationId | null;
  readonly source: SourceRef;
}

/** A skill with its printing in each edition (`null` where the edition does not have it). */
export interface Skill {
  readonly id: SkillId;
  readonly extended: SkillText | null;
  readonly playtest1996: SkillText | null;
}

const S000: SourceRef = { document: '000_53eda652e9702143.txt', section: 'SKILLS & ATTRIBUTES' };
const S003: SourceRef = { document: '003_e162d46cc374eff2.txt', section: 'SKILLS' };

const AFTER_MOVING: readonly FiringModifierId[] = [
  'pistol-shotgun-or-thrown-after-moving',
  'rifle-after-moving',
  'pistol-after-moving',
  'shotgun-after-moving',
];
const TWO_PISTOLS: readonly FiringModifierId[] = [
  'two-pistols-wrong-handed-or-rifle-single-handed',
  'two-pistols',
];
const PISTOL_AFTER_MOVING: readonly FiringModifierId[] = [
  'pistol-shotgun-or-thrown-after-moving',
  'pistol-after-moving',
];

const BOSSMAN_TEXT =
  'all the characters on his side add one dice* when testing nerve, except that those within six inches of his beloved person add three dice (including the Great Man himself). If his own nerve fails, then all his friends test with minus three dice.';
const BOSSMAN_EFFECTS = [
  { kind: 'friends-nerve-dice', dice: 1, when: 'all the characters on his side', starred: true },
  { kind: 'friends-nerve-dice', dice: 3, when: 'within six inches of him, himself included', starred: false },
  { kind: 'friends-nerve-dice', dice: -3, when: 'his own nerve has failed', starred: false },
] as const satisfies readonly SkillEffect[];
const JUMPY_EFFECTS = [
  { kind: 'recovery-chance', chance: 0.5, when: 'recovering', starred: true },
  { kind: 'fast-draw-dice', dice: -3, when: 'always', starred: true },
  { kind: 'always-blazes-away', when: 'always', starred: false },
  { kind: 'nerve-dice', dice: -2, when: 'always', starred: true },
] as const satisfies readonly SkillEffect[];
const KNIFEMAN_EFFECTS = [
  { kind: 'fight-dice', dice: 4, role: 'attack-and-defend', when: 'armed with a knife/sword', starred: true },
  { kind: 'effect-die', modifier: 1, when: 'fighting armed with a knife/sword', starred: true },
  {
    kind: 'firing-dice',
    dice: 1,
    when: 'throwing his knife as a deliberate pistol shot, point blank and close range only',
    starred: false,
  },
] as const satisfies readonly SkillEffect[];
const SWIFT_EFFECTS = [
  { kind: 'opponent-firing-dice', dice: -1, when: 'he moved on his last turn', starred: true },
  { kind: 'movement-dice', dice: 1, when: 'if he chooses', starred: true },
  { kind: 'fight-dice', dice: 1, role: 'attack-and-defend', when: 'always', starred: true },
  { kind: 'fast-draw-dice', dice: 1, when: 'always', starred: true },
] as const satisfies readonly SkillEffect[];
const SLOW_EFFECTS = [
  { kind: 'movement-dice', dice: -1, when: 'always', starred: true },
  { kind: 'fast-draw-dice', dice: -1, when: 'always', starred: true },
] as const satisfies readonly SkillEffect[];
const STEALTHY_TEXT =
  'if motionless behind cover, cannot be seen at all beyond 12* inches, subtract one* firing dice if shot at behind cover.';
const STEALTHY_EFFECTS = [
  { kind: 'opponent-firing-dice', dice: -1, when: 'shot at behind cover', starred: true },
] as const satisfies readonly SkillEffect[];
const VENGEFUL_EFFECTS = [
  {
    kind: 'firing-dice',
    dice: 1,
    when: 'shooting at anyone who shot at or attacked him (he hates them: HATRED & FEAR)',
    starred: false,
  },
  {
    kind: 'fight-dice',
    dice: 1,
    role: 'attack-and-defend',
    when: 'fighting anyone who shot at or attacked him (he hates them: HATRED & FEAR)',
    starred: false,
  },
] as const satisfies readonly SkillEffect[];

/**
 * Every skill of 000 SKILLS & ATTRIBUTES and 003 SKILLS, keyed by {@link SkillId}, with each edition's name,
 * double marker, text, removal lists and numeric effects. 000's Indian Skills & Attributes list is a
 * separate list for Indian characters and is not part of this table.
 *
 * @example SKILLS['lightning-fast'].playtest1996.name === 'Fast draw'
 */
export const SKILLS = {
  agile: {
    id: 'agile',
    extended: {
      name: 'Agile',
      double: true,
      text: 'no firing penalty when moving, may make one change of direction during move*, ends move facing any direction. Adds one dice* in a fight.',
      removes: [],
      cancels: ['slow', 'stoopid'],
      effects: [
        {
          kind: 'ignores-firing-modifier',
          modifiers: AFTER_MOVING,
          when: 'firing after moving',
          starred: false,
        },
        { kind: 'fight-dice', dice: 1, role: 'attack-and-defend', when: 'always', starred: true },
      ],
      identifiedBy: null,
      source: S000,
    },
    playtest1996: {
      name: 'Agile',
      double: true,
      text: 'no firing penalty when moving, may make one change of direction during move*, ends move facing any direction. Adds one dice* in a fight.',
      removes: [],
      cancels: [],
      effects: [
        {
          kind: 'ignores-firing-modifier',
          modifiers: AFTER_MOVING,
          when: 'firing after moving',
          starred: false,
        },
        { kind: 'fight-dice', dice: 1, role: 'attack-and-defend', when: 'always', starred: true },
      ],
      identifiedBy: null,
      source: S003,
    },
  },
  ambidextrous: {
    id: 'ambidextrous',
    extended: {
      name: 'Ambidextrous',
      double: false,
      text: 'no penalty for firing two pistols.',
      removes: [],
      cancels: ['clumsy'],
      effects: [
        {
          kind: 'ignores-firing-modifier',
          modifiers: TWO_PISTOLS,
          when: 'firing two pistols',
          starred: false,
        },
      ],
      identifiedBy: null,
      source: S000,
    },
    playtest1996: {
      name: 'Ambidextrous',
      double: false,
      text: 'no penalty for firing two pistols.',
      removes: [],
      cancels: [],
      effects: [
        {
          kind: 'ignores-firing-modifier',
          modifiers: TWO_PISTOLS,
          when: 'firing two pistols',
          starred: false,
        },
      ],
      identifiedBy: null,
      source: S003,
    },
  },
  bossman: {
    id: 'bossman',
    extended: {
      name: 'Bossman',
      double: true,
      text: BOSSMAN_TEXT,
      removes: [],
      cancels: [],
      effects: BOSSMAN_EFFECTS,
      identifiedBy: null,
      source: S000,
    },
    playtest1996: {
      name: 'Boss',
      double: true,
      text: BOSSMAN_TEXT,
      removes: [],
      cancels: [],
      effects: BOSSMAN_EFFECTS,
      identifiedBy: 'skill-renames-1996',
      source: S003,
    },
  },
  brawler: {
    id: 'brawler',
    extended: {
      name: 'Brawler',
      double: true,
      text: 'adds four* dice when attacking in a fight.',
      removes: [],
      cancels: [],
      effects: [{ kind: 'fight-dice', dice: 4, role: 'attack', when: 'attacking', starred: true }],
      identifiedBy: null,
      source: S000,
    },
    playtest1996: {
      name: 'Skilled Fighter',
      double: false,
      text: 'adds four dice when attempting to hit in a fight.',
      removes: [],
      cancels: [],
      effects: [{ kind: 'fight-dice', dice: 4, role: 'attack', when: 'attempting to hit', starred: false }],
      identifiedBy: 'skilled-fighter-1996',
      source: S003,
    },
  },
  bruiser: {
    id: 'bruiser',
    extended: {
      name: 'Bruiser',
      double: true,
      text: 'adds two* dice when defending self in a fight.',
      removes: [],
      cancels: [],
      effects: [{ kind: 'fight-dice', dice: 2, role: 'defend', when: 'defending', starred: true }],
      identifiedBy: null,
      source: S000,
    },
    playtest1996: null,
  },
  charmed: {
    id: 'charmed',
    extended: {
      name: 'Charmed',
      double: true,
      text: 'once* per gunfight he may re-roll a whole batch of dice, or make an opponent do the same.',
      removes: ['cursed'],
      cancels: [],
      effects: [{ kind: 'reroll', scope: 'whole-batch', when: 'once per gunfight', starred: true }],
      identifiedBy: null,
      source: S000,
    },
    playtest1996: {
      name: 'Charmed',
      double: true,
      text: 'once* per gunfight he may re-roll a whole batch of dice, or make an opponent do the same.',
      removes: [],
      cancels: [],
      effects: [{ kind: 'reroll', scope: 'whole-batch', when: 'once per gunfight', starred: true }],
      identifiedBy: null,
      source: S003,
    },
  },
  clumsy: {
    id: 'clumsy',
    extended: {
      name: 'Clumsy',
      double: true,
      text: 'gun will jam if equal* (or less if the chit is pulled multiple times) number of 1’s is rolled. Falls over it two* 1’s are thrown on movement dice.',
      removes: ['stealthy'],
      cancels: [],
      effects: [{ kind: 'jams-when-ones-equal-sixes', when: 'as many 1s as 6s are rolled', starred: true }],
      identifiedBy: null,
      source: S000,
    },
    playtest1996: null,
  },
  'crack-shot': {
    id: 'crack-shot',
    extended: {
      name: 'Crack shot',
      double: true,
      text: 'add one* firing dice.',
      removes: [],
      cancels: [],
      effects: [{ kind: 'firing-dice', dice: 1, when: 'always', starred: true }],
      identifiedBy: null,
      source: S000,
    },
    playtest1996: {
      name: 'Crack shot',
      double: true,
      text: "add one' firing dice.",
      removes: [],
      cancels: [],
      effects: [{ kind: 'firing-dice', dice: 1, when: 'always', starred: true }],
      identifiedBy: null,
      source: S003,
    },
  },
  cunning: {
    id: 'cunning',
    extended: {
      name: 'Cunning',
      double: false,
      text: 'Roll 1 D6 1 Mechanical Aptitude: +1 on rolls to fix own gun 2 Tactical Theory: can pass action card to other member of own gang. 3 Common Sense: +1 to Open windows & doors 4-5 Cool Under Fire: may use an action card currently being ‘held’ by character on own side. 6 Steel Plate under shirt: ignore all chest wounds',
      removes: ['stoopid'],
      cancels: [],
      effects: [
        {
          kind: 'fix-gun-roll',
          modifier: 1,
          when: 'Cunning roll of 1 (Mechanical Aptitude)',
          starred: false,
        },
        {
          kind: 'ignores-location',
          location: 'chest',
          when: 'Cunning roll of 6 (Steel Plate)',
          starred: false,
        },
      ],
      identifiedBy: null,
      source: S000,
    },
    playtest1996: null,
  },
  cursed: {
    id: 'cursed',
    extended: {
      name: 'Cursed',
      double: true,
      text: 'each opposing player may cause him to re-roll one dice once* per gunfight (it’s a good plan to give each player a “curse” token to pass over, a coin will do).',
      removes: ['charmed', 'lucky'],
      cancels: [],
      effects: [
        {
          kind: 'reroll',
          scope: 'opponent-forces-one-die',
          when: 'once per gunfight per opposing player',
          starred: true,
        },
      ],
      identifiedBy: null,
      source: S000,
    },
    playtest1996: {
      name: 'Cursed',
      double: true,
      text: 'each opposing player may cause him to re-roll one dice once* per gunfight.',
      removes: [],
      cancels: [],
      effects: [
        {
          kind: 'reroll',
          scope: 'opponent-forces-one-die',
          when: 'once per gunfight per opposing player',
          starred: true,
        },
      ],
      identifiedBy: null,
      source: S003,
    },
  },
  deadeye: {
    id: 'deadeye',
    extended: {
      name: 'Deadeye',
      double: false,
      text: 'hits on a 5 or 6 when firing deliberately (originally read single shot)',
      removes: [],
      cancels: [],
      effects: [{ kind: 'hits-on', faces: [5, 6], when: 'firing deliberately', starred: false }],
      identifiedBy: null,
      source: S000,
    },
    playtest1996: {
      name: 'Deadeye',
      double: false,
      text: 'hits on a 5 or 6 when firing single shot.',
      removes: [],
      cancels: [],
      effects: [{ kind: 'hits-on', faces: [5, 6], when: 'firing single shot', starred: false }],
      identifiedBy: null,
      source: S003,
    },
  },
  'drunk-or-deranged': {
    id: 'drunk-or-deranged',
    extended: {
      name: 'Drunk (or Deranged)',
      double: false,
      text: 'Page *30',
      removes: [],
      cancels: [],
      effects: [],
      identifiedBy: null,
      source: S000,
    },
    playtest1996: {
      name: 'Drunk (or Deranged)',
      double: false,
      text: 'subject to drunkenness rules.',
      removes: [],
      cancels: [],
      effects: [],
      identifiedBy: null,
      source: S003,
    },
  },
  evil: {
    id: 'evil',
    extended: {
      name: 'Evil',
      double: true,
      text: 'gains normal* experience from backshooting, shooting KO’d and unarmed victims, also friends and allies.',
      removes: ['white-knight'],
      cancels: [],
      effects: [],
      identifiedBy: null,
      source: S000,
    },
    playtest1996: {
      name: 'Evil',
      double: false,
      text: "gains normal experience from backshooting, shooting KO'd and unarmed victims, also friends and allies.",
      removes: [],
      cancels: [],
      effects: [],
      identifiedBy: null,
      source: S003,
    },
  },
  'expert-fighter': {
    id: 'expert-fighter',
    extended: {
      name: 'Expert Fighter',
      double: false,
      text: 'May add or subtract 1 on the Hand to Hand damage roll chart.',
      removes: [],
      cancels: [],
      effects: [{ kind: 'effect-die-choice', amount: 1, when: 'hand to hand', starred: false }],
      identifiedBy: null,
      source: S000,
    },
    playtest1996: null,
  },
  'hard-as-nails': {
    id: 'hard-as-nails',
    extended: {
      name: 'Hard as nails',
      double: true,
      text: 'ignores the effect of the first* wound he receives (still knocked down, knocked out or dead though!).',
      removes: [],
      cancels: [],
      effects: [{ kind: 'ignores-first-wound', when: 'the first wound', starred: true }],
      identifiedBy: null,
      source: S000,
    },
    playtest1996: {
      name: 'Hard as nails',
      double: true,
      text: 'ignores the effect of the first* wound he receives (still knocked down, knocked out or dead though!)',
      removes: [],
      cancels: [],
      effects: [{ kind: 'ignores-first-wound', when: 'the first wound', starred: true }],
      identifiedBy: null,
      source: S003,
    },
  },
  jumpy: {
    id: 'jumpy',
    extended: {
      name: 'Jumpy',
      double: true,
      text: 'only has a 50%* chance of recovering, subtract three* dice in a fast draw situation, always blazes away, subtract two* dice when testing nerve. Moves like a Citizen.',
      removes: ['nerves-of-steel', 'crack-shot'],
      cancels: [],
      effects: JUMPY_EFFECTS,
      identifiedBy: null,
      source: S000,
    },
    playtest1996: {
      name: 'Nervous',
      double: true,
      text: 'only has a 50%* chance of recovering, subtract three* dice in a fast draw situation, always blazes away, subtract two* dice when testing nerve.',
      removes: [],
      cancels: [],
      effects: JUMPY_EFFECTS,
      identifiedBy: 'skill-renames-1996',
      source: S003,
    },
  },
  'knifeman-swordsman': {
    id: 'knifeman-swordsman',
    extended: {
      name: 'Knifeman/Swordsman',
      double: true,
      text: 'adds four* dice in a fight, and one* to the throw for effect, but only if armed with a knife/sword. A knifeman may throw his knife as if making a deliberate pistol shot at point blank and close range only, but with plus one dice to hit.',
      removes: [],
      cancels: [],
      effects: KNIFEMAN_EFFECTS,
      identifiedBy: null,
      source: S000,
    },
    playtest1996: {
      name: 'Knifeman/Swordsman',
      double: true,
      text: "adds four' dice in a fight, and one* to the throw for effect, but only if armed with a knife/sword. A knifeman may throw his knife as if making a deliberate pistol shot at point blank and close range only, but with plus one dice to hit",
      removes: [],
      cancels: [],
      effects: KNIFEMAN_EFFECTS,
      identifiedBy: null,
      source: S003,
    },
  },
  'legend-of-the-west': {
    id: 'legend-of-the-west',
    extended: {
      name: 'Legend of the West',
      double: true,
      text: 'when his character card is drawn, his player takes it into his hand as if it was an action card, which can be used only for this character. May fire at a group of characters within four* inches of each other and distribute any hits between them as he chooses. If Ambidextrous may fire each gun at a different target. Fears no-one. When this character gains further skills he may choose whichever one he wants.',
      removes: [],
      cancels: [],
      effects: [{ kind: 'fears-no-one', when: 'always', starred: false }],
      identifiedBy: null,
      source: S000,
    },
    playtest1996: {
      name: 'Legend of the West',
      double: true,
      text: "when his character card is drawn, his player takes it into his hand as if it was an action card which can be used only for this character. May fire at a group of characters within four' inches of each other and distribute any hits between them as he chooses. If Ambidextrous may fire each gun at a different target. Fears noone Roll randomly for one' additional skill now. If this character gains any further skills he may choose whichever ones he wants.",
      removes: [],
      cancels: [],
      effects: [{ kind: 'fears-no-one', when: 'always', starred: false }],
      identifiedBy: null,
      source: S003,
    },
  },
  'lightning-fast': {
    id: 'lightning-fast',
    extended: {
      name: 'Lightning Fast',
      double: true,
      text: 'adds three* dice in a fast draw situation.',
      removes: ['slow'],
      cancels: [],
      effects: [{ kind: 'fast-draw-dice', dice: 3, when: 'always', starred: true }],
      identifiedBy: null,
      source: S000,
    },
    playtest1996: {
      name: 'Fast draw',
      double: true,
      text: "adds three' dice in a fast draw situation.",
      removes: [],
      cancels: [],
      effects: [{ kind: 'fast-draw-dice', dice: 3, when: 'always', starred: true }],
      identifiedBy: 'skill-renames-1996',
      source: S003,
    },
  },
  lucky: {
    id: 'lucky',
    extended: {
      name: 'Lucky',
      double: true,
      text: 'may re-roll one* dice from each batch of dice he throws.',
      removes: ['cursed'],
      cancels: [],
      effects: [{ kind: 'reroll', scope: 'one-die-per-batch', when: 'every batch', starred: true }],
      identifiedBy: null,
      source: S000,
    },
    playtest1996: {
      name: 'Lucky',
      double: true,
      text: 'may re-roll one* of each batch of dice he throws.',
      removes: [],
      cancels: [],
      effects: [{ kind: 'reroll', scope: 'one-die-per-batch', when: 'every batch', starred: true }],
      identifiedBy: null,
      source: S003,
    },
  },
  marksman: {
    id: 'marksman',
    extended: {
      name: 'Marksman',
      double: true,
      text: 'may add or subtract one* when rolling for hit location. –1” on Scatter Rolls. +1 to his roll on finding a ‘Clear Shot’ in The Great Outdoors. Always wounds with ‘Pink Chits’ on aimed shots, unless otherwise specified by rules.',
      removes: [],
      cancels: [],
      effects: [
        { kind: 'hit-location-choice', amount: 1, when: 'rolling for hit location', starred: true },
        { kind: 'wound-chart-side', side: 'normal', when: 'aimed shots', starred: false },
      ],
      identifiedBy: null,
      source: S000,
    },
    playtest1996: {
      name: 'Marksman',
      double: true,
      text: 'may add or subtract one* when rolling for hit location.',
      removes: [],
      cancels: [],
      effects: [{ kind: 'hit-location-choice', amount: 1, when: 'rolling for hit location', starred: true }],
      identifiedBy: null,
      source: S003,
    },
  },
  'nerves-of-steel': {
    id: 'nerves-of-steel',
    extended: {
      name: 'Nerves of steel',
      double: true,
      text: 'not subject to duck back, add one* dice to testing nerve. Fears no-one.',
      removes: ['jumpy'],
      cancels: [],
      effects: [
        { kind: 'no-duck-back', when: 'always', starred: false },
        { kind: 'nerve-dice', dice: 1, when: 'always', starred: true },
        { kind: 'fears-no-one', when: 'always', starred: false },
      ],
      identifiedBy: null,
      source: S000,
    },
    playtest1996: {
      name: 'Nerves of steel',
      double: true,
      text: 'not subject to duck back, add one* dice to testing nerve. Fears no-one',
      removes: [],
      cancels: [],
      effects: [
        { kind: 'no-duck-back', when: 'always', starred: false },
        { kind: 'nerve-dice', dice: 1, when: 'always', starred: true },
        { kind: 'fears-no-one', when: 'always', starred: false },
      ],
      identifiedBy: null,
      source: S003,
    },
  },
  'quick-shot': {
    id: 'quick-shot',
    extended: {
      name: 'Quick shot',
      double: true,
      text: 'adds three* dice in a fast draw situation, when blazing away he can hit with one* extra shot.',
      removes: [],
      cancels: [],
      effects: [
        { kind: 'fast-draw-dice', dice: 3, when: 'always', starred: true },
        { kind: 'blazing-away-extra-hits', hits: 1, when: 'blazing away', starred: true },
      ],
      identifiedBy: null,
      source: S000,
    },
    playtest1996: {
      name: 'Quick shot',
      double: true,
      text: 'adds three* dice in a fast draw situation, when blazing away he can hit with one* extra shot.',
      removes: [],
      cancels: [],
      effects: [
        { kind: 'fast-draw-dice', dice: 3, when: 'always', starred: true },
        { kind: 'blazing-away-extra-hits', hits: 1, when: 'blazing away', starred: true },
      ],
      identifiedBy: null,
      source: S003,
    },
  },
  runt: {
    id: 'runt',
    extended: {
      name: 'Runt',
      double: false,
      text: '-1 on damage roll in hand to hand. –1 D6 Lobbing or Throwing.',
      removes: ['strong', 'tough'],
      cancels: [],
      effects: [{ kind: 'effect-die', modifier: -1, when: 'hand to hand', starred: false }],
      identifiedBy: null,
      source: S000,
    },
    playtest1996: {
      name: 'Runt',
      double: true,
      text: 'subtracts three* dice in a fight.',
      removes: [],
      cancels: [],
      effects: [{ kind: 'fight-dice', dice: -3, role: 'attack-and-defend', when: 'always', starred: true }],
      identifiedBy: null,
      source: S003,
    },
  },
  slow: {
    id: 'slow',
    extended: {
      name: 'Slow',
      double: true,
      text: 'subtract one* dice for movement and fast draw. May not use an action card.',
      removes: ['agile', 'lightning-fast', 'swift'],
      cancels: [],
      effects: SLOW_EFFECTS,
      identifiedBy: null,
      source: S000,
    },
    playtest1996: {
      name: 'Slow',
      double: true,
      text: 'subtract one* dice for movement and fast draw. May not use an action card.',
      removes: [],
      cancels: [],
      effects: SLOW_EFFECTS,
      identifiedBy: null,
      source: S003,
    },
  },
  stealthy: {
    id: 'stealthy',
    extended: {
      name: 'Stealthy',
      double: true,
      text: STEALTHY_TEXT,
      removes: ['clumsy'],
      cancels: [],
      effects: STEALTHY_EFFECTS,
      identifiedBy: null,
      source: S000,
    },
    playtest1996: {
      name: 'Stalker',
      double: true,
      text: STEALTHY_TEXT,
      removes: [],
      cancels: [],
      effects: STEALTHY_EFFECTS,
      identifiedBy: 'skill-renames-1996',
      source: S003,
    },
  },
  stoopid: {
    id: 'stoopid',
    extended: {
      name: 'Stoopid',
      double: false,
      text: 'throw each turn:1,2 - do nothing. 3 - continue doing whatever he did last turn. 4, 5, 6 - take normal turn. +1 D6 Lobbing or Throwing.',
      removes: ['cunning', 'agile'],
      cancels: [],
      effects: [],
      identifiedBy: null,
      source: S000,
    },
    playtest1996: {
      name: 'Stoopid',
      double: false,
      text: 'throw each turn: 1,2 - do nothing. 3 - continue doing whatever he did last turn. 4, 5, 6 - take normal turn.',
      removes: [],
      cancels: [],
      effects: [],
      identifiedBy: null,
      source: S003,
    },
  },
  strong: {
    id: 'strong',
    extended: {
      name: 'Strong',
      double: true,
      text: '+1* on damage chart in hand to hand. +1 D6 Throwing.',
      removes: ['runt'],
      cancels: [],
      effects: [{ kind: 'effect-die', modifier: 1, when: 'hand to hand', starred: true }],
      identifiedBy: null,
      source: S000,
    },
    playtest1996: {
      name: 'Strong',
      double: true,
      text: 'adds three* dice in a fight.',
      removes: [],
      cancels: [],
      effects: [{ kind: 'fight-dice', dice: 3, role: 'attack-and-defend', when: 'always', starred: true }],
      identifiedBy: null,
      source: S003,
    },
  },
  swift: {
    id: 'swift',
    extended: {
      name: 'Swift',
      double: true,
      text: 'opponents subtract one* dice when firing at him if he moved on his last turn, may choose to roll one* extra movement dice. Adds one* dice in a fight and in a fast draw.',
      removes: ['slow'],
      cancels: [],
      effects: SWIFT_EFFECTS,
      identifiedBy: null,
      source: S000,
    },
    playtest1996: {
      name: 'Swift',
      double: true,
      text: "opponents subtract one* dice when firing at him if he moved on his last turn, may choose to roll one* extra movement dice. Adds one' dice in a fight and in a fast draw.",
      removes: [],
      cancels: [],
      effects: SWIFT_EFFECTS,
      identifiedBy: null,
      source: S003,
    },
  },
  terrifying: {
    id: 'terrifying',
    extended: {
      name: 'Terrifying',
      double: true,
      text: 'causes fear* in everyone, opponents subtract one* dice when testing nerve.',
      removes: [],
      cancels: [],
      effects: [{ kind: 'opponent-nerve-dice', dice: -1, when: 'always', starred: true }],
      identifiedBy: null,
      source: S000,
    },
    playtest1996: {
      name: 'Terrifying',
      double: true,
      text: 'causes fear* in everyone, opponents subtract one* dice when testing nerve.',
      removes: [],
      cancels: [],
      effects: [{ kind: 'opponent-nerve-dice', dice: -1, when: 'always', starred: true }],
      identifiedBy: null,
      source: S003,
    },
  },
  tough: {
    id: 'tough',
    extended: {
      name: 'Tough',
      double: true,
      text: 'when hit by shooting or in a fight, subtract one* from the effect dice. Knocked down, but never knocked out. (Originally never knocked down.) Uses white side of wound chits, unless specified otherwise elsewhere in rules.',
      removes: [],
      cancels: [],
      effects: [
        { kind: 'effect-die', modifier: -1, when: 'hit by shooting or in a fight', starred: true },
        { kind: 'knock-immunity', knockedDown: false, knockedOut: true, when: 'always', starred: false },
        {
          kind: 'wound-chart-side',
          side: 'tough',
          when: 'unless specified otherwise elsewhere',
          starred: false,
        },
      ],
      identifiedBy: null,
      source: S000,
    },
    playtest1996: {
      name: 'Tough',
      double: true,
      text: 'when hit by shooting or in a fight, subtract one* from the effect dice, never knocked down or knocked out.',
      removes: [],
      cancels: [],
      effects: [
        { kind: 'effect-die', modifier: -1, when: 'hit by shooting or in a fight', starred: true },
        { kind: 'knock-immunity', knockedDown: true, knockedOut: true, when: 'always', starred: false },
      ],
      identifiedBy: null,
      source: S003,
    },
  },
  'true-grit': {
    id: 'true-grit',
    extended: {
      name: 'True Grit',
      double: true,
      text: 'adds three* dice when testing nerve. Fears no-one.',
      removes: ['yellow'],
      cancels: [],
      effects: [
        { kind: 'nerve-dice', dice: 3, when: 'always', starred: true },
        { kind: 'fears-no-one', when: 'always', starred: false },
      ],
      identifiedBy: null,
      source: S000,
    },
    playtest1996: {
      name: 'True Grit',
      double: true,
      text: 'adds three* dice when testing nerve. Fears no-one.',
      removes: [],
      cancels: [],
      effects: [
        { kind: 'nerve-dice', dice: 3, when: 'always', starred: true },
        { kind: 'fears-no-one', when: 'always', starred: false },
      ],
      identifiedBy: null,
      source: S003,
    },
  },
  vengeful: {
    id: 'vengeful',
    extended: {
      name: 'Vengeful',
      double: false,
      text: 'hates anyone who shoots at him or attacks him.',
      removes: [],
      cancels: [],
      effects: VENGEFUL_EFFECTS,
      identifiedBy: null,
      source: S000,
    },
    playtest1996: {
      name: 'Vengeful',
      double: false,
      text: 'hates anyone who shoots at him or attacks him.',
      removes: [],
      cancels: [],
      effects: VENGEFUL_EFFECTS,
      identifiedBy: null,
      source: S003,
    },
  },
  'white-knight': {
    id: 'white-knight',
    extended: {
      name: 'White knight',
      double: true,
      text: 'may not back-shoot, shoot knocked down targets or anyone unable to shoot back, gains one* firing dice against all Evil characters and hated opponents, he is also Charmed*, he never loses his nerve. Fears no-one.',
      removes: ['evil'],
      cancels: [],
      effects: [
        { kind: 'firing-dice', dice: 1, when: 'against Evil characters and hated opponents', starred: true },
        { kind: 'grants-skill', skill: 'charmed', when: 'always', starred: true },
        { kind: 'never-loses-nerve', when: 'always', starred: false },
        { kind: 'fears-no-one', when: 'always', starred: false },
      ],
      identifiedBy: null,
      source: S000,
    },
    playtest1996: {
      name: 'White knight',
      double: true,
      text: 'may not back-shoot, shoot knocked down targets or anyone unable to shoot back, gains one* firing dice against all Evil characters and hated opponents, he is also Charmed* and Tough*, he never loses his nerve. Fears no-one.',
      removes: [],
      cancels: [],
      effects: [
        { kind: 'firing-dice', dice: 1, when: 'against Evil characters and hated opponents', starred: true },
        { kind: 'grants-skill', skill: 'charmed', when: 'always', starred: true },
        { kind: 'grants-skill', skill: 'tough', when: 'always', starred: true },
        { kind: 'never-loses-nerve', when: 'always', starred: false },
        { kind: 'fears-no-one', when: 'always', starred: false },
      ],
      identifiedBy: null,
      source: S003,
    },
  },
  wildman: {
    id: 'wildman',
    extended: {
      name: 'Wildman',
      double: true,
      text: 'must move (towards an appropriate enemy) and fire every turn if he can, moving the full two dice distance until he makes contact Opponents he is moving towards suffer fear. He is also Tough*, an Expert Fighter* and has True Grit*.',
      removes: ['yellow'],
      cancels: [],
      effects: [
        { kind: 'grants-skill', skill: 'tough', when: 'always', starred: true },
        { kind: 'grants-skill', skill: 'expert-fighter', when: 'always', starred: true },
        { kind: 'grants-skill', skill: 'true-grit', when: 'always', starred: true },
      ],
      identifiedBy: null,
      source: S000,
    },
    playtest1996: {
      name: 'Wildman',
      double: true,
      text: 'in a gunfight he must move and fire every turn if he can, he suffers no firing penalty for moving and firing a pistol, opponents he is moving towards suffer fear. He is also Tough*, an Expert Fighter* and has True Grit*.',
      removes: [],
      cancels: [],
      effects: [
        {
          kind: 'ignores-firing-modifier',
          modifiers: PISTOL_AFTER_MOVING,
          when: 'moving and firing a pistol',
          starred: false,
        },
        { kind: 'grants-skill', skill: 'tough', when: 'always', starred: true },
        { kind: 'grants-skill', skill: 'expert-fighter', when: 'always', starred: true },
        { kind: 'grants-skill', skill: 'true-grit', when: 'always', starred: true },
      ],
      identifiedBy: null,
      source: S003,
    },
  },
  yellow: {
    id: 'yellow',
    extended: {
      name: 'Yellow',
      double: true,
      text: 'subtracts three* dice when testing nerve. Fears anyone who grazes or wounds him.',
      removes: ['true-grit', 'wildman'],
      cancels: [],
      effects: [{ kind: 'nerve-dice', dice: -3, when: 'always', starred: true }],
      identifiedBy: null,
      source: S000,
    },
    playtest1996: {
      name: 'Yellow',
      double: true,
      text: 'subtracts three* dice when testing nerve. Fears anyone who grazes or wounds him.',
      removes: [],
      cancels: [],
      effects: [{ kind: 'nerve-dice', dice: -3, when: 'always', starred: true }],
      identifiedBy: null,
      source: S003,
    },
  },
} as const satisfies { readonly [S in SkillId]: Skill & { readonly id: S } };
