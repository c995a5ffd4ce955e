import { Piscina } from 'piscina';
import type { BlockExecutor } from './BlockExecutor.ts';
import type { BlockOutcome } from './BlockTask.ts';
import type { WorkerMessage } from './blockWorker.ts';

/**
 * Where worker threads start: the same code as this thread's, so that a scenario module registered here and
 * in the workers lands in the same registry. Run from the build, this module sits in dist/js beside the
 * worker's entry. Run from the TypeScript sources, a thread starts on a JavaScript file that registers the
 * TypeScript loader first and loads src/sim/blockWorker.ts (a thread does not inherit a loader registered
 * with tsx's API, and `--import tsx` would be resolved from the working folder, not from this package).
 */
const WORKER = import.meta.url.endsWith('.ts')
  ? new URL('../../bin/simWorker.js', import.meta.url).href
  : new URL('./blockWorker.js', import.meta.url).href;

/**
 * Plays blocks on a piscina pool of `workers` threads, started at once so they load while the run plans.
 *
 * @example const pool = poolExecutor(4); await pool.run(task); await pool.close();
 */
export function poolExecutor(workers: number): BlockExecutor {
  const pool = new Piscina<WorkerMessage, BlockOutcome>({
    filename: WORKER,
    minThreads: workers,
    maxThreads: workers,
    idleTimeout: 60_000,
  });
  return {
    workers,
    // The shared counter travels by reference (a SharedArrayBuffer is shared, not copied, by postMessage).
    run: (task, _block, watch) =>
      pool.run(watch ? { task, played: watch.played, slot: watch.slot } : { task }),
    close: () => pool.destroy(),
  };
}
