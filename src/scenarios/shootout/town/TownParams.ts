import { showJson } from '../../jsonValues.ts';
import type { JsonObject, JsonValue } from '../../Scenario.ts';
import { readMedics, type MedicEntry } from '../doctor/MedicEntry.ts';
import { readTownsfolk, type TownsmanEntry } from '../townsfolk/TownsmanEntry.ts';

/**
 * The town around a shootout (000's optional rules): Doctor and Dentist figures (`doctors`), non-player
 * townsmen (`townsfolk`), which side is the town's law (`law`, a side's index; -1 none), whose gunfire
 * wakes townsmen from further off, and whether the fight takes place in a town (`inTown`: 000 INDIANS adds
 * the Indian action cards "unless the fight is taking place in a town").
 *
 * @example const t: TownParams = { doctors: [], townsfolk: [{ at: [20, 10], count: 2, armed: false }], law: 0, inTown: true };
 */
export interface TownParams {
  readonly doctors: readonly MedicEntry[];
  readonly townsfolk: readonly TownsmanEntry[];
  readonly law: number;
  /** Absent: outside town. */
  readonly inTown?: boolean;
}

/** The file's parameters for the town: beside the shootout's own. */
export const TOWN_PARAMS = ['doctors', 'townsfolk', 'law', 'inTown'] as const;

/**
 * Reads the town's parameters of a shootout file's `params` (`sides` the side names in play order), or
 * null when the file gives none of them (the canonical form of a setup without a town stays as it was).
 * Reports a wrong field through `fail`.
 *
 * @example readTownParams({ doctors: [{ kind: 'dentist', at: [5, 5] }] }, [48, 48], ['earps', 'clantons'], fail)
 */
export function readTownParams(
  params: Readonly<Record<string, JsonValue>>,
  size: readonly [number, number],
  sides: readonly string[],
  fail: (path: readonly (string | number)[], expected: string) => void,
): TownParams | null {
  if (TOWN_PARAMS.every((k) => params[k] === undefined)) return null;
  const doctors = params.doctors === undefined ? [] : readMedics(params.doctors, size, fail);
  const townsfolk = params.townsfolk === undefined ? [] : readTownsfolk(params.townsfolk, size, fail);
  let law = -1;
  if (params.law !== undefined) {
    law = typeof params.law === 'string' ? sides.indexOf(params.law) : -1;
    if (law < 0) {
      fail(
        ['params', 'law'],
        `the name of the side that is the town's law: ${sides.join(' or ')} (got ${showJson(params.law)})`,
      );
      return null;
    }
    if (params.townsfolk === undefined) {
      fail(['params', 'law'], 'law only with townsfolk (it says whose gunfire wakes them from 5")');
      return null;
    }
  }
  const inTown = params.inTown ?? false;
  if (typeof inTown !== 'boolean') {
    fail(
      ['params', 'inTown'],
      `true or false, whether the fight takes place in a town (got ${showJson(inTown)})`,
    );
    return null;
  }
  if (doctors === null || townsfolk === null) return null;
  return { doctors, townsfolk, law, inTown };
}

/**
 * The town's parameters as a canonical setup writes them (`sides` the side names): only those given.
 *
 * @example townParamsJson({ doctors: [], townsfolk: [], law: -1, inTown: false }, ['a', 'b']) // {}
 */
export function townParamsJson(t: TownParams | undefined, sides: readonly string[]): JsonObject {
  if (t === undefined) return {};
  return {
    ...(t.doctors.length > 0
      ? { doctors: t.doctors.map((d) => ({ kind: d.kind, at: [d.at[0], d.at[1]] })) }
      : {}),
    ...(t.townsfolk.length > 0
      ? { townsfolk: t.townsfolk.map((e) => ({ at: [e.at[0], e.at[1]], count: e.count, armed: e.armed })) }
      : {}),
    ...(t.law >= 0 ? { law: sides[t.law]! } : {}),
    ...(t.inTown === true ? { inTown: true } : {}),
  };
}
