import type { SourceRef } from '../../SourceRef.ts';
import type { CharacterClass } from './CharacterClass.ts';
import type { StopBoltingHorse } from './lossOfControl.ts';
import type { RiderClass } from './RiderClass.ts';
import type { SkillId } from './skills.ts';

/** The four things a man on foot may try against a rider. @example const r: FootResponseId = 'dodge'; */
export type FootResponseId = 'dive' | 'dodge' | 'stand-and-fight' | 'heroic-leap';

/** A set of characters named by class, rider class or skill (empty lists name no one). */
export interface CharacterGroup {
  readonly classes: readonly CharacterClass[];
  readonly riders: readonly RiderClass[];
  readonly skills: readonly SkillId[];
}

/**
 * One response: its line in the numbered list, its heading with the fight dice it adds (the same numbers
 * as 000's "Horse combat only" fighting modifiers), its paragraph, who must take it and who alone may.
 *
 * @example ATTACKED_ON_FOOT.responses[0].fightDice === 4
 */
export interface FootResponse {
  readonly id: FootResponseId;
  readonly listed: string;
  readonly heading: string;
  readonly fightDice: number;
  readonly text: readonly string[];
  readonly compulsoryFor: CharacterGroup | null;
  /** `null`: anyone may. */
  readonly onlyFor: CharacterGroup | null;
}

/** The chart. @example ATTACKED_ON_FOOT.responses.length === 4 */
export interface AttackedOnFootTable {
  readonly source: SourceRef;
  readonly printed: string;
  readonly responses: readonly FootResponse[];
  /** Standing and fighting a bolting horse and not being hit: the throw to bring it under control. */
  readonly stopBoltingHorse: StopBoltingHorse;
}

/**
 * 000 ATTACKING CHARACTERS ON FOOT: after a hasty shot, a man charged or trampled by a rider may dive (+4
 * dice, compulsory for Citizens and Yellow characters), dodge (+2), stand and fight (no modifier; a
 * bolting horse brought under control on 4, 5 or 6, "- 1 if Inept, + 2 if Expert", see bolting-horse-stop)
 * or make a heroic leap (-2; only Legends and Expert horsemen, the paragraph's "and characters with various
 * appropriate skills" being the "underlined portion" it says to remove, see heroic-leap-who).
 *
 * @example ATTACKED_ON_FOOT.responses[3].onlyFor?.classes // ['legend']
 */
export const ATTACKED_ON_FOOT = {
  source: { document: '000_53eda652e9702143.txt', section: 'ATTACKING CHARACTERS ON FOOT' },
  printed:
    'A character on foot with a loaded weapon and facing the right direction who is attacked by a rider, or trampled by a horse, may first fire a hasty shot. Then, he may attempt to either:',
  responses: [
    {
      id: 'dive',
      listed: '1. Dive out of the way (this is compulsory for Citizens and Yellow characters).',
      heading: '1. Diving out of the way (+ 4 dice)',
      fightDice: 4,
      text: [
        'If the diving character survives a round of combat without receiving a hit, he isn’t eligible to knock his opponent down, but dives one dice worth of inches out of the way. He is knocked down and winded; he cannot make any action until after the Joker is next drawn. He dives in the most obvious direction, if in doubt dice randomly.',
      ],
      compulsoryFor: { classes: ['citizen'], riders: [], skills: ['yellow'] },
      onlyFor: null,
    },
    {
      id: 'dodge',
      listed: '2. Dodge.',
      heading: '2. Dodge (+ 2 dice)',
      fightDice: 2,
      text: [
        'The character ducks and dodges. If he survives a round of combat without receiving a hit, he isn’t eligible to knock his opponent down, but moves a dice worth of inches in any direction, ending facing in his players choice of direction.',
      ],
      compulsoryFor: null,
      onlyFor: null,
    },
    {
      id: 'stand-and-fight',
      listed: '3. Stand and fight, or attempt to stop a bolting horse.',
      heading: '3. Stand and fight (no modifier)',
      fightDice: 0,
      text: [
        'An entirely conventional combat or trample is fought. If the horse is bolting, and the character is not hit, he may throw to see if he can bring it under control; needing a 4, 5 or 6 (- 1 if Inept, + 2 if Expert).',
      ],
      compulsoryFor: null,
      onlyFor: null,
    },
    {
      id: 'heroic-leap',
      listed: '4. Make a heroic leap. (Only Legends, Expert horsemen)',
      heading: '4. Heroic leap (- 2 dice)',
      fightDice: -2,
      text: [
        'The character attempts to leap up onto the horse. Only Legends, Expert horsemen and characters with various appropriate skills may attempt this. (remove underlined portion)',
        'The Assault or trample round is fought as normal, but if the leaping character throws the most 6’s, he does indeed leap up into the saddle. An opponent already sitting up there is thrown, and the leaping character now has a mount (for the moment anyway!). On his next turn he must throw to see if he is thrown, as with bucking horses.',
      ],
      compulsoryFor: null,
      onlyFor: { classes: ['legend'], riders: ['expert'], skills: [] },
    },
  ],
  stopBoltingHorse: {
    printed:
      'If the horse is bolting, and the character is not hit, he may throw to see if he can bring it under control; needing a 4, 5 or 6 (- 1 if Inept, + 2 if Expert).',
    succeedsOn: [4, 5, 6],
    modifiers: { inept: -1, poor: 0, good: 0, expert: 2 },
  },
} as const satisfies AttackedOnFootTable;
