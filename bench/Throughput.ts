/**
 * What a throughput's work reports: the units it did, or the units and the dice they rolled (which gives the
 * figure "dice per unit" and the share of the dice floor the work reaches).
 *
 * @example const p: Played = { units: 50_000, dice: 2_279_000 };
 */
export type Played = number | { readonly units: number; readonly dice: number };

/**
 * One in-process throughput of the suite: the work, how much of it a timed run does, and how to read it. A
 * new throughput (shootout games per second, stampedes) is one more entry of this shape in THROUGHPUTS.
 *
 * @example
 * const shootout: Throughput = { group: 'shootout', name: 'reference shootout: in-process', unit: 'games/s',
 *   noun: 'game', batch: 20_000, prepare: () => (n) => playShootouts(n) };
 */
export interface Throughput {
  /** The group `--only` selects it by. */
  readonly group: string;
  /** The figure's name (stable: the baseline keys on it). */
  readonly name: string;
  /** Units per second, e.g. `duels/s`. */
  readonly unit: string;
  /** One unit, for "dice per duel". */
  readonly noun: string;
  /** Units one timed run plays at full size (`--quick` plays a twentieth). */
  readonly batch: number;
  /** Builds what the work needs, untimed, and returns the work: play `count` units. */
  prepare(): (count: number) => Played;
  /** Not the project's engine (a library kept for comparison): never slowed, never checked. */
  readonly comparison?: boolean;
  /** The figure's target as text with its verdict, from its rate and the dice floor's. */
  readonly target?: (rate: number, floor: number) => string;
}
