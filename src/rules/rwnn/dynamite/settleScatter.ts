import type { DynamiteReadings } from './DynamiteReadings.ts';
import type { DynamiteScatter } from './DynamiteScatter.ts';

/**
 * Sets `inches` and `directHit` from the legs thrown: under `bounceFrom=landing` each bounce roll moves the
 * stick on from where it lies, so the legs' sizes add up; under `aim` each is measured from the aiming point
 * and the last one places the stick (see dynamite-bounce).
 *
 * @example // legs 2, 0, 3: landing 5 inches, aim 3 inches
 */
export function settleScatter(out: DynamiteScatter, r: DynamiteReadings): DynamiteScatter {
  let inches = 0;
  if (r.bounceFrom === 'aim') inches = Math.abs(out.legInches[out.legs - 1]!);
  else for (let i = 0; i < out.legs; i++) inches += Math.abs(out.legInches[i]!);
  out.inches = inches;
  out.directHit = inches === 0;
  return out;
}
