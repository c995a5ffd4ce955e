// Before any test file runs, and again before each rerun in watch mode: build dist/js from the sources. The
// command line and the library that the tests start run that build when there is one, so a stale build
// would test old code.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';

const BUILD = fileURLToPath(new URL('../bin/buildDist.js', import.meta.url));

const build = (): void => void execFileSync(process.execPath, [BUILD], { stdio: 'inherit' });

export default function setup(project: TestProject): void {
  build();
  project.onTestsRerun(build);
}
