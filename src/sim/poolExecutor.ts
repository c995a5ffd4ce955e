import { Piscina } from 'piscina';
import type { BlockExecutor } from './BlockExecutor.ts';
import type { BlockOutcome, BlockTask } from './BlockTask.ts';

/**
 * Where worker threads start: a JavaScript file that registers the TypeScript loader in the new thread and
 * loads src/sim/blockWorker.ts. (A thread does not inherit a loader registered with tsx's API, and
 * `--import tsx` would be resolved from the working folder, not from this package.)
 */
const WORKER = new URL('../../bin/simWorker.js', import.meta.url).href;

/**
 * Plays blocks on a piscina pool of `workers` threads, started at once so they load while the run plans.
 *
 * @example const pool = poolExecutor(4); await pool.run(task); await pool.close();
 */
export function poolExecutor(workers: number): BlockExecutor {
  const pool = new Piscina<BlockTask, BlockOutcome>({
    filename: WORKER,
    minThreads: workers,
    maxThreads: workers,
    idleTimeout: 60_000,
  });
  return {
    workers,
    run: (task) => pool.run(task),
    close: () => pool.destroy(),
  };
}
