import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // Worker threads started by the code under test load TypeScript through tsx.
    execArgv: ['--import', 'tsx'],
    testTimeout: 60_000,
  },
});
