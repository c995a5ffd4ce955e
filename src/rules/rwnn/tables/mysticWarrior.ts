import type { SourceRef } from '../../SourceRef.ts';
import type { ByDieFace } from './DieFace.ts';
import type { SkillId } from './skills.ts';

/** A Mystic Warrior's vision. @example const v: MysticVision = 'dream-quest'; */
export type MysticVision = 'charmed' | 'cursed' | 'lucky' | 'dream-quest' | 'medicine-man' | 'mighty-vision';

/**
 * One face of the vision throw: the skill it gives and to whom (`null` for the Dream Quest, which keeps him
 * out of the encounter, and the Mighty Vision, which sends him to a second throw), and for how long.
 *
 * @example MYSTIC_WARRIOR.vision[5].grants // { skill: 'charmed', who: 'war-party' }
 */
export interface MysticVisionResult {
  readonly vision: MysticVision;
  readonly printed: string;
  readonly grants: { readonly skill: SkillId; readonly who: 'himself' | 'war-party' } | null;
  readonly lasts: 'this-encounter' | 'permanent';
}

/** The Mystic Warrior's throws. @example MYSTIC_WARRIOR.mightyVision[6].skill === 'lucky' */
export interface MysticWarriorTable {
  readonly source: SourceRef;
  readonly printed: string;
  readonly vision: ByDieFace<MysticVisionResult>;
  /** After a Mighty Vision, "Throw again": the skill he keeps for good. */
  readonly mightyVision: ByDieFace<{ readonly skill: SkillId; readonly printed: string }>;
}

const CHARMED = { skill: 'charmed', printed: '1, 2 Charmed' } as const;
const CURSED = { skill: 'cursed', printed: '3, 4 Cursed' } as const;
const LUCKY = { skill: 'lucky', printed: '5, 6 Lucky' } as const;

/**
 * 000 "Mystic Warrior", "Before each conflict, throw": 1 Charmed, 2 Cursed, 3 Lucky (each for the encounter),
 * 4 Dream Quest (he takes no part), 5 Medicine Man (the whole war party charmed this encounter; he may later
 * make a protégé), 6 Mighty Vision: throw again, 1, 2 Charmed, 3, 4 Cursed, 5, 6 Lucky, permanently.
 *
 * @example MYSTIC_WARRIOR.vision[4].grants === null
 */
export const MYSTIC_WARRIOR = {
  source: { document: '000_53eda652e9702143.txt', section: 'Mystic Warrior' },
  printed:
    'A Mystic Warrior is particularly receptive to powerful visions and attuned to the spirit world. Before each conflict, throw to see the effect that communion with the spirits has had:',
  vision: {
    1: {
      vision: 'charmed',
      printed:
        '1. Charmed: once during this encounter he may re-roll a whole batch of dice, or make an opponent do the same.',
      grants: { skill: 'charmed', who: 'himself' },
      lasts: 'this-encounter',
    },
    2: {
      vision: 'cursed',
      printed:
        '2. Cursed: during this encounter, each opposing player may cause him to re-roll one dice once per gunfight.',
      grants: { skill: 'cursed', who: 'himself' },
      lasts: 'this-encounter',
    },
    3: {
      vision: 'lucky',
      printed: '3. Lucky: during this encounter he may re-roll one of each batch of dice he throws.',
      grants: { skill: 'lucky', who: 'himself' },
      lasts: 'this-encounter',
    },
    4: {
      vision: 'dream-quest',
      printed:
        '4. Dream Quest: the Mystic Warrior must leave the tribe to endure hardship and solitude in search of the spirits. He takes no part in this encounter.',
      grants: null,
      lasts: 'this-encounter',
    },
    5: {
      vision: 'medicine-man',
      printed:
        '5. Medicine Man: during this encounter all the members of the war party are charmed. From now on, each time that the Medicine Man takes part in a significant victory, he is able to adopt a junior comrade as his protégé. The protégé receives a duplicate of the Medicine Man’s medicine bag, and may imitate his war paint and regalia, he becomes a Mystic Warrior himself. The war band may eventually grow to become an organised warrior cult',
      grants: { skill: 'charmed', who: 'war-party' },
      lasts: 'this-encounter',
    },
    6: {
      vision: 'mighty-vision',
      printed:
        '6. Mighty Vision: the power of his dream message is such that the Mystic Warrior is permanently effected.',
      grants: null,
      lasts: 'permanent',
    },
  },
  mightyVision: { 1: CHARMED, 2: CHARMED, 3: CURSED, 4: CURSED, 5: LUCKY, 6: LUCKY },
} as const satisfies MysticWarriorTable;
