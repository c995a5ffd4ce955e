import type { HerdEntry } from './herd/HerdEntry.ts';
import type { TownParams } from './town/TownParams.ts';
/** How figures reach the table: where the scenario puts them, or 000 STARTING POSITIONS' fate-deck rule. */
export type Placement = 'scenario' | 'fate-deck';

/**
 * The parameters of one shootout beyond its figures and table.
 *
 * @example const p: ShootoutParams = { cardCap: 300, placement: 'scenario', actionSets: 1 };
 */
export interface ShootoutParams {
  /** Cards turned after which the game stops as a draw. */
  readonly cardCap: number;
  readonly placement: Placement;
  /** Sets of the four action cards in the deck (000 MORE ACTION CARDS). */
  readonly actionSets: number;
  /** A herd on the table, or absent: none. */
  readonly herd?: HerdEntry;
  /** Doctors, townsfolk and the town's law, or absent: none. */
  readonly town?: TownParams;
}
