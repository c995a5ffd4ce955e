import type { SourceRef } from '../../SourceRef.ts';
import type { ByIndianClass } from './IndianClass.ts';

/** The numbers of the Indian skills a gunfight plays. @example INDIAN_SKILL_DICE.accomplishedShot.dice.warrior === 2 */
export interface IndianSkillDiceTable {
  readonly source: SourceRef;
  /** Firing dice added with the weapon he is accomplished in, by class. */
  readonly accomplishedShot: { readonly printed: string; readonly dice: ByIndianClass<number> };
  /** Added to his throw for a clear shot at an opponent in cover. */
  readonly hunter: { readonly printed: string; readonly clearShot: number };
}

/**
 * 000 "Indian Skills & Attributes": Accomplished Shot's firing dice by class and Hunter's +1 on the clear-shot
 * throw (the shootout's throw in woods and scrub, 000 COMBAT IN THE GREAT OUTDOORS).
 *
 * @example INDIAN_SKILL_DICE.hunter.clearShot === 1
 */
export const INDIAN_SKILL_DICE = {
  source: { document: '000_53eda652e9702143.txt', section: 'Indian Skills & Attributes' },
  accomplishedShot: {
    printed: 'A Young Blood adds 1, a Warrior 2, and a Mighty Warrior 3 firing dice with that weapon.',
    dice: { 'young-blood': 1, warrior: 2, 'mighty-warrior': 3 },
  },
  hunter: {
    printed: 'Hunter: adds 1 to his roll when trying to get a clear shot at an opponent in cover.',
    clearShot: 1,
  },
} as const satisfies IndianSkillDiceTable;
