import type { SourceRef } from '../../SourceRef.ts';
import type { ByCharacterClass } from './CharacterClass.ts';
import type { ByDieFace } from './DieFace.ts';

/**
 * How a firer's hit on a mounted man is shared between man and horse: a throw on the chart, a throw he may
 * move one up or down, or his own pick.
 *
 * @example const how: HitOnRiderOrHorse = 'throw-adjust-one';
 */
export type HitOnRiderOrHorse = 'throw' | 'throw-adjust-one' | 'chooses';

/** One class's rule, with the sentence that gives it. */
export interface ShootingAtHorsesClass {
  readonly how: HitOnRiderOrHorse;
  readonly printed: string;
}

/** The shooting-at-horses chart. @example SHOOTING_AT_HORSES.hitGoesTo[3].target === 'horse' */
export interface ShootingAtHorsesTable {
  readonly source: SourceRef;
  readonly byClass: ByCharacterClass<ShootingAtHorsesClass>;
  readonly hitGoesTo: ByDieFace<{ readonly target: 'horse' | 'rider'; readonly printed: string }>;
  /** Added to the throw when the rider is a Plains Indian. */
  readonly plainsIndian: { readonly printed: string; readonly modifier: number };
}

const HORSE = { target: 'horse', printed: '1, 2, 3 Horse' } as const;
const RIDER = { target: 'rider', printed: '4, 5, 6 Rider' } as const;
const ON_TARGET = {
  how: 'chooses',
  printed: 'Shootists & Legends are always on target if they score a hit.',
} as const satisfies ShootingAtHorsesClass;

/**
 * 000 SHOOTING AT HORSES: a Citizen's hit goes to the horse on 1-3 and the rider on 4-6 ("subtract one if
 * firing at a Plains Indian"); a Gunman throws as well "but may add or subtract one from the result";
 * Shootists and Legends pick man or horse.
 *
 * @example SHOOTING_AT_HORSES.byClass.gunman.how === 'throw-adjust-one'
 */
export const SHOOTING_AT_HORSES = {
  source: { document: '000_53eda652e9702143.txt', section: 'SHOOTING AT HORSES' },
  byClass: {
    citizen: {
      how: 'throw',
      printed:
        'Citizens cannot choose whether they fire at the rider or the horse, if they score a hit, throw a dice:',
    },
    gunman: {
      how: 'throw-adjust-one',
      printed: 'Gunmen also throw a dice as above, but may add or subtract one from the result.',
    },
    shootist: ON_TARGET,
    legend: ON_TARGET,
  },
  hitGoesTo: { 1: HORSE, 2: HORSE, 3: HORSE, 4: RIDER, 5: RIDER, 6: RIDER },
  plainsIndian: {
    printed:
      'subtract one if firing at a Plains Indian, as he will be proficient at using his steed as cover.',
    modifier: -1,
  },
} as const satisfies ShootingAtHorsesTable;
