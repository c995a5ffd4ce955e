import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll } from 'vitest';

/** The command line, as a user starts it. */
export const BIN = fileURLToPath(new URL('../../bin/triggernometry.js', import.meta.url));
/** The repository root, where `experiments/` and `test/fixtures/` are. */
export const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** A fresh temporary folder, removed after the file's tests. @example const dir = tempDir(); */
export function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'triggernometry-test-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** The outcome of one command-line run. */
export interface CliRun {
  readonly status: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

/** Runs the command line to the end in `cwd` (a temp folder, so nothing lands in the repository). */
export function cli(args: readonly string[], cwd: string): CliRun {
  const r = spawnSync(process.execPath, [BIN, ...args], { cwd, encoding: 'utf8' });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

/** Runs the command line without blocking, so several run side by side. */
export function cliAsync(args: readonly string[], cwd: string): Promise<CliRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [BIN, ...args], { cwd });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('error', reject);
    child.on('close', (status) => resolve({ status, stdout, stderr }));
  });
}

/** A small duel study (two cells on one comparison) used across the runner's tests. */
export const SMALL_STUDY = {
  name: 'small-study',
  seed: 11,
  scenario: 'duel',
  figures: { a: { class: 'gunman' }, b: 'gunman' },
  params: { range: 6 },
  sweep: { 'a.skills': [[], ['deadeye']], range: [6, 12] },
  trials: 3000,
  comparisons: [{ axis: 'a.skills', baseline: [] }],
} as const;
