/** Degrees to radians. */
const RADIANS = Math.PI / 180;
/** Slack for a target exactly on the arc's edge, which rounding would otherwise put either side of it. */
const EDGE = 1e-9;

/**
 * Whether (tx, ty) lies within `halfAngle` degrees either side of a figure at (fx, fy) facing
 * `facingDegrees` (0 along +x, 90 along +y, as `bearing` gives them); the edges count as inside and a target on
 * the figure's own spot is inside. 000 ANGLE OF FIRE: "Characters can fire within an arc of 90 degrees; 45
 * degrees each side of straight ahead." Compares a dot product with the arc's cosine: no arctangent, no
 * allocation.
 *
 * @example inArc(0, 0, 0, 10, 10, 45) === true // exactly on the edge of the arc
 */
export function inArc(
  fx: number,
  fy: number,
  facingDegrees: number,
  tx: number,
  ty: number,
  halfAngle: number,
): boolean {
  const dx = tx - fx;
  const dy = ty - fy;
  const len = Math.sqrt(dx * dx + dy * dy);
  if (len === 0) return true;
  const a = facingDegrees * RADIANS;
  const dot = dx * Math.cos(a) + dy * Math.sin(a);
  return dot >= len * (Math.cos(halfAngle * RADIANS) - EDGE);
}
