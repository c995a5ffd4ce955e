// The experiment runner against the in-process duel command: the worker pool's overhead on one cell, and
// whether memory stays flat as trials grow. Run by bench/run.ts; also its own child process (see below).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { BenchFigure } from './measure.ts';
import { median } from './measure.ts';

const BIN = fileURLToPath(new URL('../bin/triggernometry.js', import.meta.url));
const SELF = fileURLToPath(import.meta.url);
/** Trial counts whose difference gives each command's running throughput, start-up taken out. */
const SHORT = 1_000_000;
const LONG = 4_000_000;
const THROUGHPUT_TARGET = 0.9;
const RSS_SMALL = 1_000_000;
const RSS_LARGE = 10_000_000;
const RSS_TARGET_MB = 20;

/** The reference duel (two plain Gunmen at 6", seed 1) as a one-cell study: the same streams as `duel`. */
const ONE_CELL = `name: bench-one-cell
seed: 1
scenario: duel
figures: { a: gunman, b: gunman }
params: { range: 6 }
trials: ${SHORT}
`;

function seconds(args: readonly string[], cwd: string): number {
  const start = process.hrtime.bigint();
  const r = spawnSync(process.execPath, [BIN, ...args], { cwd, encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`${args.join(' ')} failed: ${r.stderr}`);
  return Number(process.hrtime.bigint() - start) / 1e9;
}

/** Peak resident memory (MB) of a whole `run` process, worker threads included, read inside it. */
function peakRssMb(args: readonly string[], cwd: string): number {
  // tsx by its resolved address: the child runs in a temporary folder, where a bare name would not resolve.
  const r = spawnSync(
    process.execPath,
    ['--import', import.meta.resolve('tsx'), SELF, '--peak-rss', ...args],
    {
      cwd,
      encoding: 'utf8',
    },
  );
  const m = /peak-rss-kb (\d+)/.exec(r.stderr);
  if (r.status !== 0 || !m) throw new Error(`${args.join(' ')} failed: ${r.stderr}`);
  return Number(m[1]) / 1024;
}

/**
 * Pool overhead: `run` of a one-cell duel study with `--workers 1` against the `duel` command on the same
 * duels. Each command is timed as a whole process at 1e6 and 4e6 trials; the difference divided into the
 * 3e6 extra trials is its running throughput (start-up, the same once per run, drops out, and is shown
 * apart). Memory: peak RSS of `run` at 1e6 and 1e7 trials.
 */
export function runnerBench(runs: number): BenchFigure[] {
  const dir = mkdtempSync(join(tmpdir(), 'triggernometry-bench-'));
  try {
    writeFileSync(join(dir, 'one-cell.yaml'), ONE_CELL);
    const duel = (n: number) =>
      seconds(['duel', '--range', '6', '--seed', '1', '--trials', String(n), '--json'], dir);
    const run = (n: number) =>
      seconds(
        ['run', 'one-cell.yaml', '--workers', '1', '--trials', String(n), '--quiet', '--out', 'out'],
        dir,
      );
    run(SHORT);
    const duelRates: number[] = [];
    const runRates: number[] = [];
    const startups: number[] = [];
    const whole: number[] = [];
    for (let i = 0; i < runs; i++) {
      const d1 = duel(SHORT);
      const d4 = duel(LONG);
      const r1 = run(SHORT);
      const r4 = run(LONG);
      duelRates.push((LONG - SHORT) / (d4 - d1));
      runRates.push((LONG - SHORT) / (r4 - r1));
      startups.push(r1 - (SHORT * (r4 - r1)) / (LONG - SHORT) - (d1 - (SHORT * (d4 - d1)) / (LONG - SHORT)));
      whole.push(d4 / r4);
    }
    const duelRate = median(duelRates);
    const runRate = median(runRates);
    const ratio = runRate / duelRate;
    const small = peakRssMb(
      ['run', 'one-cell.yaml', '--workers', '1', '--trials', String(RSS_SMALL), '--quiet', '--out', 'rss1'],
      dir,
    );
    const large = peakRssMb(
      ['run', 'one-cell.yaml', '--workers', '1', '--trials', String(RSS_LARGE), '--quiet', '--out', 'rss2'],
      dir,
    );
    const growth = large - small;
    return [
      {
        name: 'runner: one-cell duel study, --workers 1, duels/s',
        value: runRate,
        unit: 'duels/s',
        biggerIsBetter: true,
        extra: `${(100 * ratio).toFixed(0)}% of the duel command's ${(duelRate / 1e6).toFixed(2)}M/s; target >= ${100 * THROUGHPUT_TARGET}%: ${ratio >= THROUGHPUT_TARGET ? 'met' : 'MISSED'}; whole process at 4e6: ${(100 * median(whole)).toFixed(0)}%`,
      },
      {
        name: 'runner: start-up beyond the duel command (pool, plan)',
        value: 1000 * median(startups),
        unit: 'ms',
        biggerIsBetter: false,
      },
      { name: 'runner: peak RSS, 1e6 trials', value: small, unit: 'MB', biggerIsBetter: false },
      {
        name: 'runner: peak RSS, 1e7 trials',
        value: large,
        unit: 'MB',
        biggerIsBetter: false,
        extra: `${growth >= 0 ? '+' : ''}${growth.toFixed(1)} MB over 1e6; target within ${RSS_TARGET_MB} MB: ${Math.abs(growth) <= RSS_TARGET_MB ? 'met' : 'MISSED'}`,
      },
    ];
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

// As a child process (`--peak-rss <command...>`): run the command line here and report this process's peak
// resident memory, which counts the worker threads too.
if (
  process.argv[1] &&
  pathToFileURL(process.argv[1]).href === import.meta.url &&
  process.argv[2] === '--peak-rss'
) {
  const { main } = await import('../src/cli/main.ts');
  await main(process.argv.slice(3));
  process.stderr.write(`peak-rss-kb ${process.resourceUsage().maxRSS}\n`);
}
