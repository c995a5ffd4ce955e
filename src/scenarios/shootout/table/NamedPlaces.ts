/**
 * A named start area of a compiled table: the rectangle `[x0, x1] x [y0, y1]` where a side's figures are
 * placed, and the facing (degrees) they start with.
 *
 * @example const west = table.area('west'); west.x1 - west.x0 // its width
 */
export interface StartArea {
  readonly name: string;
  readonly x0: number;
  readonly y0: number;
  readonly x1: number;
  readonly y1: number;
  readonly facing: number;
}

/**
 * A named position of a compiled table (a bank window, a saloon door): a point and a facing in degrees.
 *
 * @example table.position('bank-door').facing === 270
 */
export interface NamedPosition {
  readonly name: string;
  readonly x: number;
  readonly y: number;
  readonly facing: number;
}
