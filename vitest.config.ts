import { defineConfig } from 'vitest/config';

/**
 * Test folders of plain functions: no command line spawned, no working folder or environment changed, no
 * global patched. Their files share one process (isolate: false): a fresh process per file costs about
 * 1.8 s of CPU, more than most of these files' tests.
 */
const SHARED_PROCESS = [
  'test/stats/**/*.test.ts',
  'test/dice/**/*.test.ts',
  'test/geometry/**/*.test.ts',
  'test/exact/**/*.test.ts',
  'test/bench/**/*.test.ts',
];

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
    projects: [
      { extends: true, test: { name: 'shared', include: SHARED_PROCESS, isolate: false } },
      {
        extends: true,
        test: {
          name: 'isolated',
          include: ['test/**/*.test.ts'],
          exclude: SHARED_PROCESS,
          // Builds dist/js first (once, here only): the command line the tests spawn runs it (see
          // bin/loadEntry.js).
          globalSetup: ['test/globalSetup.ts'],
        },
      },
    ],
  },
});
