import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // Builds dist/js first: the command line the tests spawn runs it (see bin/loadEntry.js).
    globalSetup: ['test/globalSetup.ts'],
    // Worker threads started by the code under test load TypeScript through tsx.
    execArgv: ['--import', 'tsx'],
    // A hang's guard, not a speed check: end-to-end tests spawn the real command line many times, and a slow
    // or busy machine takes two or three times as long as an idle one.
    testTimeout: 180_000,
  },
});
