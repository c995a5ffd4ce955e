import { spawnSync } from 'node:child_process';

/**
 * Wall seconds of a whole `node` process (start-up included), run `times` times over (the deliberate
 * slowdown) and timed as one. Throws with the process's stderr when it fails: a benchmark of a failing
 * command is no benchmark.
 *
 * @example processSeconds(['bin/triggernometry.js', 'odds', 'blaze', '--dice', '6']) // 0.6
 */
export function processSeconds(args: readonly string[], cwd?: string, times = 1): number {
  const start = process.hrtime.bigint();
  for (let i = 0; i < times; i++) {
    const r = spawnSync(process.execPath, args, { encoding: 'utf8', ...(cwd ? { cwd } : {}) });
    if (r.status !== 0) throw new Error(`node ${args.join(' ')} failed (${r.status}): ${r.stderr}`);
  }
  return Number(process.hrtime.bigint() - start) / 1e9;
}
