import { distance } from '../../../geometry/distance.ts';

/** Scratch for {@link awayFrom}'s answer: reused, never allocated per move. */
const TO: [number, number] = [0, 0];

/**
 * The point `inches` from (x, y) straight away from (fromX, fromY) (000 NPC movement: "moves away from
 * action in a straight line"), kept on a table of `table.width` by `table.depth`. Standing on the point
 * itself, he goes along +y. The returned pair is reused: read it at once.
 *
 * @example awayFrom(10, 10, 10, 5, 7, { width: 48, depth: 48 }) // [10, 17]
 */
export function awayFrom(
  x: number,
  y: number,
  fromX: number,
  fromY: number,
  inches: number,
  table: { readonly width: number; readonly depth: number },
): readonly [number, number] {
  const d = distance(x - fromX, y - fromY);
  const ux = d > 0 ? (x - fromX) / d : 0;
  const uy = d > 0 ? (y - fromY) / d : 1;
  TO[0] = Math.min(table.width, Math.max(0, x + ux * inches));
  TO[1] = Math.min(table.depth, Math.max(0, y + uy * inches));
  return TO;
}
