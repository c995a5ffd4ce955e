/**
 * How a target's cover stands between him and a shot, by 000 COVER's rule of thumb:
 * - `none`: nothing of the table protects him.
 * - `wall`: a low obstacle the line of fire crosses near him, which he fires over ("When firing over a wall
 *   or other obstacle, the chest is not exposed"); also a window he fires from.
 * - `corner`: the edge of a building (or a door frame, a tree trunk) the line of fire passes near him, which
 *   he fires round ("Characters firing round the corner of a building always expose their head and chest").
 * - `full`: entirely behind an opaque piece, as a character who has ducked back ("getting his entire body
 *   behind cover", 000 DUCK BACKS) or one "known to be lurking, completely behind cover".
 *
 * @example report.shape === COVER_SHAPE.corner
 */
export const COVER_SHAPE = { none: 0, wall: 1, corner: 2, full: 3 } as const;
export type CoverShapeCode = (typeof COVER_SHAPE)[keyof typeof COVER_SHAPE];
