/**
 * One face of a six-sided die, as printed in the columns and rows of the RWNN charts.
 *
 * @example const face: DieFace = 4;
 */
export type DieFace = 1 | 2 | 3 | 4 | 5 | 6;

/**
 * One value per die face, keyed by the face itself (not a 0-based array), so `row[4]` is the cell printed
 * under "4".
 *
 * @example const fixGun: ByDieFace<string> = { 1: 'a', 2: 'a', 3: 'b', 4: 'b', 5: 'c', 6: 'c' };
 */
export interface ByDieFace<T> {
  readonly 1: T;
  readonly 2: T;
  readonly 3: T;
  readonly 4: T;
  readonly 5: T;
  readonly 6: T;
}

/** The six faces in order, for iterating a {@link ByDieFace}. @example DIE_FACES.map((f) => row[f]) */
export const DIE_FACES = [1, 2, 3, 4, 5, 6] as const satisfies readonly DieFace[];
