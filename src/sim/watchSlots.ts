import type { BlockWatch } from './BlockExecutor.ts';
import type { PlannedBlock } from './BlockScheduler.ts';

/**
 * The counters of blocks in flight, one slot each in a shared array (see BlockWatch): a slot is taken when
 * a block is launched, zeroed, and given back when its outcome is in. When every slot is taken a block goes
 * unwatched: it still plays, and counts for progress once it ends.
 *
 * @example const w = watchSlots(4, signal); const watch = w.take(block); ...; w.release(watch);
 */
export function watchSlots(
  capacity: number,
  signal: AbortSignal,
): {
  take(block: PlannedBlock): BlockWatch | null;
  release(watch: BlockWatch | null): void;
  /** Trial plays done inside blocks in flight, each block's trials times its cells per trial. */
  inFlight(cellsOf: (block: PlannedBlock) => number): number;
} {
  const played = new Int32Array(new SharedArrayBuffer(4 * Math.max(1, capacity)));
  const blocks: (PlannedBlock | null)[] = new Array<PlannedBlock | null>(Math.max(1, capacity)).fill(null);
  const free: number[] = blocks.map((_, i) => blocks.length - 1 - i);
  return {
    take(block) {
      const slot = free.pop();
      if (slot === undefined) return null;
      Atomics.store(played, slot, 0);
      blocks[slot] = block;
      return { played, slot, signal };
    },
    release(watch) {
      if (!watch) return;
      blocks[watch.slot] = null;
      free.push(watch.slot);
    },
    inFlight(cellsOf) {
      let sum = 0;
      for (let slot = 0; slot < blocks.length; slot++) {
        const block = blocks[slot];
        if (block) sum += Atomics.load(played, slot) * cellsOf(block);
      }
      return sum;
    },
  };
}
