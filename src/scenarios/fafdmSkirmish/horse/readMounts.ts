import { MOUNT_IDS, FAFDM_MOUNTS, type MountId } from '../../../rules/fafdm/horse/mountTables.ts';
import type { FafdmBandId } from '../../../rules/fafdm/tables/fafdmBands.ts';
import { isJsonObject, showJson } from '../../jsonValues.ts';
import type { JsonValue } from '../../Scenario.ts';

/**
 * A band's `mounts: { character: horse | appaloosa | mule }` (001 8.2 Tab.16, 3.1 on horseback): every
 * figure of that roster character starts the game in the saddle of one. The Appaloosa is "used only by
 * Indians". Reports each problem by its path (one line each); null if any.
 *
 * @example readMounts({ guard: 'horse' }, { guard: 4 }, 'lawmen', ['sides', 'a', 'mounts'], fail) // { guard: 'horse' }
 */
export function readMounts(
  given: JsonValue,
  roster: Readonly<Record<string, number>>,
  band: FafdmBandId,
  path: (string | number)[],
  fail: (path: (string | number)[], expected: string) => void,
): Record<string, MountId> | null {
  if (!isJsonObject(given)) {
    fail(path, `a mapping character: mount (${MOUNT_IDS.join(', ')}) (got ${showJson(given)})`);
    return null;
  }
  const mounts: Record<string, MountId> = {};
  let ok = true;
  for (const [k, m] of Object.entries(given)) {
    if (!(k in roster)) {
      fail(path, `mounts for characters of the roster (${Object.keys(roster).join(', ')}; got ${k})`);
      ok = false;
    } else if (typeof m !== 'string' || !(MOUNT_IDS as readonly string[]).includes(m)) {
      fail([...path, k], `one of ${MOUNT_IDS.join(', ')} (got ${showJson(m)})`);
      ok = false;
    } else if (FAFDM_MOUNTS.rows[m as MountId].indiansOnly && band !== 'indians') {
      fail([...path, k], `a horse or a mule: the Appaloosa is used only by Indians (Tab.16; got ${m})`);
      ok = false;
    } else mounts[k] = m as MountId;
  }
  return ok ? mounts : null;
}
