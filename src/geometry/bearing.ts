/**
 * The bearing in degrees from (ax, ay) to (bx, by): 0 along +x, 90 along +y, in (-180, 180].
 *
 * @example bearing(0, 0, 0, 5) === 90
 */
export function bearing(ax: number, ay: number, bx: number, by: number): number {
  return (Math.atan2(by - ay, bx - ax) * 180) / Math.PI;
}

/**
 * The smallest angle in degrees between two bearings, 0..180: how far off a figure's facing a target
 * lies (000 ANGLE OF FIRE: "an arc of 90 degrees; 45 degrees each side of straight ahead").
 *
 * @example angleBetween(170, -170) === 20
 */
export function angleBetween(a: number, b: number): number {
  let d = Math.abs(a - b) % 360;
  if (d > 180) d = 360 - d;
  return d;
}
