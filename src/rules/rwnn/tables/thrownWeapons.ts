import type { SourceRef } from '../../SourceRef.ts';
import type { RangeBandId } from './rangeChart.ts';

/** One thrown weapon: the farthest band it reaches (as a deliberate pistol shot), in the book's words. */
export interface ThrownWeaponRow {
  readonly weapon: 'knife' | 'tomahawk' | 'lance';
  readonly printed: string;
  readonly maxBand: RangeBandId;
  readonly maxInches: number;
}

/** The thrown-weapons rules. @example THROWN_WEAPONS.weapons[2].maxInches === 12 */
export interface ThrownWeaponsTable {
  readonly source: SourceRef;
  /** Thrown as a deliberate pistol shot, losing `notAccomplishedDice` without Accomplished Shot in that weapon. */
  readonly printed: string;
  readonly notAccomplishedDice: number;
  readonly weapons: readonly ThrownWeaponRow[];
  readonly afterMoving: { readonly printed: string; readonly allowed: boolean };
  /** A thrown lance's serious wounds are terrible wounds. */
  readonly lance: string;
}

/**
 * 000 THROWN WEAPONS: any Indian throws knife, tomahawk or lance as a deliberate pistol shot, one die fewer
 * unless he is an Accomplished Shot with it; knife and tomahawk reach Medium (9"), the lance Long (12"). They
 * may be thrown after moving; "A thrown lance will always cause a terrible wound instead of a serious wound."
 *
 * @example THROWN_WEAPONS.weapons[0].maxBand === 'medium'
 */
export const THROWN_WEAPONS = {
  source: { document: '000_53eda652e9702143.txt', section: 'THROWN WEAPONS' },
  printed:
    'All Indians can throw their knife, tomahawk and lance, but if they are not an Accomplished Shot with that weapon, they subtract one dice from their accuracy. Treat the throw as if it was a deliberate pistol shot with a maximum range of:',
  notAccomplishedDice: -1,
  weapons: [
    { weapon: 'knife', printed: 'Knife & tomahawk Medium (9”)', maxBand: 'medium', maxInches: 9 },
    { weapon: 'tomahawk', printed: 'Knife & tomahawk Medium (9”)', maxBand: 'medium', maxInches: 9 },
    { weapon: 'lance', printed: 'Lance Long (12”)', maxBand: 'long', maxInches: 12 },
  ],
  afterMoving: {
    printed:
      'Weapons can be thrown after moving. Normally, Indians carry only one each of knife, tomahawk and lance.',
    allowed: true,
  },
  lance: 'A thrown lance will always cause a terrible wound instead of a serious wound.',
} as const satisfies ThrownWeaponsTable;
