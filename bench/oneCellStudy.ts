import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { processSeconds } from './processSeconds.ts';

const BIN = fileURLToPath(new URL('../bin/triggernometry.js', import.meta.url));

/**
 * Writes the reference duel (two plain Gunmen at 6", seed 1) as a one-cell study, `one-cell.yaml` in `dir`:
 * the same streams as the `duel` command, for the benchmarks that time whole `run` processes.
 *
 * @example writeOneCellStudy(dir, 'bench-memory', 1_000_000)
 */
export function writeOneCellStudy(dir: string, name: string, trials: number): void {
  const text = `name: ${name}\nseed: 1\nscenario: duel\nfigures: { a: gunman, b: gunman }\nparams: { range: 6 }\ntrials: ${trials}\n`;
  writeFileSync(join(dir, 'one-cell.yaml'), text);
}

/**
 * Wall seconds of `run one-cell.yaml` at `trials` in `dir` with the `extra` flags, as a whole process run
 * `times` times over, writing its results into `dir`/out.
 *
 * @example oneCellRunSeconds(dir, 1e6, ['--workers', '1'])
 */
export function oneCellRunSeconds(dir: string, trials: number, extra: readonly string[], times = 1): number {
  const args = ['run', 'one-cell.yaml', '--trials', String(trials), '--quiet', '--no-report', '--out', 'out'];
  return processSeconds([BIN, ...args, ...extra], dir, times);
}
