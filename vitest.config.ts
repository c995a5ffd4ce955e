import { defineConfig } from 'vitest/config';

/**
 * Test folders that spawn no command line and change no working folder, environment or global: their files
 * share one process (isolate: false). A fresh process per file costs about 1.8 s of CPU, more than most of
 * these files' tests. Sharing cut the whole suite from about 9 to about 6 minutes on an idle machine.
 */
const SHARED_PROCESS = [
  'test/stats/**/*.test.ts',
  'test/dice/**/*.test.ts',
  'test/geometry/**/*.test.ts',
  'test/exact/**/*.test.ts',
  'test/bench/**/*.test.ts',
  'test/rules/**/*.test.ts',
  'test/policies/**/*.test.ts',
  'test/odds/**/*.test.ts',
  'test/docs/**/*.test.ts',
  'test/scenarios/**/*.test.ts',
  'test/sim/**/*.test.ts',
  'test/balance/**/*.test.ts',
  // The report's and the odds page's pure parts: models, specs, SVGs drawn in memory, files written to temp
  // folders. vega's text measure is set by the report's own code on import, the same in every process.
  'test/report/**/*.test.ts',
  'test/web/**/*.test.ts',
];

/** Files of the isolated folders below that spawn nothing and change no global: they share the process too. */
const SHARED_FILES = [
  'test/cli/fittedTables.test.ts',
  'test/cli/textTable.test.ts',
  'test/drift/shippedReferences.test.ts',
];

/**
 * Files that spawn the built command line or start Chromium, and change no working folder, environment or
 * global of their own process: they share one process too (a fresh one costs about 1.8 s of CPU a file), with
 * the build of dist/js that the command line they spawn runs.
 */
const SPAWNING = [
  'test/cli/**/*.test.ts',
  'test/sim/libraryImport.test.ts',
  'test/report/browser.test.ts',
  'test/report/reportCommand.test.ts',
  'test/web/oddsPage.test.ts',
];

/**
 * Test folders whose files each need a process of their own: the queue's start Redis servers and workers and
 * kill them; drift's load a deliberate change of a chart into their own thread, which would leak into others;
 * the workflows' check runs a WebAssembly linter that keeps globals.
 */
const ISOLATED = ['test/queue/**/*.test.ts', 'test/workflows/**/*.test.ts', 'test/drift/**/*.test.ts'];

export default defineConfig({
  test: {
    // Worker threads started by the code under test load TypeScript through tsx.
    execArgv: ['--import', 'tsx'],
    // A hang's guard, not a speed check: end-to-end tests spawn the real command line many times, and a slow
    // or busy machine takes two or three times as long as an idle one.
    testTimeout: 180_000,
    // The same guard for beforeAll/afterAll hooks, some of which run whole studies (drift's references) or
    // start Redis and Chromium: vitest's default of 10 s fails them on a loaded machine.
    hookTimeout: 180_000,
    // Two test processes, whatever the core count: vitest's default is one fewer than the cores, a single
    // process on a 2-core machine, which then sits idle while a test waits on Redis, Chromium, a worker it
    // killed or a command line it spawned. A second process fills those waits.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'shared',
          include: [...SHARED_PROCESS, ...SHARED_FILES],
          exclude: SPAWNING,
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'spawning',
          include: SPAWNING,
          exclude: SHARED_FILES,
          isolate: false,
          // Builds dist/js first: the command line the tests spawn runs it (see bin/loadEntry.js).
          globalSetup: ['test/globalSetup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'isolated',
          include: ISOLATED,
          exclude: SHARED_FILES,
          globalSetup: ['test/globalSetup.ts'],
        },
      },
    ],
  },
});
