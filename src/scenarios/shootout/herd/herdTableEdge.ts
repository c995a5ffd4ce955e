import type { OptionValues, ReadingOption } from '../../../odds/OddsMechanic.ts';
import { choiceValue } from '../../../odds/paramValue.ts';
import type { HerdBlock } from '../../stampede/HerdBlock.ts';

/**
 * What a running herd does at the table's edge, which 000 leaves unsaid (register entry herd-table-edge):
 * its animals reach the edge and leave the table, the herd's run ending there and the stampede over
 * (`leaves`); or it runs its whole throw on, off the table, its rear ranks still sweeping the table until
 * the last animal is off it (`runs-on`).
 */
export type HerdTableEdge = 'leaves' | 'runs-on';

const EDGES: readonly HerdTableEdge[] = ['leaves', 'runs-on'];

/** The shootout option of {@link HerdTableEdge}. */
export const HERD_TABLE_EDGE_OPTION: ReadingOption = {
  key: 'stampede.tableEdge',
  values: EDGES,
  default: 'leaves',
  describe:
    "a running herd's animals that reach the table's edge leave it, the herd's run ending there, or it runs its whole throw on until its last animal is off the table",
  entry: 'herd-table-edge.md',
};

/** The table-edge reading the options select. @example herdTableEdgeFrom({}) === 'leaves' */
export function herdTableEdgeFrom(o: OptionValues): HerdTableEdge {
  return choiceValue(o, 'stampede.tableEdge', EDGES, 'leaves');
}

/**
 * How far `h`'s lead animal runs on its heading before it reaches the edge of a table `width` by `depth`
 * (0 at or beyond it).
 *
 * @example const h = new HerdBlock(4, 2); h.place(10, 40, 0); toTableEdge(h, 48, 48) === 8
 */
export function toTableEdge(h: HerdBlock, width: number, depth: number): number {
  const ux = h.dirX;
  const uy = h.dirY;
  let d = Infinity;
  if (ux > 1e-9) d = Math.min(d, (width - h.leadX) / ux);
  else if (ux < -1e-9) d = Math.min(d, -h.leadX / ux);
  if (uy > 1e-9) d = Math.min(d, (depth - h.leadY) / uy);
  else if (uy < -1e-9) d = Math.min(d, -h.leadY / uy);
  return Math.max(0, d);
}
