/**
 * What a target behind cover is doing when a shot comes at him, which decides what he shows of himself:
 * `firing` (his last action fired, aimed or drew: 000 COVER's "Characters firing round the corner ...",
 * "When firing over a wall ..."), `notFiring` (moved, reloaded, recovered or waited: "Unless a character
 * ducks back, his head is always visible when he is behind cover"), `duckedBack` (000 DUCK BACKS: "getting
 * his entire body behind cover").
 *
 * @example protectedLocations(COVER_SHAPE.wall, POSTURE.duckedBack, arms, readings) === ALL_LOCATIONS
 */
export const POSTURE = { firing: 0, notFiring: 1, duckedBack: 2 } as const;
export type PostureCode = (typeof POSTURE)[keyof typeof POSTURE];
