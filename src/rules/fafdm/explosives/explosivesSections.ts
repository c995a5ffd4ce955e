import type { SourceRef } from '../../SourceRef.ts';
import { EXPLOSIVE_PROTECTION, FAFDM_EXPLOSIVES } from './explosivesTables.ts';

/** How `rules show fafdm` prints one chart: its title, source, headers and rows. */
export type ChartSection = (title: string, source: SourceRef, headers: string[], rows: string[][]) => void;

/**
 * 001 Tab.9 and Tab.10 for `rules show fafdm`, through the printer's `section`.
 *
 * @example explosivesSections((title) => titles.push(title)) // 'Tab.9 explosives protection', 'Tab.10 explosives'
 */
export function explosivesSections(section: ChartSection): void {
  section(
    'Tab.9 explosives protection',
    EXPLOSIVE_PROTECTION.wall.source,
    ['protection', 'printed', 'partial', 'whole'],
    Object.entries(EXPLOSIVE_PROTECTION).map(([id, p]) => [id, p.name, String(p.partial), String(p.whole)]),
  );
  section(
    'Tab.10 explosives',
    FAFDM_EXPLOSIVES.dynamite.source,
    ['explosive', 'throw U', 'damage', 'radius U', 'CA', 'escape and short fuse'],
    Object.values(FAFDM_EXPLOSIVES).map((e) => [
      e.name,
      `COS x ${e.thrownCosTimes}`,
      String(e.damage),
      String(e.radiusU),
      String(e.throwCa),
      e.fused ? 'yes (5.5.2)' : 'no',
    ]),
  );
}
