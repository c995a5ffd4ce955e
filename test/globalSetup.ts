// Before any test file runs, and again before each rerun in watch mode: build dist/js from the sources, once
// for the projects that need it. The command line and the library that the tests start run that build when
// there is one, so a stale build would test old code.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';

const BUILD = fileURLToPath(new URL('../bin/buildDist.js', import.meta.url));

const build = (): void => void execFileSync(process.execPath, [BUILD], { stdio: 'inherit' });

/** Set in vitest's own process once the build is done: the projects that need it share one build a run. */
const BUILT = 'TRIGGERNOMETRY_TEST_BUILD_DONE';

export default function setup(project: TestProject): void {
  if (process.env[BUILT]) return;
  build();
  process.env[BUILT] = '1';
  project.onTestsRerun(build);
}
