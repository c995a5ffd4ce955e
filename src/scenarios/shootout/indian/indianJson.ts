import type { JsonObject } from '../../Scenario.ts';
import type { ShootoutFigureEntry } from '../ShootoutCell.ts';

/**
 * The fields of an Indian's canonical setup that differ from any figure's: his Indian class (not the
 * gunfighter class he plays as), his nation, thrown weapons, the weapon of his Accomplished Shot, and his
 * Indian-only skills after the others; empty for anyone else, so a setup without Indians keeps its canonical
 * form (and its dice stream). Read back by readShootoutCell to the same entry.
 *
 * @example indianJson(entry) // { class: 'warrior', nation: 'apache', thrown: ['lance'], skills: ['hunter'] }
 */
export function indianJson(f: ShootoutFigureEntry): JsonObject {
  const e = f.indian;
  if (e === undefined) return {};
  return {
    class: e.class,
    nation: e.nation,
    thrown: [...e.thrown],
    skills: [...f.skills, ...e.skills],
    ...(e.accomplished === null ? {} : { accomplished: e.accomplished }),
  };
}
