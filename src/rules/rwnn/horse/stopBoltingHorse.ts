import type { Dice } from '../../../dice/Dice.ts';
import { ATTACKED_ON_FOOT } from '../tables/attackedOnFoot.ts';
import { LOSS_OF_CONTROL, type StopBoltingHorse } from '../tables/lossOfControl.ts';
import type { RiderClass } from '../tables/RiderClass.ts';
import type { HorseReadings } from './HorseReadings.ts';
import { onFaces } from './onFaces.ts';

/**
 * How a man on foot comes to try stopping a bolting horse: he moves into contact with it (LOSS OF CONTROL),
 * or he stood and fought its trample and was not hit (ATTACKING CHARACTERS ON FOOT, 3).
 */
export type BoltStopCircumstance = 'moves-into-contact' | 'stood-and-fought';

/** The chart a circumstance throws on, as `reading` reads the two passages (register entry bolting-horse-stop). */
function chartFor(how: BoltStopCircumstance, reading: HorseReadings['boltingStop']): StopBoltingHorse {
  if (reading === 'loss-of-control') return LOSS_OF_CONTROL.stopBoltingHorse;
  if (reading === 'attacked-on-foot') return ATTACKED_ON_FOOT.stopBoltingHorse;
  return how === 'moves-into-contact' ? LOSS_OF_CONTROL.stopBoltingHorse : ATTACKED_ON_FOOT.stopBoltingHorse;
}

/**
 * A character's throw to stop a bolting horse: "a throw of 4, 5 or 6 (Inept subtract two, Expert add one)"
 * moving into contact (000 LOSS OF CONTROL), "needing a 4, 5 or 6 (- 1 if Inept, + 2 if Expert)" after
 * standing to fight it unhit (000 ATTACKING CHARACTERS ON FOOT); `stopper` is his own class of rider. The
 * trample he risks first is a fight, not this throw.
 *
 * @example stopBoltingHorse('expert', 'moves-into-contact', DEFAULT_HORSE_READINGS, dice) // true on 3..6
 */
export function stopBoltingHorse(
  stopper: RiderClass,
  how: BoltStopCircumstance,
  r: HorseReadings,
  dice: Dice,
): boolean {
  const chart = chartFor(how, r.boltingStop);
  // A modified throw above 6 reads as the 6 it beats.
  return onFaces(chart.succeedsOn, Math.min(6, dice.d6() + chart.modifiers[stopper]));
}
