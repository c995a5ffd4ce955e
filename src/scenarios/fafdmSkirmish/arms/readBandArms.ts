import { BAYONET_GUNS, SECOND_ARM_IDS, type SecondArmId } from '../../../rules/fafdm/sideArms/secondArms.ts';
import type { FafdmGunId } from '../../../rules/fafdm/tables/fafdmGuns.ts';
import { isJsonObject, showJson } from '../../jsonValues.ts';
import type { JsonObject, JsonValue } from '../../Scenario.ts';
import { readDynamite } from '../explosives/readDynamite.ts';

/** What a band carries beyond its guns and dynamite: side arms beside the guns, nitroglycerine. */
export interface BandArms {
  /** The side arm each figure of a character id carries beside his gun (001 5.4, Tab.8). */
  readonly sideArms?: Readonly<Record<string, SecondArmId>>;
  /** Flasks of nitroglycerine each figure of a character id carries (001 5.5.1, Tab.10). */
  readonly nitroglycerine?: Readonly<Record<string, number>>;
}

/** Tab.8's weapons that are already a figure's side arm when given as his `weapons:`. */
const SIDE_ARM_GUNS: readonly string[] = ['bow', 'knife', 'hatchet', 'lance'];

type Fail = (path: (string | number)[], expected: string) => void;

/**
 * A band file's `sideArms: { character: arm }` and `nitroglycerine: { character: flasks }`, checked
 * against its roster and guns, one issue a problem; null if any. A side arm is one of Tab.8's fighting
 * weapons, beside a gun (not beside a bow, knife, tomahawk or lance given as the weapon); a bayonet only
 * beside a musket.
 *
 * @example readBandArms({ sideArms: { guard: 'sword' } }, { guard: 4 }, {}, ['sides', 'a'], fail)
 */
export function readBandArms(
  band: JsonObject,
  roster: Readonly<Record<string, number>>,
  guns: Readonly<Record<string, FafdmGunId>>,
  path: (string | number)[],
  fail: Fail,
): BandArms | null {
  const { sideArms = {}, nitroglycerine = {} } = band;
  const arms = readSideArms(sideArms, roster, guns, [...path, 'sideArms'], fail);
  const flasks = readDynamite(
    nitroglycerine,
    roster,
    [...path, 'nitroglycerine'],
    fail,
    'flasks',
    'flasks of nitroglycerine',
  );
  if (arms === null || flasks === null) return null;
  return {
    ...(Object.keys(arms).length === 0 ? {} : { sideArms: sortedKeys(arms) }),
    ...(Object.keys(flasks).length === 0 ? {} : { nitroglycerine: sortedKeys(flasks) }),
  };
}

function readSideArms(
  given: JsonValue,
  roster: Readonly<Record<string, number>>,
  guns: Readonly<Record<string, FafdmGunId>>,
  path: (string | number)[],
  fail: Fail,
): Record<string, SecondArmId> | null {
  if (!isJsonObject(given)) {
    fail(path, `a mapping character: side arm (got ${showJson(given)})`);
    return null;
  }
  const out: Record<string, SecondArmId> = {};
  let ok = true;
  const bad = (p: (string | number)[], expected: string): void => {
    fail(p, expected);
    ok = false;
  };
  for (const [k, arm] of Object.entries(given)) {
    const gun = guns[k] ?? 'six-shot';
    if (!(k in roster))
      bad(path, `side arms for characters of the roster (${Object.keys(roster).join(', ')}; got ${k})`);
    else if (typeof arm !== 'string' || !(SECOND_ARM_IDS as readonly string[]).includes(arm))
      bad(
        [...path, k],
        `one of ${SECOND_ARM_IDS.join(', ')} (Tab.8's fighting side arms; the bow is a weapon of its own, the lasso is not played) (got ${showJson(arm)})`,
      );
    else if (SIDE_ARM_GUNS.includes(gun))
      bad([...path, k], `a side arm beside a gun; ${k}'s weapon is already the side arm ${gun} (got ${arm})`);
    else if (arm === 'bayonet' && !BAYONET_GUNS.includes(gun))
      bad(
        [...path, k],
        `a bayonet goes on a musket (Tab.7 "put bayonet on"): give ${k} weapons ${BAYONET_GUNS.join(' or ')}, or another side arm (got ${gun})`,
      );
    else out[k] = arm as SecondArmId;
  }
  return ok ? out : null;
}

function sortedKeys<T>(o: Record<string, T>): Record<string, T> {
  return Object.fromEntries(Object.entries(o).sort(([x], [y]) => (x < y ? -1 : 1)));
}

/** The band's arms as setup JSON (for its cell's canonical form and its dice stream's label). */
export function bandArmsJson(arms: BandArms): JsonObject {
  return {
    ...(arms.sideArms === undefined ? {} : { sideArms: { ...arms.sideArms } }),
    ...(arms.nitroglycerine === undefined ? {} : { nitroglycerine: { ...arms.nitroglycerine } }),
  };
}
