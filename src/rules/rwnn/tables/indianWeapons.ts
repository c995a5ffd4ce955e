import type { SourceRef } from '../../SourceRef.ts';
import type { ByIndianClass } from './IndianClass.ts';

/** The firearms and bows rules for Indians. @example INDIAN_WEAPONS.bows.maxHits.warrior === 2 */
export interface IndianWeaponsTable {
  readonly source: SourceRef;
  /** Firing dice added (negative: lost) by an Indian with a firearm, but for Apache Crack Shots. */
  readonly firearms: { readonly printed: string; readonly dice: number };
  readonly bows: {
    /** The range chart: the pistol's, with long range out to `longRangeInches` (RANGE_CHART_EXTENDED's bow row). */
    readonly range: {
      readonly printed: string;
      readonly readsRow: 'pistol';
      readonly longRangeInches: number;
    };
    readonly moveAndFire: { readonly printed: string; readonly allowed: boolean };
    /** Every shot is deliberate fire, but a warrior may score up to this many hits by class. */
    readonly deliberate: { readonly printed: string; readonly maxHits: ByIndianClass<number> };
    /** More 1s than 6s: out of arrows or a broken bow; it cannot be fired again. */
    readonly outOfAction: { readonly printed: string; readonly when: 'more-ones-than-sixes' };
  };
}

/**
 * 000 INDIAN WEAPONS, "Firearms" and "Bows": all Indians but Apache Crack Shots lose one die with firearms. A
 * bow reads the pistol's range chart with long range to 24 inches, cannot move and fire, always fires
 * deliberately but scores up to 1, 2 or 3 hits (Young Blood, Warrior, Mighty Warrior), and is out of the
 * game when more 1s than 6s come up.
 *
 * @example INDIAN_WEAPONS.firearms.dice === -1
 */
export const INDIAN_WEAPONS = {
  source: { document: '000_53eda652e9702143.txt', section: 'INDIAN WEAPONS' },
  firearms: {
    printed:
      'With the exception of Apache Crack Shots, all Indians subtract one dice when shooting firearms.',
    dice: -1,
  },
  bows: {
    range: {
      printed: 'Use the range chart for pistols, except that long range extends to 24 inches.',
      readsRow: 'pistol',
      longRangeInches: 24,
    },
    moveAndFire: { printed: 'Bow armed characters cannot move and fire.', allowed: false },
    deliberate: {
      printed:
        'All shots count as deliberate fire. A warrior prided himself on his ability to keep a number of arrows in the air; so, while a Young Blood can only score one hit, a Warrior can score two and a Mighty Warrior three.',
      maxHits: { 'young-blood': 1, warrior: 2, 'mighty-warrior': 3 },
    },
    outOfAction: {
      printed:
        'If more 1’s than 6’s are rolled, then either he has run out of arrows, or he has a mechanical problem (probably a broken string) with his bow. It cannot be fired again either way.',
      when: 'more-ones-than-sixes',
    },
  },
} as const satisfies IndianWeaponsTable;
