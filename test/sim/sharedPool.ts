import type { BlockExecutor } from '../../src/sim/BlockExecutor.ts';
import { poolExecutor } from '../../src/sim/poolExecutor.ts';

let pool: BlockExecutor | undefined;

/**
 * Two worker threads shared by every test of the process that checks a run on a pool against one in the
 * calling thread. A thread started from the sources loads the engine through tsx, a second or two of CPU
 * each, and the files of the shared project run in one process: started once, the pool serves them all.
 * Its `close` leaves the threads running for the next test (the process's end stops them). A run on it
 * must load no scenario module of its own (`scenarioModules`): a thread keeps what it loads.
 *
 * @example const pooled = await runExperiment(study, { executor: sharedPool(), blockSize: 3 });
 */
export function sharedPool(): BlockExecutor {
  pool ??= poolExecutor(2);
  const threads = pool;
  return {
    workers: threads.workers,
    run: (task, block, watch) => threads.run(task, block, watch),
    close: () => Promise.resolve(),
  };
}
