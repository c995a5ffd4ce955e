import { FAFDM_OPTIONS } from '../../rules/fafdm/FafdmReadings.ts';
import { FAFDM_BANDS, type FafdmBandRow } from '../../rules/fafdm/tables/fafdmBands.ts';
import { readFafdmSkirmishCell, type FafdmSkirmishCell } from '../fafdmSkirmish/readFafdmSkirmishCell.ts';
import { isJsonObject, showJson } from '../jsonValues.ts';
import { readFafdmOptions } from '../readFafdmOptions.ts';
import type { JsonObject, JsonValue, SetupIssue } from '../Scenario.ts';
import type { FafdmMission } from './FafdmMission.ts';

/** A checked scenario setup: the two bands as a skirmish reads them, and the scenario's own options. */
export interface FafdmMissionCell {
  readonly skirmish: FafdmSkirmishCell;
  readonly missionOptions: Readonly<Record<string, string>>;
}

/**
 * Reads a scenario setup `{ ruleset, options, sides: { a, b }, params: { turnCap, dollars } }` (001 10.1-10.6):
 * the sides and the engine's options as a skirmish reads them (each roster held to its band's list and its
 * dollars, 9.1-9.12), the scenario's own options, its table fixed, its rounds fixed where its text fixes them,
 * each band's leader where it needs one. One issue a problem.
 *
 * @example readFafdmMissionCell(mission, { sides: { a: { band: 'lawmen', roster: { guard: 4 } }, b: { band: 'outlaws', roster: { bandit: 4 } } } })
 */
export function readFafdmMissionCell(
  mission: FafdmMission,
  setup: JsonObject,
): { cell: FafdmMissionCell } | { issues: SetupIssue[] } {
  const issues: SetupIssue[] = [];
  const allowed = mission.rounds === null ? ['turnCap', 'dollars'] : ['dollars'];
  const params = setup.params ?? {};
  const own: Record<string, JsonValue> = {};
  const engine: Record<string, JsonValue> = {};
  const options = setup.options ?? {};
  if (isJsonObject(options))
    for (const [k, v] of Object.entries(options))
      if (mission.options.some((o) => o.key === k)) own[k] = v;
      else engine[k] = v;
  const missionOptions = readFafdmOptions(own, mission.options, issues);
  if (isJsonObject(params))
    for (const k of Object.keys(params))
      if (!allowed.includes(k))
        issues.push({
          path: ['params', k],
          expected: `not a ${mission.name} parameter; it takes ${allowed.join(' and ')}${k === 'table' ? ` (its table is fixed by ${mission.section})` : ''}`,
        });
  const skirmishParams: Record<string, JsonValue> = isJsonObject(params) ? { ...params } : {};
  if (mission.rounds !== null) skirmishParams.turnCap = mission.rounds;
  const r = readFafdmSkirmishCell({
    ...setup,
    options: isJsonObject(options) ? engine : options,
    params: isJsonObject(params) ? skirmishParams : params,
  });
  if ('issues' in r)
    for (const i of r.issues)
      issues.push(
        i.path[0] === 'options' && i.path.length > 1
          ? {
              path: i.path,
              expected: `a ${mission.name} option: ${[...FAFDM_OPTIONS, ...mission.options].map((o) => o.key).join(', ')}`,
            }
          : i,
      );
  if ('cell' in r && mission.leaders)
    for (const side of ['a', 'b'] as const) {
      const s = r.cell.sides[side];
      const list = (FAFDM_BANDS as Record<string, FafdmBandRow>)[s.band]!;
      const leader = Object.entries(list.characters).find(([, c]) => c.role === 'leader')?.[0];
      if (leader === undefined || (s.roster[leader] ?? 0) < 1)
        issues.push({
          path: ['sides', side, 'roster'],
          expected: `a band with its leader (${mission.section}: the two leaders face each other)${leader === undefined ? `; the ${list.name} have none` : `: add ${leader}: 1`} (got ${showJson(s.roster)})`,
        });
    }
  if (issues.length > 0 || !('cell' in r)) return { issues };
  return { cell: { skirmish: r.cell, missionOptions } };
}
