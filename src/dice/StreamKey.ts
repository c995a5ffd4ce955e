import seedrandom from 'seedrandom';

/**
 * 128 bits that name one family of trial streams: one per (experiment seed, cell). Every trial of the cell
 * draws its dice from `DiceStream.seedTrial(key, trialIndex)`, so a trial's randomness depends on nothing
 * but (seed, cell key, trial index): not on worker count, block size or shard split.
 */
export interface StreamKey {
  readonly words: readonly [number, number, number, number];
}

/** Seeds are explicit and printable: an integer or a short token, never the clock. `1` and `"1"` name the same streams. */
export type Seed = number | string;

/**
 * Hashes (seed, cell key) into a {@link StreamKey} with seedrandom's ARC4 generator (RC4 key schedule plus
 * the RC4-drop[256] discard), which spreads any difference in the text over all 128 bits. Called once per
 * cell, never per trial, so its cost (a few microseconds) stays off the hot path.
 *
 * @example deriveStreamKey(1, 'duel/range=6') // the same four words on every machine, every run
 */
export function deriveStreamKey(seed: Seed, cellKey: string): StreamKey {
  const arc4 = seedrandom(`triggernometry|${String(seed)}|${cellKey}`);
  return { words: [arc4.int32() >>> 0, arc4.int32() >>> 0, arc4.int32() >>> 0, arc4.int32() >>> 0] };
}
