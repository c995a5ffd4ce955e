import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect } from 'vitest';

const bin = fileURLToPath(new URL('../../bin/triggernometry.js', import.meta.url));

/** Runs the real command line as a user would, returning its exit code and both output streams. */
export function runCli(args: readonly string[]): { status: number | null; stdout: string; stderr: string } {
  const r = spawnSync(process.execPath, [bin, ...args], { encoding: 'utf8' });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

/** A bad request: exit code 2, nothing on stdout, and one line on stderr that matches `message`. */
export function expectUsageError(args: readonly string[], message: RegExp): void {
  const r = runCli(args);
  expect(r.status).toBe(2);
  expect(r.stdout).toBe('');
  expect(r.stderr.trim().split('\n')).toHaveLength(1);
  expect(r.stderr).toMatch(message);
}
