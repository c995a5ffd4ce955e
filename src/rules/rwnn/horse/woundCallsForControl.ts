import type { RiderClass } from '../tables/RiderClass.ts';

/** A wound a rider takes, as the gunfight charts grade it. */
export type RiderWound = 'graze' | 'flesh' | 'serious';

/**
 * Whether a wound sends its rider to a loss-of-control throw: 000 LOSS OF CONTROL 6, "As the result of
 * receiving a graze ( Inept and Poor only), a flesh wound (not Expert) or a serious wound."
 *
 * @example woundCallsForControl('good', 'graze') === false
 */
export function woundCallsForControl(rider: RiderClass, wound: RiderWound): boolean {
  if (wound === 'serious') return true;
  if (wound === 'flesh') return rider !== 'expert';
  return rider === 'inept' || rider === 'poor';
}
