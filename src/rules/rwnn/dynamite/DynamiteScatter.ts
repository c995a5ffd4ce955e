/** The most legs a scatter has: the first roll and the two bounce rolls (000 "Dynamite Lobbing Procedure"). */
export const MOST_SCATTER_LEGS = 3;

/**
 * Where a lobbed stick comes to rest, relative to the aiming point. Each leg is one scatter roll: its inches
 * along that roll's own direction (the arrow through the red and black dice, or the scatter die's arrow),
 * negative for the TBC method's scatter "back". Reused from throw to throw: {@link newDynamiteScatter}.
 */
export interface DynamiteScatter {
  /** How many entries of `legInches` this throw used: 1, or 3 after a bounce. */
  legs: number;
  readonly legInches: Float64Array;
  bounced: boolean;
  /**
   * The inches between the aim and the stick as far as dice alone tell them: the legs' sizes added under
   * `bounceFrom=landing` (each in its own direction, so the farthest the stick can lie), the last leg's
   * under `bounceFrom=aim`. Without a bounce, the one leg's size.
   */
  inches: number;
  /** The stick goes off on the aiming point: `inches` is 0. */
  directHit: boolean;
}

/** A fresh record for the scatter rules. */
export function newDynamiteScatter(): DynamiteScatter {
  return {
    legs: 0,
    legInches: new Float64Array(MOST_SCATTER_LEGS),
    bounced: false,
    inches: 0,
    directHit: false,
  };
}
