import type { FafdmFigure } from '../../../rules/fafdm/FafdmFigure.ts';
import type { SkirmishTable } from '../../../rules/fafdm/skirmishTable.ts';

const edge = { x: 0, y: 0, d: 0 };

/**
 * The nearest point of the table's edge to the figure, and how far it is (9.12: civilians run "until they
 * exit from the game area"). One object reused: read it before the next call.
 *
 * @example nearestEdge(civilian, TOWN_EDGE).d
 */
export function nearestEdge(fig: FafdmFigure, table: SkirmishTable): { x: number; y: number; d: number } {
  const west = fig.x;
  const east = table.width - fig.x;
  const south = fig.y;
  const north = table.depth - fig.y;
  const d = Math.min(west, east, south, north);
  edge.d = Math.max(d, 0);
  edge.x = d === west ? 0 : d === east ? table.width : fig.x;
  edge.y = d === west || d === east ? fig.y : d === south ? 0 : table.depth;
  return edge;
}
