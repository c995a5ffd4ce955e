import type { DieFace } from '../tables/DieFace.ts';

/**
 * Whether a thrown face is one of the faces a chart line prints ("Good 4, 5, 6"). Widens the chart's
 * literal faces so any face can be asked about.
 *
 * @example onFaces([4, 5, 6], 5) === true
 */
export function onFaces(faces: readonly DieFace[], face: number): boolean {
  return faces.includes(face as DieFace);
}
