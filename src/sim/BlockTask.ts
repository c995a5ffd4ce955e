import type { JsonObject } from '../scenarios/Scenario.ts';
import type { GroupTally } from './Tally.ts';

/** A comparison inside a block: two of its cells (by position in the block) and the metrics whose difference is tallied. */
export interface BlockPair {
  readonly baseline: number;
  readonly variant: number;
  readonly metrics: readonly string[];
}

/**
 * The message a worker is sent: play trials `from` .. `to - 1` of every cell of one stream group, all on the
 * stream family `streamKey`, in lockstep (trial t of every cell before trial t + 1), and tally them.
 * `modules` are loaded first: they register scenarios from outside the built-in registry.
 *
 * @example { scenario: 'duel', streamKey: [1, 2, 3, 4], cells: [{ key: 'range=6', setup }], metrics: ['pAWins'], pairs: [], from: 0, to: 65536, modules: [] }
 */
export interface BlockTask {
  readonly modules: readonly string[];
  readonly scenario: string;
  readonly streamKey: readonly [number, number, number, number];
  readonly cells: readonly { readonly key: string; readonly setup: JsonObject }[];
  /** The metrics to tally, by name. */
  readonly metrics: readonly string[];
  readonly pairs: readonly BlockPair[];
  readonly from: number;
  readonly to: number;
}

/**
 * A worker's reply: the block's tally, or what failed, with the cell and trial when a trial threw, so that
 * the failure can be replayed alone.
 *
 * @example { ok: false, cell: 'range=6', trial: 1234, message: 'RangeError: ...' }
 */
export type BlockOutcome =
  | { readonly ok: true; readonly tally: GroupTally }
  | {
      readonly ok: false;
      readonly cell: string | null;
      readonly trial: number | null;
      readonly message: string;
    };
