import type { ChartSection } from '../explosives/explosivesSections.ts';
import { DRAWN_VEHICLE_MOVES, FAFDM_MOUNTS, HORSE_MOVES, type HorseMoveRow } from './mountTables.ts';

const moveRows = (rows: Readonly<Record<string, HorseMoveRow>>): string[][] =>
  Object.values(rows).map((r) => [
    r.printed,
    String(r.maxU),
    String(r.ca),
    r.reflexes === null ? '' : `+${r.reflexes} a die`,
  ]);

/**
 * 001 Tab.2's rows on horseback and for a drawn vehicle, and Tab.16's mounts, for `rules show fafdm`.
 *
 * @example horseSections((title) => titles.push(title)) // 'Tab.2 movement on horseback', ...
 */
export function horseSections(section: ChartSection): void {
  section(
    'Tab.2 movement on horseback',
    HORSE_MOVES.source,
    ['motion', 'max U', 'CA', 'reflexes test'],
    moveRows(HORSE_MOVES.rows),
  );
  section(
    'Tab.2 drawn vehicle (data only: fafdm-drawn-vehicles)',
    DRAWN_VEHICLE_MOVES.source,
    ['motion', 'max U', 'CA', 'reflexes test'],
    moveRows(DRAWN_VEHICLE_MOVES.rows),
  );
  section(
    'Tab.16 mounts',
    FAFDM_MOUNTS.source,
    ['mount', 'SHOT', 'COOL', 'REF', 'COS', '$', 'DISP', 'trot U', 'run U', 'notes'],
    Object.entries(FAFDM_MOUNTS.rows).map(([id, m]) => [
      id,
      ...[m.shot, m.cool, m.ref, m.cos, m.cost, m.disp, m.trotU, m.runU].map(String),
      m.notes,
    ]),
  );
}
