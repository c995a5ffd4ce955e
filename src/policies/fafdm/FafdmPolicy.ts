/**
 * What a For A Few Dice More figure's policy sees before his activation: what the figure himself could see
 * and know (his gun's ranges, the distance to the enemy in front of him, the turn), nothing of the dice.
 */
export interface FafdmView {
  readonly turn: number;
  readonly distanceU: number;
  readonly shortU: number;
  readonly maxU: number;
}

/**
 * A scripted decision maker for one figure: the rules ask it where 001 gives the player a choice. So far the
 * only choice a figure standing his ground makes is whether to take aim (Tab.1, Tab.3), asked only when the
 * rules allow it.
 *
 * @example FAFDM_POLICIES['aim-and-fire'].aims({ turn: 1, distanceU: 8, shortU: 6, maxU: 12 }) === true
 */
export interface FafdmPolicy {
  readonly name: string;
  readonly describe: string;
  aims(view: FafdmView): boolean;
}

/** The named policies a file may give a figure. */
export const FAFDM_POLICIES = {
  'stand-and-fire': {
    name: 'stand-and-fire',
    describe: 'stands his ground and fires without taking aim',
    aims: () => false,
  },
  'aim-and-fire': {
    name: 'aim-and-fire',
    describe: 'stands his ground and takes aim whenever the rules allow it (Tab.3 +1)',
    aims: () => true,
  },
} as const satisfies Record<string, FafdmPolicy>;

export type FafdmPolicyName = keyof typeof FAFDM_POLICIES;
export const FAFDM_POLICY_NAMES = Object.keys(FAFDM_POLICIES) as FafdmPolicyName[];
