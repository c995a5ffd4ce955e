import type { ReadingOption } from '../../../odds/OddsMechanic.ts';
import { DYNAMITE_REACH_OPTION } from '../../../odds/mechanics/stampedeReadingOptions.ts';
import { STAMPEDE_OPTIONS } from '../../stampede/stampedeOptions.ts';

/** The stampede readings a herd on a shootout's table plays: the check's, and those of its run it meets. */
const PLAYED = [
  'stampede.tables',
  'stampede.twelveInches',
  'stampede.direction',
  'stampede.trampleRow',
  'stampede.trampledFrom',
  'stampede.riderControl',
  'stampede.wall',
  'stampede.buildingDamage',
];

/**
 * The `stampede.*` options a shootout takes for a herd on its table ({@link ShootoutHerd}), the stampede
 * scenario's own, with the same register entries, and how far dynamite stampedes it. The others (fences, wagons, turning and
 * stopping it, the Cattle Drive) are played only by the stampede scenario, and so are not listed.
 *
 * @example HERD_SHOOTOUT_OPTIONS.some((o) => o.key === 'stampede.trampleRow')
 */
export const HERD_SHOOTOUT_OPTIONS: readonly ReadingOption[] = [
  ...STAMPEDE_OPTIONS.filter((o) => PLAYED.includes(o.key)),
  DYNAMITE_REACH_OPTION,
];
