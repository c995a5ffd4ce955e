import { Table } from '../../../../../src/scenarios/shootout/table/Table.ts';
import { seededUniform } from '../../../../geometry/seededUniform.ts';
import { tableOf } from '../tableKit.ts';

/**
 * A random 40" by 30" table of `n` pieces of every kind (buildings with a door, crates, wagons, walls,
 * fences, rocks, trees, brush, wheat, scrub and woods), some reaching over the edge, from `seed`; and the
 * same table with every query scanning every piece (an index of one cell), the brute-force form.
 */
export function randomTables(seed: number, n: number): { indexed: Table; scanned: Table } {
  const u = seededUniform(seed);
  // Quarter inches, so that pieces often share an edge or a line with another or with a query.
  const q = (x: number): number => Math.round(x * 4) / 4;
  const size = (max: number): [number, number] => [0.5 + q(u() * max), 0.5 + q(u() * max)];
  const at = (w = 0, d = 0): [number, number] => [q(u() * (40 - w)), q(u() * (30 - d))];
  const inside = (x: number, y: number): [number, number] => [
    Math.min(40, Math.max(0, q(x))),
    Math.min(30, Math.max(0, q(y))),
  ];
  const pieces: object[] = [];
  for (let i = 0; i < n; i++) {
    // Buildings twice as often as each other kind: only they block sight.
    const kind = Math.floor(u() * 12) % 11;
    if (kind === 0) {
      const [w, d] = size(8);
      const [x, y] = at(w, d);
      pieces.push({
        kind: 'building',
        at: [x, y],
        size: [w, d],
        material: u() < 0.5 ? 'adobe' : 'wooden',
        openings: [{ kind: u() < 0.5 ? 'door' : 'window', at: [x + w / 2, y] }],
      });
    } else if (kind <= 2) {
      const [w, d] = size(3);
      pieces.push({ kind: kind === 1 ? 'crates' : 'wagon', at: at(w, d), size: [w, d] });
    } else if (kind <= 4) {
      const a = at();
      pieces.push({
        kind: kind === 3 ? 'wall' : 'fence',
        from: a,
        to: inside(a[0] + (u() - 0.5) * 12, a[1] + (u() - 0.5) * 12),
      });
    } else if (kind <= 6) {
      const r = 0.3 + u() * 1.5;
      const [x, y] = at(2 * r, 2 * r);
      pieces.push({ kind: kind === 5 ? 'rock' : 'tree', centre: [x + r, y + r], radius: r });
    } else {
      const area = ['brush', 'wheat', 'scrub', 'woods'][kind - 7]!;
      const density = area === 'scrub' || area === 'woods' ? { density: u() < 0.5 ? 'loose' : 'dense' } : {};
      const [w, d] = size(8);
      const r = 1 + u() * 4;
      const [x, y] = at(2 * r, 2 * r);
      pieces.push(
        u() < 0.5
          ? { kind: area, at: at(w, d), size: [w, d], ...density }
          : { kind: area, centre: [x + r, y + r], radius: r, ...density },
      );
    }
  }
  const indexed = tableOf(pieces);
  return { indexed, scanned: new Table(indexed.spec, indexed, indexed.coverReach, Infinity) };
}
