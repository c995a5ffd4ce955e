import { DYNAMITE_THROW_TRWNN } from '../tables/dynamiteThrow.ts';

/** Where a TRWNN lob's marker goes, and whether the estimate was "DEAD ACCURATE". */
export interface TrwnnLob {
  readonly markerInches: number;
  readonly deadAccurate: boolean;
}

/**
 * The TRWNN lob (000 "Dynamite Lobbing Procedure TRWNN Method."): the player's estimate of the range, "never
 * exceed 18” for single sticks, 16” for bundles" (a longer one puts the marker at exactly 18" or 16");
 * "DEAD ACCURATE" within 1" of the true range; "If a figure has suffered a Serious Wound to his ‘good arm,’
 * the throwing distance is halved. Drunk or Deranged characters suffer the same" (`halved`).
 *
 * @example trwnnLob(20, 19, false, false) // { markerInches: 18, deadAccurate: true }
 */
export function trwnnLob(estimate: number, trueRange: number, bundle: boolean, halved: boolean): TrwnnLob {
  const cap = bundle ? DYNAMITE_THROW_TRWNN.maxInches.bundle : DYNAMITE_THROW_TRWNN.maxInches.singleStick;
  const thrown = Math.min(estimate, cap);
  return {
    markerInches: halved ? thrown / 2 : thrown,
    deadAccurate: Math.abs(estimate - trueRange) <= DYNAMITE_THROW_TRWNN.deadAccurateWithinInches,
  };
}
