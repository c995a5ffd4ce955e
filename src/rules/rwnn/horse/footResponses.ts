import { ATTACKED_ON_FOOT, type CharacterGroup, type FootResponseId } from '../tables/attackedOnFoot.ts';
import type { CharacterClass } from '../tables/CharacterClass.ts';
import type { RiderClass } from '../tables/RiderClass.ts';

/** A man on foot as the ATTACKING CHARACTERS ON FOOT list reads him. */
export interface ManOnFoot {
  readonly cls: CharacterClass;
  /** He has the Yellow trait. */
  readonly yellow: boolean;
  readonly rider: RiderClass;
  /** "with a loaded weapon and facing the right direction". */
  readonly loadedAndFacing: boolean;
}

function inGroup(g: CharacterGroup, m: ManOnFoot): boolean {
  return (
    (g.classes as readonly string[]).includes(m.cls) ||
    (g.riders as readonly string[]).includes(m.rider) ||
    (m.yellow && (g.skills as readonly string[]).includes('yellow'))
  );
}

/**
 * "A character on foot with a loaded weapon and facing the right direction who is attacked by a rider, or
 * trampled by a horse, may first fire a hasty shot." (000 ATTACKING CHARACTERS ON FOOT)
 *
 * @example mayFireHastyShot({ cls: 'gunman', yellow: false, rider: 'poor', loadedAndFacing: true }) === true
 */
export function mayFireHastyShot(m: ManOnFoot): boolean {
  return m.loadedAndFacing;
}

/**
 * Whether `m` may answer a rider with `response`: diving "is compulsory for Citizens and Yellow characters"
 * (they may do nothing else), and the heroic leap is "Only Legends, Expert horsemen" (the list as printed, its
 * "various appropriate skills" removed; register entry heroic-leap-who).
 *
 * @example mayRespond({ cls: 'citizen', yellow: false, rider: 'expert', loadedAndFacing: false }, 'dodge') === false
 */
export function mayRespond(m: ManOnFoot, response: FootResponseId): boolean {
  for (const r of ATTACKED_ON_FOOT.responses) {
    const must = r.compulsoryFor;
    if (must !== null && inGroup(must, m)) return response === r.id;
  }
  for (const r of ATTACKED_ON_FOOT.responses) {
    if (r.id !== response) continue;
    return r.onlyFor === null || inGroup(r.onlyFor, m);
  }
  return false;
}
