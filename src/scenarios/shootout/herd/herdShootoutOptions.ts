import type { ReadingOption } from '../../../odds/OddsMechanic.ts';
import { DYNAMITE_REACH_OPTION } from '../../../odds/mechanics/stampedeReadingOptions.ts';
import { STAMPEDE_OPTIONS } from '../../stampede/stampedeOptions.ts';
import { HERD_TABLE_EDGE_OPTION } from './herdTableEdge.ts';

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
  'stampede.footTurn',
  'stampede.leadShot',
  'stampede.saddleShot',
];

/**
 * The `stampede.*` options a shootout takes for a herd on its table ({@link ShootoutHerd}), the stampede
 * scenario's own, with the same register entries, how far dynamite stampedes it, and what it does at the
 * table's edge. The others (a fence across the table, wagons, the Cattle Drive, the deck's reshuffle) are
 * the stampede scenario's, and so are not listed.
 *
 * @example HERD_SHOOTOUT_OPTIONS.some((o) => o.key === 'stampede.trampleRow')
 */
export const HERD_SHOOTOUT_OPTIONS: readonly ReadingOption[] = [
  ...STAMPEDE_OPTIONS.filter((o) => PLAYED.includes(o.key)),
  DYNAMITE_REACH_OPTION,
  HERD_TABLE_EDGE_OPTION,
];
