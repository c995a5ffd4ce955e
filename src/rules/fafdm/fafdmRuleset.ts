import type { JsonValue } from '../../scenarios/Scenario.ts';
import { FAFDM_OPTIONS, fafdmReadingsFrom } from './FafdmReadings.ts';
import { FAFDM_ACTIONS_SOURCE, LOAD_WEAPON_CA, STAND_UP_CA } from './tables/fafdmActions.ts';
import { FAFDM_BANDS } from './tables/fafdmBands.ts';
import { FAFDM_GUNS } from './tables/fafdmGuns.ts';
import { RESCUE_MODIFIERS, SHOT_MODIFIERS } from './tables/shotModifiers.ts';
import { FAFDM_MOUNTS, HORSE_MOVES } from './horse/mountTables.ts';

/**
 * The For A Few Dice More ruleset's content as data: its tables and the readings in force with `options`
 * (keys it does not know are ignored), for the run's ruleset hash and `rules show`.
 *
 * @example (fafdmRulesetContent({}) as { readings: { rescue: string } }).readings.rescue === 'once'
 */
export function fafdmRulesetContent(options: Readonly<Record<string, string>>): JsonValue {
  const own = Object.fromEntries(
    Object.entries(options).filter(([k]) => FAFDM_OPTIONS.some((o) => o.key === k)),
  );
  return {
    tables: {
      actions: { source: FAFDM_ACTIONS_SOURCE, standUp: STAND_UP_CA, loadWeapon: LOAD_WEAPON_CA },
      shotModifiers: SHOT_MODIFIERS,
      rescueModifiers: RESCUE_MODIFIERS,
      guns: FAFDM_GUNS,
      bands: FAFDM_BANDS,
      horseMoves: HORSE_MOVES,
      mounts: FAFDM_MOUNTS,
    },
    readings: fafdmReadingsFrom(own),
  } as unknown as JsonValue;
}
