/** The state of a gun after a shot. */
export type GunState = 'ok' | 'out-of-ammo' | 'jammed';

/**
 * What one firing throw did: hits scored and the gun's state afterwards. Rules write into a caller's
 * object so that the hot path allocates nothing per shot.
 */
export interface ShotOutcome {
  hits: number;
  gun: GunState;
}

/** A scratch {@link ShotOutcome} to reuse across shots. */
export function newShotOutcome(): ShotOutcome {
  return { hits: 0, gun: 'ok' };
}
