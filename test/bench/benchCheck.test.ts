import { Ajv } from 'ajv';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { ACTION_BENCHMARK_SCHEMA } from '../../bench/actionBenchmarkSchema.ts';
import type { BenchRecord } from '../../bench/BenchRecord.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const RUN = join(ROOT, 'bench', 'run.ts');
const out = mkdtempSync(join(tmpdir(), 'triggernometry-bench-check-'));
afterAll(() => rmSync(out, { recursive: true, force: true }));

/** The real bench command line, as `npm run bench -- <args>` runs it, with extra environment. */
function bench(args: readonly string[], env: Record<string, string> = {}) {
  const r = spawnSync(process.execPath, ['--import', 'tsx', RUN, ...args], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, ...env },
  });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

describe('npm run bench -- --check', () => {
  it('fails on a deliberately slowed build, naming the figure', () => {
    // Five times slower is 80% worse than the baseline, four times the 20% threshold: no machine's noise
    // turns that into a pass. Only the duel group, at a twentieth of its batch: about two seconds.
    const r = bench(['--only', 'duel', '--quick', '--check', '--out', out], {
      TRIGGERNOMETRY_BENCH_SLOWDOWN: '5',
    });
    expect(r.status, r.stderr).toBe(1);
    expect(r.stderr).toMatch(/deliberately 5x slower/);
    expect(r.stderr).toMatch(/worse than the baseline by more than 20%/);
    const m = /reference duel: in-process: ratio to floor [\d.e-]+ -> [\d.e-]+, worse by ([\d.]+)%/.exec(
      r.stderr,
    );
    expect(m, r.stderr).not.toBeNull();
    // Five times slower is 80% worse; the quick batch's own noise moves that by some points, never to 50%.
    expect(Number(m?.[1])).toBeGreaterThan(50);
    // Dice per duel does not depend on speed.
    expect(r.stderr).not.toMatch(/dice per duel:/);
    expect(r.stdout).toMatch(/REGRESSED/);
  });

  it('writes the record and the action files of the run it checked', () => {
    const record = JSON.parse(readFileSync(join(out, 'results.json'), 'utf8')) as BenchRecord;
    expect(record.slowdown).toBe(5);
    expect(record.figures.map((f) => f.name)).toEqual([
      'dice floor: plain xorshift128',
      'reference duel: in-process',
      'reference duel: dice per duel',
      'reference duel: in-process, bytes allocated per duel',
    ]);
    const validate = new Ajv().compile(ACTION_BENCHMARK_SCHEMA);
    for (const file of ['results-bigger.json', 'results-smaller.json'])
      expect(validate(JSON.parse(readFileSync(join(out, file), 'utf8'))), file).toBe(true);
  });
});

describe('npm run bench with a bad flag or file', () => {
  // Every flag's message is tested in process (parseBenchArgs.test.ts, readBenchRecord.test.ts), and every
  // refusal takes the same way out of bench/run.ts: one spawn checks that way (each costs seconds of tsx).
  it('refuses to make a deliberately slowed run the baseline: one line, exit 2', () => {
    const r = bench(['--update-baseline', '--baseline', join(out, 'b.json')], {
      TRIGGERNOMETRY_BENCH_SLOWDOWN: '3',
    });
    expect(r.status, r.stderr).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stderr).toMatch(/cannot become the baseline/);
  });
});
