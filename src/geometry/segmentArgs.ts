/**
 * Writes the segment (ax, ay)-(bx, by) at the head of a clip's argument array (the array forms, such as
 * clipSegmentRectIn, read the segment first and the shape after it) and returns the array. Small enough for
 * the compiler to inline, so the four numbers are not boxed on the way.
 *
 * @example clipSegmentRectIn(segmentArgs(args, 0, 0, 10, 0), out) // args[4..7] already hold the rectangle
 */
export function segmentArgs(
  args: Float64Array,
  ax: number,
  ay: number,
  bx: number,
  by: number,
): Float64Array {
  args[0] = ax;
  args[1] = ay;
  args[2] = bx;
  args[3] = by;
  return args;
}
